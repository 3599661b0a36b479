import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, pointLedger } from '../../db/schema.js';

/**
 * Locks the sender's members row for the rest of the transaction, so one sender's transfers run one after
 * another and each sees the previous one's ledger entries when it checks the daily cap (DESIGN §6).
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: a transfer to this member inserts lots whose foreign key takes a
 * key-share lock on this row, which must not wait, or two members sending to each other would deadlock.
 */
export async function lockSender(
  db: Executor,
  memberId: number,
): Promise<{ status: string; code: string } | undefined> {
  const [row] = await db
    .select({ status: members.status, code: members.mbkMemberId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return row;
}

/** Points the member sent since `since` (the start of the Bangkok day): the sum of their transfer_out entries. */
export async function sumTransferredSince(db: Executor, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: sql<number>`coalesce(sum(-${pointLedger.delta}), 0)::int` })
    .from(pointLedger)
    .where(
      and(eq(pointLedger.memberId, memberId), eq(pointLedger.kind, 'transfer_out'), gte(pointLedger.createdAt, since)),
    );
  return row?.sent ?? 0;
}
