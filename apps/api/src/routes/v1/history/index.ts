import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { expireTimelineReader, pointHistoryReader } from '../../../modules/points/history-service.js';
import { getTracking, redemptionHistoryReader } from '../../../modules/redemptions/redemption-history-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** History controller: read-only views of the session member's own points ledger (issue 4) and redemptions (issue 5). */
export default async function historyRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  const pointHistoryOf = pointHistoryReader(orm);
  registerCall(app, calls.getPointHistory, {
    handler: ({ input, request }) => pointHistoryOf(principalOf(request).memberId, input, request.language),
  });

  const expireTimelineOf = expireTimelineReader(orm);
  registerCall(app, calls.getPointExpireTimeline, {
    handler: ({ request }) => expireTimelineOf(principalOf(request).memberId),
  });

  const redemptionHistory = redemptionHistoryReader(orm);
  registerCall(app, calls.getRedemptionHistory, {
    handler: ({ input, request }) =>
      redemptionHistory.redemptions({
        memberId: principalOf(request).memberId,
        language: request.language,
        query: input,
      }),
  });

  registerCall(app, calls.getPrivilegeHistory, {
    handler: ({ input, request }) =>
      redemptionHistory.enjoyed({ memberId: principalOf(request).memberId, language: request.language, query: input }),
  });

  registerCall(app, calls.getCouponHistory, {
    handler: ({ input, request }) =>
      redemptionHistory.coupons({ memberId: principalOf(request).memberId, language: request.language, query: input }),
  });

  registerCall(app, calls.getTrackingStatus, {
    handler: ({ input, request }) =>
      getTracking(orm, {
        memberId: principalOf(request).memberId,
        language: request.language,
        redemptionId: input.Redemption_Id,
      }),
  });
}
