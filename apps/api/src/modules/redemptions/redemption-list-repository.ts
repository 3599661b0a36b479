import type { COUPON_FILTERS } from '@loyalty/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { type MemberPageRows, pagesOfMembers } from '../../db/read-together.js';
import { partnerStores, partners, privileges, redemptions, shipmentEvents } from '../../db/schema.js';

/** A redemption with what every answer about it shows: the privilege, its partner and the store it was used at. */
const privilegeFields = {
  categoryId: privileges.categoryId,
  partnerId: privileges.partnerId,
  titleEn: privileges.titleEn,
  titleTh: privileges.titleTh,
  imageUrl: privileges.imageUrl,
};
const partnerFields = { partnerNameEn: partners.nameEn, partnerNameTh: partners.nameTh };
const storeFields = { storeNameEn: partnerStores.nameEn, storeNameTh: partnerStores.nameTh };
const viewFields = { redemption: redemptions, ...privilegeFields, ...partnerFields, ...storeFields };

function selectViews(db: Executor) {
  return db
    .select(viewFields)
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

/**
 * Which of a member's redemptions a history lists: all of them, the privileges enjoyed (used coupons and
 * delivered rewards), or the member's coupons in one state (issued coupons are active until `expires_at`,
 * then expired).
 */
export type RedemptionList = 'all' | 'enjoyed' | `coupons:${(typeof COUPON_FILTERS)[number]}`;

const nowParam = sql.placeholder('now');

function listFilter(list: RedemptionList): SQL | undefined {
  const coupons = inArray(redemptions.kind, ['ecoupon', 'partner_code']);
  const issued = eq(redemptions.status, 'issued');
  switch (list) {
    case 'all':
      return undefined;
    case 'enjoyed':
      return inArray(redemptions.status, ['used', 'delivered']);
    case 'coupons:used':
      return and(coupons, eq(redemptions.status, 'used'));
    case 'coupons:expired':
      return and(coupons, issued, lte(redemptions.expiresAt, nowParam));
    case 'coupons:active':
      return and(coupons, issued, or(isNull(redemptions.expiresAt), gt(redemptions.expiresAt, nowParam)));
  }
}

/**
 * One prepared statement per list (DESIGN §10 read budget) that reads the same page of the lists of
 * several members (`memberIds`, an array): for each member, their total and the page's redemptions, whose
 * ids a lateral join finds from the member's index, so a member whose page is empty still has a row for
 * the total. PostgreSQL keeps its plan and Node does not rebuild the SQL per request.
 */
function preparedPages(db: Executor, list: RedemptionList) {
  const name = `redemption_pages_${list.replace(':', '_')}`;
  return preparedOnce(db, name, () => {
    const memberId = sql<number>`keys.member_id`.mapWith(Number);
    const where = and(eq(redemptions.memberId, memberId), listFilter(list));
    const page = db
      .select({ id: redemptions.id, createdAt: redemptions.createdAt })
      .from(redemptions)
      .where(where)
      .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('page');
    const total = db.select({ total: sql<number>`count(*)::int` }).from(redemptions).where(where);
    return db
      .select({
        memberId,
        total: sql<number>`(${total})`,
        redemption: redemptions,
        privilege: privilegeFields,
        partner: partnerFields,
        ...storeFields,
      })
      .from(sql`unnest(${sql.placeholder('memberIds')}::bigint[]) as keys(member_id)`)
      .leftJoinLateral(page, sql`true`)
      .leftJoin(redemptions, eq(redemptions.id, page.id))
      .leftJoin(privileges, eq(privileges.id, redemptions.privilegeId))
      .leftJoin(partners, eq(partners.id, privileges.partnerId))
      .leftJoin(partnerStores, eq(partnerStores.id, redemptions.usedStoreId))
      .orderBy(memberId, desc(page.createdAt), desc(page.id))
      .prepare(name);
  });
}

/**
 * The same page of several members' redemptions in `list` (`memberIds`, each once), newest first, with
 * each member's total, in one round trip.
 */
export async function selectRedemptionPages(
  db: Executor,
  memberIds: readonly number[],
  page: { list: RedemptionList; offset: number; limit: number },
  now: Date,
): Promise<Map<number, MemberPageRows<RedemptionView>>> {
  const rows = await preparedPages(db, page.list).execute({
    memberIds,
    now: now.toISOString(),
    offset: page.offset,
    limit: page.limit,
  });
  // A member whose page is empty has one row, with the total alone (the lateral join found no redemption);
  // a redemption's privilege and partner are always there (foreign keys).
  return pagesOfMembers(rows, ({ redemption, privilege, partner, storeNameEn, storeNameTh }) =>
    redemption && privilege && partner ? { redemption, ...privilege, ...partner, storeNameEn, storeNameTh } : undefined,
  );
}

export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

export async function selectShipmentEvents(db: Executor, redemptionId: number): Promise<ShipmentEventRow[]> {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.redemptionId, redemptionId))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}

/**
 * One page of every redemption of the member for the back-office (DESIGN §11 member page), newest or
 * oldest first, with the total. Rarely read, so not a prepared statement.
 */
export async function selectAdminRedemptionPage(
  db: Executor,
  page: { memberId: number; isNewestFirst: boolean; offset: number; limit: number },
): Promise<{ rows: RedemptionView[]; total: number }> {
  const where = eq(redemptions.memberId, page.memberId);
  const direction = page.isNewestFirst ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(direction(redemptions.createdAt), direction(redemptions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(redemptions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Every redemption of the member, oldest first, with the privilege and every shipment step (their PDPA
 * export, DESIGN §16): two reads, the steps of all the redemptions at once.
 */
export async function selectRedemptionsWithShipmentsOf(db: Executor, memberId: number) {
  const views = await selectViews(db).where(eq(redemptions.memberId, memberId)).orderBy(asc(redemptions.id));
  const ids = views.map((view) => view.redemption.id);
  const events = ids.length
    ? await db
        .select()
        .from(shipmentEvents)
        .where(inArray(shipmentEvents.redemptionId, ids))
        .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id))
    : [];
  return views.map((view) => ({
    ...view,
    shipmentEvents: events.filter((event) => event.redemptionId === view.redemption.id),
  }));
}
