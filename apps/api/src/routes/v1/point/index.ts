import { calls } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { otpContextOf } from '../../../deps.js';
import { loadFriendReferral } from '../../../modules/referrals/referral-service.js';
import { presentPointRules } from '../../../modules/rules/rules-presenter.js';
import { searchRecipient, sendPoints, transferInfoReader } from '../../../modules/transfers/transfer-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

const HOUR = 60 * 60 * 1000;

/** Counted per member, not per address: members behind one carrier NAT must not share a budget. */
function memberKeyOf(call: string) {
  return (request: FastifyRequest) => `${call}:${principalOf(request).memberId}`;
}

/** Point controller (issue 4): point transfer between members and the friend referral. */
export default async function pointRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { rules } = app.deps.caches;
  // SearchMember and TransferPoint both tell whether an id or a mobile is an active member's: by default
  // 30 of each an hour is plenty to find a few friends and send them points, far too few to walk through
  // member ids or mobile numbers (at most 720 a day per account).
  const recipientLookups = { max: app.deps.config.rateLimit.recipientLookupMax, timeWindow: HOUR };

  const transferInfoOf = transferInfoReader(orm, rules);
  registerCall(app, calls.getTransferPointInfo, {
    handler: ({ request }) => transferInfoOf(principalOf(request).memberId),
  });

  registerCall(app, calls.searchMember, {
    rateLimit: { ...recipientLookups, keyGenerator: memberKeyOf('search-member') },
    handler: ({ input, request }) => searchRecipient(orm, principalOf(request).memberId, input),
  });

  registerCall(app, calls.transferPoint, {
    rateLimit: { ...recipientLookups, keyGenerator: memberKeyOf('transfer-point') },
    handler: ({ input, request, idempotencyKey }) =>
      sendPoints(
        { otp: otpContextOf(app.deps), rules },
        { memberId: principalOf(request).memberId, idempotencyKey, input, language: request.language },
      ),
  });

  registerCall(app, calls.getPointRules, {
    handler: async () => presentPointRules(await rules.read(orm)),
  });

  registerCall(app, calls.getFriendReferral, {
    handler: ({ request }) => loadFriendReferral(orm, rules, principalOf(request).memberId, app.deps.config.publicUrl),
  });
}
