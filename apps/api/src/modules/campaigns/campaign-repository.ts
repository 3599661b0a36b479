import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { spendingSinceOf } from '../../db/member-figures.js';
import { campaignMemberAwards, campaigns, memberSpendings, members } from '../../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;

/** Active campaigns whose window holds `at` (DESIGN §14: overlapping campaigns all apply). */
export async function selectCampaignsInForce(db: Executor, at: Date): Promise<CampaignRow[]> {
  return await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.status, 'active'), lte(campaigns.startsAt, at), gt(campaigns.endsAt, at)))
    .orderBy(asc(campaigns.id));
}

/**
 * Locks the campaigns in id order (so two purchases never wait on each other crosswise) and answers
 * what each budget has left and what each has already awarded the member: read under the lock, so
 * parallel purchases drain a budget or a cap one after the other, never past it. A campaign ended while
 * this waited for its lock is left out (the status is checked again on the locked row).
 */
export async function lockCampaignAllowances(
  db: Executor,
  campaignIds: readonly number[],
  memberId: number,
): Promise<Map<number, { budgetLeft: number | null; memberAwarded: number }>> {
  if (campaignIds.length === 0) return new Map();
  const locked = await db
    .select({ id: campaigns.id, budgetPoints: campaigns.budgetPoints, budgetUsed: campaigns.budgetUsed })
    .from(campaigns)
    .where(and(inArray(campaigns.id, [...campaignIds]), eq(campaigns.status, 'active')))
    .orderBy(asc(campaigns.id))
    .for('update');
  const awarded = await db
    .select({ campaignId: campaignMemberAwards.campaignId, points: campaignMemberAwards.points })
    .from(campaignMemberAwards)
    .where(
      and(inArray(campaignMemberAwards.campaignId, [...campaignIds]), eq(campaignMemberAwards.memberId, memberId)),
    );
  const awardedBy = new Map(awarded.map((row) => [row.campaignId, row.points]));
  return new Map(
    locked.map((row) => [
      row.id,
      {
        budgetLeft: row.budgetPoints === null ? null : row.budgetPoints - row.budgetUsed,
        memberAwarded: awardedBy.get(row.id) ?? 0,
      },
    ]),
  );
}

/** Counts awards against their campaigns' budgets and the member's caps, under the locks taken above. */
export async function addCampaignAwards(
  db: Executor,
  memberId: number,
  awards: readonly { campaignId: number; points: number }[],
): Promise<void> {
  if (awards.length === 0) return;
  const ids = awards.map((award) => award.campaignId);
  const points = awards.map((award) => award.points);
  await db.execute(sql`
    update ${campaigns} set budget_used = budget_used + award.points
    from unnest(${sql.param(ids)}::bigint[], ${sql.param(points)}::int[]) as award(campaign_id, points)
    where campaigns.id = award.campaign_id`);
  await db.execute(sql`
    insert into ${campaignMemberAwards} (campaign_id, member_id, points)
    select award.campaign_id, ${memberId}, award.points
    from unnest(${sql.param(ids)}::bigint[], ${sql.param(points)}::int[]) as award(campaign_id, points)
    on conflict (campaign_id, member_id) do update set points = campaign_member_awards.points + excluded.points`);
}

/**
 * What campaign conditions ask of a member before a purchase: the birth date, the spending inside the
 * tier window (for the tier) and whether any purchase was counted before, in one read.
 */
export async function selectPurchaseFacts(
  db: Executor,
  memberId: number,
  tierWindowFrom: Date,
): Promise<{ dateOfBirth: string | null; spending: number; hasPurchased: boolean } | undefined> {
  // Columns inside the exists() go through eq(): drizzle writes a bare column name in a select's own
  // fields, which inside the subquery would name member_spendings' columns.
  const [row] = await db
    .select({
      dateOfBirth: members.dateOfBirth,
      spending: spendingSinceOf(members.id, tierWindowFrom),
      hasPurchased: sql<boolean>`exists (select 1 from ${memberSpendings} where ${eq(memberSpendings.memberId, members.id)})`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row && { dateOfBirth: row.dateOfBirth, spending: Number(row.spending), hasPurchased: row.hasPurchased };
}
