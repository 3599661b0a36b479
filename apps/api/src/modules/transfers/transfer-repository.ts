import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pointLedger } from '../../db/schema.js';

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
