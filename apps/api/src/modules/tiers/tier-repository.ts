import { and, asc, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { memberSpendings, members, tiers } from '../../db/schema.js';

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

/** The member's spending since `since` (the rolling tier window), or undefined for an unknown member. */
export async function findMemberSpendingSince(
  db: Executor,
  memberId: number,
  since: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ spending: spendingSinceOf(members.id, since) })
    .from(members)
    .where(eq(members.id, memberId));
  return row ? Number(row.spending) : undefined;
}

export async function insertMemberSpending(
  db: Executor,
  spending: { memberId: number; amount: number; spentAt: Date },
): Promise<void> {
  await db.insert(memberSpendings).values(spending);
}
