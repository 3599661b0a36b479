import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pointLots } from '../../db/schema.js';

/** The balance is the sum of unexpired lot remainders (DESIGN §6 points ledger). */
export async function sumUnexpiredPoints(db: Executor, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointLots.remaining}), 0)::int` })
    .from(pointLots)
    .where(and(eq(pointLots.memberId, memberId), gt(pointLots.expiresAt, now), gt(pointLots.remaining, 0)));
  return row?.balance ?? 0;
}
