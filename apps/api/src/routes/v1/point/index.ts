import { calls } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadFriendReferral } from '../../../modules/referrals/referral-service.js';
import { presentPointRules } from '../../../modules/rules/rules-presenter.js';
import { getProgrammeRules } from '../../../modules/rules/rules-service.js';
import { getTransferInfo, searchRecipient, sendPoints } from '../../../modules/transfers/transfer-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/**
 * Searches a member may make an hour: plenty to correct typos when looking up a few friends, far too few
 * to walk through mobile numbers and learn who is a member (at most 720 numbers a day per account).
 */
export const SEARCH_MEMBER_LIMIT = { max: 30, timeWindow: 60 * 60 * 1000 };

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
    rateLimit: { ...SEARCH_MEMBER_LIMIT, keyGenerator: memberKey },
    handler: ({ input, request }) => searchRecipient(orm, principalOf(request).memberId, input),
  });

  registerCall(app, calls.transferPoint, {
    handler: ({ input, request, idempotencyKey }) =>
      sendPoints(orm, { memberId: principalOf(request).memberId, idempotencyKey, input }),
  });

  registerCall(app, calls.getPointRules, {
    handler: async () => presentPointRules(await getProgrammeRules(orm)),
  });

  registerCall(app, calls.getFriendReferral, {
    handler: ({ request }) => loadFriendReferral(orm, principalOf(request).memberId, app.deps.config.publicUrl),
  });
}
