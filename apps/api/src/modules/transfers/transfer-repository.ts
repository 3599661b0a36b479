import { and, eq, gte, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Executor, preparedOnce } from '../../db/client.js';
import { unexpiredBalanceOf } from '../../db/member-figures.js';
import { members, pointLedger } from '../../db/schema.js';

/** The points a sum of transfer_out entries sent (their deltas are negative). */
const SENT = sql<number>`coalesce(sum(-${pointLedger.delta}), 0)::int`;

/** The member's transfer_out entries since `since`: what the daily cap counts, in one place for both reads. */
function transfersOutSince(memberId: AnyPgColumn | number, since: Date | Placeholder) {
  return and(
    eq(pointLedger.memberId, memberId),
    eq(pointLedger.kind, 'transfer_out'),
    gte(pointLedger.createdAt, since),
  );
}

/** Points the member sent since `since` (the start of the Bangkok day): the sum of their transfer_out entries. */
export async function sumTransferredSince(db: Executor, memberId: number, since: Date): Promise<number> {
  const [row] = await db.select({ sent: SENT }).from(pointLedger).where(transfersOutSince(memberId, since));
  return row?.sent ?? 0;
}

/**
 * What the transfer screen starts from, in ONE prepared round trip (DESIGN §10: profile reads p99 ≤ 50 ms
 * at 64 connections): the member's balance at `now` and the points sent since `since`, as
 * `sumTransferredSince` counts them; undefined for an unknown member.
 */
export async function findTransferStanding(
  db: Executor,
  memberId: number,
  at: { now: Date; since: Date },
): Promise<{ balance: number; sentSince: number } | undefined> {
  const query = preparedOnce(db, 'transfer_standing', () =>
    db
      .select({
        balance: unexpiredBalanceOf(members.id, sql.placeholder('now')),
        sentSince: sql<number>`(select ${SENT} from ${pointLedger} where ${transfersOutSince(
          members.id,
          sql.placeholder('since'),
        )})`,
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('transfer_standing'),
  );
  const [row] = await query.execute({ memberId, now: at.now.toISOString(), since: at.since.toISOString() });
  return row;
}
