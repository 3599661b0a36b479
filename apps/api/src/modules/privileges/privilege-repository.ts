import type { PrivilegeSort } from '@loyalty/contracts';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { heldTierThresholdOf, spendingSinceOf, unexpiredBalanceOf } from '../../db/member-figures.js';
import {
  members,
  privilegeCategories,
  privilegeFavourites,
  privilegeGroups,
  privilegeSubcategories,
  privileges,
  redemptions,
} from '../../db/schema.js';
import { tierWindowAt } from '../tiers/tier-service.js';
import {
  type CardScope,
  flashSaleOrder,
  isSelling,
  listedAt,
  type MemberScope,
  minTiers,
  type PageRequest,
  type PrivilegeCardRow,
  pageOfCards,
  priceNow,
  selectCardsWith,
  visibleAt,
} from './privilege-card-repository.js';
import { keywordMatch, keywordRanking } from './privilege-search-repository.js';

export type CategoryRow = typeof privilegeCategories.$inferSelect;
export type SubcategoryRow = typeof privilegeSubcategories.$inferSelect;
export type GroupRow = typeof privilegeGroups.$inferSelect;
export type CardPage = { rows: PrivilegeCardRow[]; total: number };

const catalogueOrder = [asc(privileges.sort), asc(privileges.id)];

export async function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(privilegeCategories).orderBy(asc(privilegeCategories.sort), asc(privilegeCategories.id));
}

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(privilegeCategories).where(eq(privilegeCategories.id, id));
  return row;
}

export async function listSubcategories(db: Executor, categoryId: number): Promise<SubcategoryRow[]> {
  return db
    .select()
    .from(privilegeSubcategories)
    .where(eq(privilegeSubcategories.categoryId, categoryId))
    .orderBy(asc(privilegeSubcategories.sort), asc(privilegeSubcategories.id));
}

/** What the member holds, for the main list's "points I can use": the balance and the rolling spending. */
export interface Affordability {
  pointBalance: number;
  spending: number;
}

export interface MainPageFilter extends PageRequest {
  categoryId?: number | undefined;
  subcategoryId?: number | undefined;
  keyword?: string | undefined;
  /** Only what these points and this spending can redeem now (price now, tier reached as the detail judges it). */
  affordable?: Affordability | undefined;
  sort?: PrivilegeSort | undefined;
}

/**
 * The main list: visible privileges, optionally of a category, subcategory or matching a keyword (ranked),
 * optionally only the affordable ones, optionally by price now (ties keep the ranking, then catalogue order).
 */
export function selectMainPage(db: Executor, scope: CardScope, filter: MainPageFilter): Promise<CardPage> {
  const conditions: (SQL | undefined)[] = [listedAt(scope.now)];
  if (filter.categoryId !== undefined) conditions.push(eq(privileges.categoryId, filter.categoryId));
  if (filter.subcategoryId !== undefined) conditions.push(eq(privileges.subcategoryId, filter.subcategoryId));
  if (filter.keyword !== undefined) conditions.push(keywordMatch(filter.keyword));
  if (filter.affordable !== undefined) {
    conditions.push(sql`${priceNow} <= ${filter.affordable.pointBalance}`);
    conditions.push(sql`coalesce(${minTiers.minSpending} <= ${filter.affordable.spending}::numeric, true)`);
  }
  const ranked = filter.keyword === undefined ? catalogueOrder : [...keywordRanking(filter.keyword), ...catalogueOrder];
  const byPrice =
    filter.sort === undefined ? [] : [filter.sort === 'points_low_high' ? sql`${priceNow} asc` : sql`${priceNow} desc`];
  return pageOfCards(db, scope, { where: and(...conditions), orderBy: [...byPrice, ...ranked] }, filter);
}

/**
 * Exclusive privileges a tier reaches: those whose lowest allowed tier has a threshold at most the tier's
 * own. Every member of one tier sees the same page, so it can be kept like the main list's.
 */
export function selectExclusivePage(
  db: Executor,
  scope: CardScope,
  filter: PageRequest & { tierMinSpending: number },
): Promise<CardPage> {
  const where = and(
    listedAt(scope.now),
    isNotNull(privileges.minTierId),
    sql`${minTiers.minSpending} <= ${filter.tierMinSpending}`,
  );
  return pageOfCards(db, scope, { where, orderBy: catalogueOrder }, filter);
}

/** The member's favourites, the newest favourite first. */
export function selectFavouritePage(db: Executor, scope: MemberScope, page: PageRequest): Promise<CardPage> {
  const where = and(listedAt(scope.now), isNotNull(privilegeFavourites.memberId));
  return pageOfCards(db, scope, { where, orderBy: [desc(privilegeFavourites.createdAt), desc(privileges.id)] }, page);
}

/** Privileges with a live flash sale (ending soonest first), then those with an upcoming one (starting soonest). */
export function selectFlashSalePage(db: Executor, scope: CardScope, page: PageRequest): Promise<CardPage> {
  return pageOfCards(db, scope, { where: isSelling, orderBy: [...flashSaleOrder, asc(privileges.id)] }, page);
}

export function selectGroupPrivilegePage(
  db: Executor,
  scope: CardScope,
  request: PageRequest & { groupId: number },
): Promise<CardPage> {
  const where = and(listedAt(scope.now), eq(privileges.groupId, request.groupId));
  return pageOfCards(db, scope, { where, orderBy: catalogueOrder }, request);
}

