import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { expireTimelineReader, listPointHistory } from '../../../modules/points/history-service.js';
import {
  getTracking,
  listCoupons,
  listEnjoyedPrivileges,
  listRedemptions,
} from '../../../modules/redemptions/redemption-history-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** History controller: read-only views of the session member's own points ledger (issue 4) and redemptions (issue 5). */
export default async function historyRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getPointHistory, {
    handler: ({ input, request }) => listPointHistory(orm, principalOf(request).memberId, input, request.language),
  });

  const expireTimelineOf = expireTimelineReader(orm);
  registerCall(app, calls.getPointExpireTimeline, {
    handler: ({ request }) => expireTimelineOf(principalOf(request).memberId),
  });

  registerCall(app, calls.getRedemptionHistory, {
    handler: ({ input, request }) =>
      listRedemptions(orm, { memberId: principalOf(request).memberId, language: request.language, query: input }),
  });

  registerCall(app, calls.getPrivilegeHistory, {
    handler: ({ input, request }) =>
      listEnjoyedPrivileges(orm, { memberId: principalOf(request).memberId, language: request.language, query: input }),
  });

  registerCall(app, calls.getCouponHistory, {
    handler: ({ input, request }) =>
      listCoupons(orm, { memberId: principalOf(request).memberId, language: request.language, query: input }),
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
