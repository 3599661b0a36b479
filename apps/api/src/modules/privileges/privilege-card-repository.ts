import { and, asc, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { flashSales, partners, privilegeFavourites, privileges, tiers } from '../../db/schema.js';

/** The lowest tier of an exclusive privilege, joined under its own name so a query may join tiers again. */
export const minTiers = alias(tiers, 'min_tier');

/**
 * At which instant windows are judged, and whose favourites flag the cards. Without a member the cards
 * are the same for everyone (the favourite flag false, the favourites join left out): the page a
 * catalogue cache keeps.
 */
export interface CardScope {
  memberId?: number;
  now: Date;
}

/**
 * A scope whose values may be a prepared statement's placeholders: the statement is built once and
 * executed with the member and the instant of each request.
 */
export interface StatementScope {
  memberId?: number | Placeholder | SQL;
  now: Date | Placeholder;
}

/** A list that depends on the member (their favourites, their tier, their redemptions). */
export interface MemberScope extends CardScope {
  memberId: number;
}

/**
 * The flash sale a card shows: the live one, else the next upcoming one. One row per privilege through
 * a LATERAL join, so a list page stays one query (flash_sales_privilege_idx serves it).
 */
function currentFlashSale(db: Executor, now: Date | Placeholder) {
  return db
    .select({
      id: flashSales.id,
      pointCost: flashSales.pointCost,
      stockTotal: flashSales.stockTotal,
      stockUsed: flashSales.stockUsed,
      startsAt: flashSales.startsAt,
      endsAt: flashSales.endsAt,
    })
    .from(flashSales)
    .where(and(eq(flashSales.privilegeId, privileges.id), gt(flashSales.endsAt, now)))
    .orderBy(sql`${flashSales.startsAt} > ${now}`, asc(flashSales.startsAt), asc(flashSales.id))
    .limit(1)
    .as('current_sale');
}

/** Everything a card shows, in both languages (the presenter picks one). */
function cardFields(sale: ReturnType<typeof currentFlashSale>, scope: StatementScope) {
  return {
    id: privileges.id,
    categoryId: privileges.categoryId,
    subcategoryId: privileges.subcategoryId,
    groupId: privileges.groupId,
    kind: privileges.kind,
    titleEn: privileges.titleEn,
    titleTh: privileges.titleTh,
    partnerNameEn: partners.nameEn,
    partnerNameTh: partners.nameTh,
    imageUrl: privileges.imageUrl,
    pointCost: privileges.pointCost,
    stockTotal: privileges.stockTotal,
    stockUsed: privileges.stockUsed,
    startsAt: privileges.startsAt,
    endsAt: privileges.endsAt,
    minTierNameEn: minTiers.nameEn,
    minTierNameTh: minTiers.nameTh,
    /** The lowest tier's threshold, against which a member's tier tells whether the card is locked for them. */
    minTierMinSpending: minTiers.minSpending,
    isFavourite:
      scope.memberId === undefined ? sql<boolean>`false` : sql<boolean>`${privilegeFavourites.memberId} is not null`,
    sale: {
      id: sale.id,
      pointCost: sale.pointCost,
      stockTotal: sale.stockTotal,
      stockUsed: sale.stockUsed,
      startsAt: sale.startsAt,
      endsAt: sale.endsAt,
    },
    saleIsLive: sql<boolean>`coalesce(${sale.startsAt} <= ${scope.now}, false)`,
  };
}

/**
 * Joins the member's favourite of each privilege; without a member nothing is joined, which also
 * spares PostgreSQL planning that join on every miss of the catalogue cache.
 */
function joinFavourites<Query extends PgSelect>(query: Query, scope: StatementScope) {
  if (scope.memberId === undefined) return query;
  return query.leftJoin(
    privilegeFavourites,
    and(eq(privilegeFavourites.privilegeId, privileges.id), eq(privilegeFavourites.memberId, scope.memberId)),
  );
}

/** A privilege as a card of the member's lists: its window, stock, flash sale and favourite flag. */
export type PrivilegeCardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/**
 * Privilege cards with their partner, lowest tier, the member's favourite flag and the current flash
 * sale, in one query; callers add their filter, order and page. `extra` adds fields (the detail's).
 * `keys`, a set of rows the statement reads cards for (several members' details read together, decision
 * 066), is joined before the joins whose conditions name it: the scope's member may be one of its columns.
 */
export function selectCardsWith<Extra extends SelectedFields>(
  db: Executor,
  scope: StatementScope,
  extra: Extra,
  keys?: SQL,
) {
  const sale = currentFlashSale(db, scope.now);
  const cards = db
    .select({ ...cardFields(sale, scope), ...extra })
    .from(privileges)
    .innerJoin(partners, eq(partners.id, privileges.partnerId))
    .leftJoin(minTiers, eq(minTiers.id, privileges.minTierId))
    .$dynamic();
  return joinFavourites(keys ? cards.crossJoin(keys) : cards, scope).leftJoinLateral(sale, sql`true`);
}

function selectCards(db: Executor, scope: CardScope) {
  return selectCardsWith(db, scope, {});
}

/** A live or upcoming flash sale of the privilege exists (for queries outside a list page). */
function hasCurrentSale(now: Date): SQL {
  return sql`exists (select 1 from ${flashSales} where ${and(eq(flashSales.privilegeId, privileges.id), gt(flashSales.endsAt, now))})`;
}

/** Inside the window, or advertised by a live or upcoming flash sale (for queries outside a list page). */
export function visibleAt(now: Date): SQL {
  return sql`((${privileges.startsAt} <= ${now} and ${privileges.endsAt} > ${now}) or ${hasCurrentSale(now)})`;
}

/**
 * The privileges a live or upcoming flash sale advertises, with when the live sale ends and the next one
 * starts, hash-joined to a list page as `selling`: an EXISTS inside an OR would be a subplan per row,
 * which also inflates the estimate until JIT compilation costs more than the query.
 */
function sellingNow(db: Executor, now: Date) {
  return db
    .select({
      privilegeId: flashSales.privilegeId,
      liveEndsAt: sql`min(${flashSales.endsAt}) filter (where ${flashSales.startsAt} <= ${now})`.as('live_ends_at'),
      nextStartsAt: sql`min(${flashSales.startsAt}) filter (where ${flashSales.startsAt} > ${now})`.as(
        'next_starts_at',
      ),
      // The live sale a card shows is the earliest started (currentFlashSale): its price is the price now.
      livePointCost:
        sql`(array_agg(${flashSales.pointCost} order by ${flashSales.startsAt}, ${flashSales.id}) filter (where ${flashSales.startsAt} <= ${now}))[1]`.as(
          'live_point_cost',
        ),
    })
    .from(flashSales)
    .where(gt(flashSales.endsAt, now))
    .groupBy(flashSales.privilegeId)
    .as('selling');
}

/** In a list page: a live or upcoming flash sale advertises the privilege. */
export const isSelling: SQL = sql`selling.privilege_id is not null`;

/** In a list page: live sales first, ending soonest first, then upcoming ones, starting soonest first. */
export const flashSaleOrder: SQL[] = [
  sql`selling.live_ends_at is null`,
  sql`selling.live_ends_at`,
  sql`selling.next_starts_at`,
];

/** In a list page: what a redemption would cost now, the live flash sale's price when there is one. */
export const priceNow: SQL = sql`coalesce(selling.live_point_cost, ${privileges.pointCost})`;

/** In a list page: what a list shows, a privilege inside its window or one a flash sale advertises. */
export function listedAt(now: Date): SQL {
  return sql`((${privileges.startsAt} <= ${now} and ${privileges.endsAt} > ${now}) or ${isSelling})`;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** A list's filter and order over privileges joined to their partner, lowest tier, the member's favourite and `selling`. */
export interface CardListSpec {
  where: SQL | undefined;
  orderBy: SQL[];
}

/**
 * The ids of one page in list order, with the list's total (`count(*) over ()`). Only the cheap joins
 * a filter or order may need take part, so the flash-sale LATERAL runs for the page's rows alone.
 */
function pageSlice(db: Executor, scope: CardScope, spec: CardListSpec, offset: number, limit: number) {
  const selling = sellingNow(db, scope.now);
  const ids = db
    .select({
      id: privileges.id,
      position: sql<number>`row_number() over (order by ${sql.join(spec.orderBy, sql`, `)})`.as('position'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(privileges)
    .innerJoin(partners, eq(partners.id, privileges.partnerId))
    .leftJoin(minTiers, eq(minTiers.id, privileges.minTierId))
    .$dynamic();
  return joinFavourites(ids, scope)
    .leftJoin(selling, eq(selling.privilegeId, privileges.id))
    .where(spec.where)
    .orderBy(sql`position`)
    .offset(offset)
    .limit(limit)
    .as('page');
}

function selectPage(db: Executor, scope: CardScope, spec: CardListSpec, offset: number, limit: number) {
  const page = pageSlice(db, scope, spec, offset, limit);
  return selectCardsWith(db, scope, { total: page.total })
    .innerJoin(page, eq(page.id, privileges.id))
    .orderBy(page.position);
}

/**
 * One page of cards in one query. The total rides on every row; a page past the end has no rows, so
 * then the first row alone is read again to learn the total.
 */
export async function pageOfCards(
  db: Executor,
  scope: CardScope,
  spec: CardListSpec,
  request: PageRequest,
): Promise<{ rows: PrivilegeCardRow[]; total: number }> {
  const offset = (request.page - 1) * request.limit;
  const rows = await selectPage(db, scope, spec, offset, request.limit);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [first] = await selectPage(db, scope, spec, 0, 1);
  return { rows, total: first?.total ?? 0 };
}
