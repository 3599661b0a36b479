import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import {
  campaignMemberAwards,
  campaigns,
  memberSpendings,
  members,
  operators,
  partnerStores,
  partners,
  tiers,
} from '../../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;

/**
 * The active campaigns by id, whatever their dates: what the campaigns cache keeps, so a purchase of any
 * instant (a till sale up to 30 days old) finds the ones in force then (`campaignsInForceAt`).
 */
export async function selectActiveCampaigns(db: Executor): Promise<CampaignRow[]> {
  const select = preparedOnce(db, 'active_campaigns', () =>
    db
      .select()
      .from(campaigns)
      .where(eq(campaigns.status, 'active'))
      .orderBy(asc(campaigns.id))
      .prepare('active_campaigns'),
  );
  return select.execute();
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
 * Gives back what refunds took of campaign awards: each campaign's budget used and the member's total
 * under it shrink by the points returned, never below nothing. The campaigns are locked in id order
 * first, as a purchase locks them, so a refund and a purchase never wait on each other crosswise.
 */
export async function returnCampaignAwards(
  db: Executor,
  memberId: number,
  returns: readonly { campaignId: number; points: number }[],
): Promise<void> {
  if (returns.length === 0) return;
  const ids = returns.map((award) => award.campaignId);
  const points = returns.map((award) => award.points);
  await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inArray(campaigns.id, ids))
    .orderBy(asc(campaigns.id))
    .for('update');
  await db.execute(sql`
    update ${campaigns} set budget_used = greatest(budget_used - award.points, 0)
    from unnest(${sql.param(ids)}::bigint[], ${sql.param(points)}::int[]) as award(campaign_id, points)
    where campaigns.id = award.campaign_id`);
  // A member's total under a campaign is positive or has no row: one given back whole is deleted.
  await db.execute(sql`
    with award as (
      select * from unnest(${sql.param(ids)}::bigint[], ${sql.param(points)}::int[]) as award(campaign_id, points)
    ), given_back_whole as (
      delete from ${campaignMemberAwards} using award
      where campaign_member_awards.campaign_id = award.campaign_id and campaign_member_awards.member_id = ${memberId}
        and campaign_member_awards.points <= award.points
    )
    update ${campaignMemberAwards} set points = campaign_member_awards.points - award.points from award
    where campaign_member_awards.campaign_id = award.campaign_id and campaign_member_awards.member_id = ${memberId}
      and campaign_member_awards.points > award.points`);
}

/**
 * What campaign conditions ask of a member before a purchase besides the tier (the tiers service's):
 * the birth date and whether any purchase was counted before, in one read.
 */
export async function selectPurchaseFacts(
  db: Executor,
  memberId: number,
): Promise<{ dateOfBirth: string | null; hasPurchased: boolean } | undefined> {
  // Columns inside the exists() go through eq(): drizzle writes a bare column name in a select's own
  // fields, which inside the subquery would name member_spendings' columns.
  const [row] = await db
    .select({
      dateOfBirth: members.dateOfBirth,
      hasPurchased: sql<boolean>`exists (select 1 from ${memberSpendings} where ${eq(memberSpendings.memberId, members.id)})`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row && { dateOfBirth: row.dateOfBirth, hasPurchased: row.hasPurchased };
}

export async function insertCampaign(db: Executor, row: NewCampaignRow): Promise<CampaignRow> {
  const [inserted] = await db.insert(campaigns).values(row).returning();
  if (!inserted) throw new Error('The campaign insert returned no row');
  return inserted;
}

export async function findCampaign(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CampaignRow | undefined> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateCampaignRow(
  db: Executor,
  id: number,
  fields: Partial<NewCampaignRow>,
): Promise<CampaignRow> {
  const [row] = await db
    .update(campaigns)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw new Error(`Campaign ${id} vanished while locked`);
  return row;
}

/** The names of the operators who made, asked for and approved the campaigns, by operator id. */
export async function selectOperatorNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const SORT_COLUMNS = {
  starts_at: campaigns.startsAt,
  ends_at: campaigns.endsAt,
  created_at: campaigns.createdAt,
  name_en: campaigns.nameEn,
} as const;
export type CampaignSort = keyof typeof SORT_COLUMNS;

export async function listCampaignRows(
  db: Executor,
  query: {
    page: number;
    limit: number;
    q?: string | undefined;
    status?: CampaignRow['status'] | undefined;
    sort: CampaignSort;
    descending: boolean;
  },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const pattern = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  const where: SQL | undefined = and(
    pattern ? or(ilike(campaigns.name, pattern), ilike(campaigns.nameEn, pattern)) : undefined,
    query.status ? eq(campaigns.status, query.status) : undefined,
  );
  const order = query.descending ? desc(SORT_COLUMNS[query.sort]) : asc(SORT_COLUMNS[query.sort]);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(order, asc(campaigns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Which of the partners, store codes and tier codes a campaign's conditions name do not exist. */
export async function selectUnknownReferences(
  db: Executor,
  references: { partnerIds: readonly number[]; storeCodes: readonly string[]; tierCodes: readonly string[] },
): Promise<{ partnerIds: number[]; storeCodes: string[]; tierCodes: string[] }> {
  // One after the other: inside a transaction the three share its one connection.
  const knownPartners =
    references.partnerIds.length === 0
      ? []
      : await db
          .select({ id: partners.id })
          .from(partners)
          .where(inArray(partners.id, [...references.partnerIds]));
  const knownStores =
    references.storeCodes.length === 0
      ? []
      : await db
          .select({ code: partnerStores.code })
          .from(partnerStores)
          .where(inArray(partnerStores.code, [...references.storeCodes]));
  const knownTiers =
    references.tierCodes.length === 0
      ? []
      : await db
          .select({ code: tiers.code })
          .from(tiers)
          .where(inArray(tiers.code, [...references.tierCodes]));
  const partnerIds = new Set(knownPartners.map((row) => row.id));
  const storeCodes = new Set(knownStores.map((row) => row.code));
  const tierCodes = new Set(knownTiers.map((row) => row.code));
  return {
    partnerIds: references.partnerIds.filter((id) => !partnerIds.has(id)),
    storeCodes: references.storeCodes.filter((code) => !storeCodes.has(code)),
    tierCodes: references.tierCodes.filter((code) => !tierCodes.has(code)),
  };
}
