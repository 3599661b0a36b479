import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { birthdayBonuses, memberBirthMonth, members } from '../../db/schema.js';

/**
 * Up to `limit` active members born in `month` who were not given `year`'s bonus, in id order, locked as
 * every point movement locks its member. Members another transaction holds are skipped rather than
 * waited for: a second process running alongside takes the next ones, and a member busy now is found by
 * the next run.
 */
export async function lockMembersOwedBirthdayBonus(
  tx: Executor,
  owed: { month: number; year: number; limit: number },
): Promise<number[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.status, 'active'),
        sql`${memberBirthMonth(members)} = ${owed.month}`,
        notExists(
          tx
            .select({ given: sql`1` })
            .from(birthdayBonuses)
            .where(and(eq(birthdayBonuses.memberId, members.id), eq(birthdayBonuses.year, owed.year))),
        ),
      ),
    )
    .orderBy(asc(members.id))
    .limit(owed.limit)
    .for('no key update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/**
 * Records that the member is given `year`'s bonus; false when they already were, by this run or by a
 * parallel one (whose uncommitted row this insert waits for, then finds).
 */
export async function claimBirthdayBonus(
  tx: Executor,
  bonus: { memberId: number; year: number; points: number },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(birthdayBonuses)
    .values({ ...bonus, createdAt: now })
    .onConflictDoNothing({ target: [birthdayBonuses.memberId, birthdayBonuses.year] })
    .returning({ memberId: birthdayBonuses.memberId });
  return inserted.length > 0;
}
