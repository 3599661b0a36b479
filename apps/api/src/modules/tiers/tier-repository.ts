import { and, asc, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { memberSpendings, tiers } from '../../db/schema.js';

export type TierRow = typeof tiers.$inferSelect;

export async function listTiers(db: Executor): Promise<TierRow[]> {
  return await db.select().from(tiers).orderBy(asc(tiers.minSpending));
}

/** THB the member in `memberId` spent after `since`, as a scalar subquery (numeric, read as text). */
export function spendingSinceOf(memberId: AnyPgColumn, since: Date | Placeholder): SQL<string> {
  return sql<string>`(select coalesce(sum(${memberSpendings.amount}), 0)::text from ${memberSpendings} where ${and(
    eq(memberSpendings.memberId, memberId),
    gt(memberSpendings.spentAt, since),
  )})`;
}
