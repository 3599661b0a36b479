import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { flashSales, partners, privilegeFavorites, privileges, tiers } from '../../db/schema.js';

/** The lowest tier of an exclusive privilege, joined under its own name so a query may join tiers again. */
export const minTiers = alias(tiers, 'min_tier');

/** Whose list it is and at which instant: favourites are the member's, windows are judged at `now`. */
export interface CardScope {
  memberId: number;
  now: Date;
}

const CURRENT_SALE = 'current_sale';

/** Columns of the joined current flash sale, for filters and orders written outside the card query. */
export const currentSale = {
  id: sql.raw(`${CURRENT_SALE}.id`),
  startsAt: sql.raw(`${CURRENT_SALE}.starts_at`),
  endsAt: sql.raw(`${CURRENT_SALE}.ends_at`),
};

/**
 * The flash sale a card shows: the live one, else the next upcoming one. One row per privilege through
 * a LATERAL join, so a list page stays one query (flash_sales_privilege_idx serves it).
 */
function currentFlashSale(db: Executor, now: Date) {
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
    .as(CURRENT_SALE);
}

/** Everything a card shows, in both languages (the presenter picks one), plus the list's total. */
function cardFields(sale: ReturnType<typeof currentFlashSale>, scope: CardScope) {
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
    isFavorite: sql<boolean>`${privilegeFavorites.memberId} is not null`,
    sale: {
      id: sale.id,
      pointCost: sale.pointCost,
      stockTotal: sale.stockTotal,
      stockUsed: sale.stockUsed,
      startsAt: sale.startsAt,
      endsAt: sale.endsAt,
    },
    saleIsLive: sql<boolean>`coalesce(${sale.startsAt} <= ${scope.now}, false)`,
    total: sql<number>`(count(*) over ())::int`,
  };
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/**
 * Privilege cards with their partner, lowest tier, the member's favourite flag and the current flash
 * sale, in one query; callers add their filter, order and page. `extra` adds fields (the detail's).
 */
export function selectCardsWith<Extra extends SelectedFields>(db: Executor, scope: CardScope, extra: Extra) {
  const sale = currentFlashSale(db, scope.now);
  return db
    .select({ ...cardFields(sale, scope), ...extra })
    .from(privileges)
    .innerJoin(partners, eq(partners.id, privileges.partnerId))
    .leftJoin(minTiers, eq(minTiers.id, privileges.minTierId))
    .leftJoin(
      privilegeFavorites,
      and(eq(privilegeFavorites.privilegeId, privileges.id), eq(privilegeFavorites.memberId, scope.memberId)),
    )
    .leftJoinLateral(sale, sql`true`)
    .$dynamic();
}

export function selectCards(db: Executor, scope: CardScope) {
  return selectCardsWith(db, scope, {});
}

/**
 * A list shows a privilege inside its window, or one a live or upcoming flash sale advertises (the
 * LATERAL sale is only joined for those).
 */
export function visibleAt(now: Date): SQL {
  return sql`((${privileges.startsAt} <= ${now} and ${privileges.endsAt} > ${now}) or ${currentSale.id} is not null)`;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * Runs a card query for one page. The total rides on every row (`count(*) over ()`); a page past the
 * end has no rows, so then the first row alone is read again to learn the total.
 */
export async function pageOfCards(
  query: (offset: number, limit: number) => Promise<CardRow[]>,
  request: PageRequest,
): Promise<{ rows: CardRow[]; total: number }> {
  const offset = (request.page - 1) * request.limit;
  const rows = await query(offset, request.limit);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [first] = await query(0, 1);
  return { rows, total: first?.total ?? 0 };
}
