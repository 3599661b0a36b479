import { calls } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadFriendReferral } from '../../../modules/referrals/referral-service.js';
import { getTransferInfo, searchRecipient, sendPoints } from '../../../modules/transfers/transfer-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/**
 * Searches a member may make a minute. Enough to correct a typo or two, far too few to walk through
 * mobile numbers or member ids and learn who is a member.
 */
export const SEARCH_MEMBER_PER_MINUTE = 20;

/** Counted per member, not per address: members behind one carrier NAT must not share a budget. */
function memberKey(request: FastifyRequest): string {
  return `search-member:${principalOf(request).memberId}`;
}

/** Point controller (issue 4): point transfer between members and the friend referral. */
export default async function pointRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getTransferPointInfo, {
    handler: ({ request }) => getTransferInfo(orm, principalOf(request).memberId),
  });

  registerCall(app, calls.searchMember, {
    rateLimit: { max: SEARCH_MEMBER_PER_MINUTE, timeWindow: 60_000, keyGenerator: memberKey },
    handler: ({ input, request }) => searchRecipient(orm, principalOf(request).memberId, input),
  });

  registerCall(app, calls.transferPoint, {
    handler: ({ input, request, idempotencyKey }) =>
      sendPoints(orm, { memberId: principalOf(request).memberId, idempotencyKey, input }),
  });

  registerCall(app, calls.getFriendReferral, {
    handler: ({ request }) => loadFriendReferral(orm, principalOf(request).memberId, app.deps.config.publicUrl),
  });
}