/** What a partner offers now (a company or brand's detail, DESIGN §12), in catalogue order. */
export function selectPartnerPage(
  db: Executor,
  scope: MemberScope,
  request: PageRequest & { partnerId: number },
): Promise<CardPage> {
  const where = and(listedAt(scope.now), eq(privileges.partnerId, request.partnerId));
  return pageOfCards(db, scope, { where, orderBy: catalogueOrder }, request);
}

export async function findGroup(db: Executor, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(privilegeGroups).where(eq(privilegeGroups.id, id));
  return row;
}

export type GroupListRow = GroupRow & { privilegeCount: number };

/** Groups in display order, each with how many privileges a member would see in it now. */
export async function selectGroupPage(
  db: Executor,
  now: Date,
  page: PageRequest,
): Promise<{ rows: GroupListRow[]; total: number }> {
  const visibleInGroup = sql<number>`(select count(*)::int from ${privileges} where ${and(
    eq(privileges.groupId, privilegeGroups.id),
    visibleAt(now),
  )})`;
  const query = (offset: number, limit: number) =>
    db
      .select({ group: privilegeGroups, privilegeCount: visibleInGroup, total: sql<number>`(count(*) over ())::int` })
      .from(privilegeGroups)
      .orderBy(asc(privilegeGroups.sort), asc(privilegeGroups.id))
      .offset(offset)
      .limit(limit);
  const offset = (page.page - 1) * page.limit;
  const rows = await query(offset, page.limit);
  const total = rows.length > 0 || offset === 0 ? (rows[0]?.total ?? 0) : ((await query(0, 1))[0]?.total ?? 0);
  return { rows: rows.map((row) => ({ ...row.group, privilegeCount: row.privilegeCount })), total };
}

/** A member's detail of a privilege, as several are read by one statement. */
export interface DetailKey {
  memberId: number;
  privilegeId: number;
}

export const detailKeyIdOf = ({ memberId, privilegeId }: DetailKey) => `${memberId} ${privilegeId}`;

/**
 * Privileges as their details show them, each to its member (`memberIds` and `privilegeIds`, arrays of
 * pairs), in one prepared statement (DESIGN §10 read budget): the card, its texts, the member's
 * redemptions of it, their point balance and whether the tier they hold (or their rolling spending)
 * reaches its lowest tier.
 */
function preparedPrivilegeDetails(db: Executor) {
  return preparedOnce(db, 'privilege_details', () => {
    const memberId = sql<number>`keys.member_id`.mapWith(Number);
    const now = sql.placeholder('now');
    const spending = spendingSinceOf(members.id, sql.placeholder('rollingFrom'));
    const heldThreshold = heldTierThresholdOf(members.id, now);
    const keys = sql`unnest(${sql.placeholder('memberIds')}::bigint[], ${sql.placeholder('privilegeIds')}::bigint[]) as keys(member_id, privilege_id)`;
    return selectCardsWith(
      db,
      { memberId, now },
      {
        memberId,
        descriptionEn: privileges.descriptionEn,
        descriptionTh: privileges.descriptionTh,
        conditionsEn: privileges.conditionsEn,
        conditionsTh: privileges.conditionsTh,
        perMemberLimit: privileges.perMemberLimit,
        memberRedeemed: sql<number>`(select count(*)::int from ${redemptions} where ${and(
          eq(redemptions.memberId, memberId),
          eq(redemptions.privilegeId, privileges.id),
        )})`,
        pointBalance: sql<number>`(select ${unexpiredBalanceOf(members.id, now)} from ${members} where ${eq(members.id, memberId)})`,
        tierReached: sql<boolean>`coalesce(${minTiers.minSpending} <= (select greatest(${spending}::numeric, ${heldThreshold}::numeric) from ${members} where ${eq(members.id, memberId)}), true)`,
      },
      keys,
    )
      .where(eq(privileges.id, sql`keys.privilege_id`))
      .prepare('privilege_details');
  });
}

/** The details of `keys` (each pair once), by `detailKeyIdOf`; a privilege that does not exist has none. */
export async function findPrivilegeDetails(db: Executor, keys: readonly DetailKey[], now: Date) {
  const rows = await preparedPrivilegeDetails(db).execute({
    memberIds: keys.map((key) => key.memberId),
    privilegeIds: keys.map((key) => key.privilegeId),
    now: now.toISOString(),
    rollingFrom: tierWindowAt(now).rollingFrom.toISOString(),
  });
  return new Map(rows.map(({ memberId, ...row }) => [detailKeyIdOf({ memberId, privilegeId: row.id }), row]));
}

export type DetailRow = NonNullable<ReturnType<Awaited<ReturnType<typeof findPrivilegeDetails>>['get']>>;

/** A privilege's words and picture while members can see it (inside its window or advertised by a flash sale). */
export async function findVisiblePrivilegeText(db: Executor, privilegeId: number, now: Date) {
  const [row] = await db
    .select({
      categoryId: privileges.categoryId,
      titleEn: privileges.titleEn,
      titleTh: privileges.titleTh,
      descriptionEn: privileges.descriptionEn,
      descriptionTh: privileges.descriptionTh,
      imageUrl: privileges.imageUrl,
    })
    .from(privileges)
    .where(and(eq(privileges.id, privilegeId), visibleAt(now)));
  return row;
}
