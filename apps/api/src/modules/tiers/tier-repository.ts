import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { spendingSinceOf } from '../../db/member-figures.js';
import { memberSpendings, members, tiers } from '../../db/schema.js';

export type TierRow = typeof tiers.$inferSelect;

export async function listTiers(db: Executor): Promise<TierRow[]> {
  return await db.select().from(tiers).orderBy(asc(tiers.minSpending));
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
