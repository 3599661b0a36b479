import {
  addressSchema,
  type getCouponHistory,
  type getRedemptionHistory,
  type getTrackingStatus,
  type Language,
  TRACKING_STEPS,
} from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { withCurrentPlaceNames } from '../reference/data-list-service.js';
import {
  findRedemptionView,
  type RedemptionList,
  selectRedemptionPage,
  selectShipmentEvents,
} from './redemption-list-repository.js';
import { formatShippingAddress, presentRedemption } from './redemption-presenter.js';
import { reassignRedemptions } from './redemption-repository.js';

export { selectRedemptionsWithShipmentsOf as listRedemptionsWithShipmentsOf } from './redemption-list-repository.js';

type PageQuery = z.output<typeof getRedemptionHistory.input>;
type CouponQuery = z.output<typeof getCouponHistory.input>;
type RedemptionPage = z.output<typeof getRedemptionHistory.output>;
type TrackingStatus = z.output<typeof getTrackingStatus.output>;

interface HistoryRequest {
  memberId: number;
  language: Language;
}

async function pageOf(
  db: Executor,
  request: HistoryRequest & { query: PageQuery; list: RedemptionList },
  now: Date,
): Promise<RedemptionPage> {
  const { page, limit } = request.query;
  const offset = (page - 1) * limit;
  const { rows, total } = await selectRedemptionPage(db, {
    memberId: request.memberId,
    list: request.list,
    now,
    offset,
    limit,
  });
  return {
    items: rows.map((row) => presentRedemption(row, request.language, now)),
    page,
    limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

/** History/GetRedemptionHistory: every redemption, newest first. */
export function listRedemptions(
  db: Executor,
  request: HistoryRequest & { query: PageQuery },
  now = new Date(),
): Promise<RedemptionPage> {
  return pageOf(db, { ...request, list: 'all' }, now);
}

/** History/GetPrivilegeHistory: the privileges enjoyed, used coupons and delivered rewards. */
export function listEnjoyedPrivileges(
  db: Executor,
  request: HistoryRequest & { query: PageQuery },
  now = new Date(),
): Promise<RedemptionPage> {
  return pageOf(db, { ...request, list: 'enjoyed' }, now);
}

/** History/GetCouponHistory: e-coupons and partner codes in one state. */
export function listCoupons(
  db: Executor,
  request: HistoryRequest & { query: CouponQuery },
  now = new Date(),
): Promise<RedemptionPage> {
  return pageOf(db, { ...request, list: `coupons:${request.query.State}` }, now);
}

/**
 * History/GetTrackingStatus: the four DESIGN §6 steps in order, each done with its date once reached,
 * the carrier and tracking number of the shipped step, and the address it ships to.
 */
export async function getTracking(
  db: Executor,
  request: HistoryRequest & { redemptionId: number },
  now = new Date(),
): Promise<TrackingStatus> {
  const view = await findRedemptionView(db, request.memberId, request.redemptionId);
  if (view?.redemption.kind !== 'physical') throw new AppError('NOT_FOUND');
  const events = await selectShipmentEvents(db, view.redemption.id);
  const reached = new Map(events.map((event) => [event.status, event]));
  const shipped = events.find((event) => event.carrier !== null || event.trackingNo !== null);
  const snapshot = addressSchema.safeParse(view.redemption.shippingAddress);
  const shippingAddress = snapshot.success ? await withCurrentPlaceNames(db, snapshot.data) : null;
  return {
    redemption: presentRedemption(view, request.language, now),
    steps: TRACKING_STEPS.map((step) => {
      const event = reached.get(step);
      return { step, done: event !== undefined, at: event?.at.toISOString() ?? null };
    }),
    carrier: shipped?.carrier ?? null,
    tracking_no: shipped?.trackingNo ?? null,
    shipping_address: formatShippingAddress(shippingAddress, request.language),
  };
}

/**
 * An account merge (DESIGN §11): the survivor holds the merged member's coupons and shipments, so an
 * unused coupon stays usable and per-member redeem limits count the person's redemptions once.
 */
export function moveRedemptionsToMember(tx: Executor, fromMemberId: number, toMemberId: number): Promise<number> {
  return reassignRedemptions(tx, fromMemberId, toMemberId);
}
