import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberSpendings, tiers } from '../../db/schema.js';

export type TierRow = typeof tiers.$inferSelect;

export function listTiers(db: Executor): Promise<TierRow[]> {
  return db.select().from(tiers).orderBy(asc(tiers.minSpending));
}

/** THB spent after `rollingFrom` and after `keptFrom`, in one pass over the member's spending rows. */
export async function sumSpending(
  db: Executor,
  memberId: number,
  window: { rollingFrom: Date; keptFrom: Date },
): Promise<{ rolling: number; kept: number }> {
  const since = (instant: Date) =>
    sql<string>`coalesce(sum(${memberSpendings.amount}) filter (where ${memberSpendings.spentAt} > ${instant.toISOString()}::timestamptz), 0)`;
  const earliest = new Date(Math.min(window.rollingFrom.getTime(), window.keptFrom.getTime()));
  const [row] = await db
    .select({ rolling: since(window.rollingFrom), kept: since(window.keptFrom) })
    .from(memberSpendings)
    .where(and(eq(memberSpendings.memberId, memberId), gt(memberSpendings.spentAt, earliest)));
  return { rolling: Number(row?.rolling ?? 0), kept: Number(row?.kept ?? 0) };
}
