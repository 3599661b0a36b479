import type { COUPON_FILTERS } from '@loyalty/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { partnerStores, partners, privileges, redemptions, shipmentEvents } from '../../db/schema.js';

/** A redemption with what every answer about it shows: the privilege, its partner and the store it was used at. */
function selectViews(db: Executor) {
  return db
    .select({
      redemption: redemptions,
      categoryId: privileges.categoryId,
      partnerId: privileges.partnerId,
      titleEn: privileges.titleEn,
      titleTh: privileges.titleTh,
      imageUrl: privileges.imageUrl,
      partnerNameEn: partners.nameEn,
      partnerNameTh: partners.nameTh,
      storeNameEn: partnerStores.nameEn,
      storeNameTh: partnerStores.nameTh,
    })
    .from(redemptions)
    .innerJoin(privileges, eq(privileges.id, redemptions.privilegeId))
    .innerJoin(partners, eq(partners.id, privileges.partnerId))
    .leftJoin(partnerStores, eq(partnerStores.id, redemptions.usedStoreId));
}

export type RedemptionView = NonNullable<Awaited<ReturnType<typeof findRedemptionView>>>;

export async function findRedemptionView(db: Executor, memberId: number, redemptionId: number) {
  const [row] = await selectViews(db).where(and(eq(redemptions.id, redemptionId), eq(redemptions.memberId, memberId)));
  return row;
}

/** One page of the member's redemptions matching `filter`, newest first, with the total. */
export async function selectRedemptionPage(
  db: Executor,
  page: { memberId: number; filter?: SQL; offset: number; limit: number },
): Promise<{ rows: RedemptionView[]; total: number }> {
  const where = and(eq(redemptions.memberId, page.memberId), page.filter);
  const [rows, [counted]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(redemptions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

export async function selectShipmentEvents(db: Executor, redemptionId: number): Promise<ShipmentEventRow[]> {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.redemptionId, redemptionId))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}

/** A condition on a member's redemptions, for `selectRedemptionPage`. */
export type RedemptionFilter = SQL | undefined;

/** The privileges enjoyed: used coupons and delivered rewards. */
export function enjoyedFilter(): RedemptionFilter {
  return inArray(redemptions.status, ['used', 'delivered']);
}

/** The coupon states of `stateOf` as conditions: issued coupons are active until `expires_at`, then expired. */
export function couponStateFilter(state: (typeof COUPON_FILTERS)[number], now: Date): RedemptionFilter {
  const coupons = inArray(redemptions.kind, ['ecoupon', 'partner_code']);
  const issued = eq(redemptions.status, 'issued');
  switch (state) {
    case 'used':
      return and(coupons, eq(redemptions.status, 'used'));
    case 'expired':
      return and(coupons, issued, lte(redemptions.expiresAt, now));
    case 'active':
      return and(coupons, issued, or(isNull(redemptions.expiresAt), gt(redemptions.expiresAt, now)));
  }
}
