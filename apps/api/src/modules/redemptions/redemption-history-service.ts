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
import { type ListPage, readPagesTogether } from '../../db/read-together.js';
import { withCurrentPlaceNames } from '../reference/data-list-service.js';
import {
  findRedemptionView,
  type RedemptionList,
  selectRedemptionPages,
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

/**
 * The member's redemption histories as the routes serve them: the calls a process takes in during one
 * turn of its event loop are read together (decision 066), one statement for each page of a list asked
 * whatever the members, at that read's instant (which tells an issued coupon active or expired).
 */
export function redemptionHistoryReader(db: Executor) {
  const pageRead = readPagesTogether(async (memberIds, page: ListPage<RedemptionList>) => {
    const now = new Date();
    const pages = await selectRedemptionPages(db, memberIds, page, now);
    return new Map([...pages].map(([memberId, read]) => [memberId, { ...read, now }]));
  });
  const listed = async (request: HistoryRequest & { query: PageQuery }, list: RedemptionList) => {
    const { page, limit } = request.query;
    const offset = (page - 1) * limit;
    const read = await pageRead(request.memberId, { list, offset, limit });
    const rows = read?.rows ?? [];
    const total = read?.total ?? 0;
    return {
      items: rows.map((row) => presentRedemption(row, request.language, read?.now ?? new Date())),
      page,
      limit,
      total,
      end_page: offset + rows.length >= total,
    } satisfies RedemptionPage;
  };
  return {
    /** History/GetRedemptionHistory: every redemption, newest first. */
    redemptions: (request: HistoryRequest & { query: PageQuery }) => listed(request, 'all'),
    /** History/GetPrivilegeHistory: the privileges enjoyed, used coupons and delivered rewards. */
    enjoyed: (request: HistoryRequest & { query: PageQuery }) => listed(request, 'enjoyed'),
    /** History/GetCouponHistory: e-coupons and partner codes in one state. */
    coupons: (request: HistoryRequest & { query: CouponQuery }) => listed(request, `coupons:${request.query.State}`),
  };
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
