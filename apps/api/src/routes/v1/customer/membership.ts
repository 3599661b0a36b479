import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { cancelMembership } from '../../../modules/customers/membership-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';
import { otpRateLimits } from '../otp-rate-limits.js';

export function registerMembershipCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;
  // Confirming by password is where a stolen session would guess it.
  const limits = otpRateLimits(app.deps.config.rateLimit);

  registerCall(app, calls.cancelMembership, {
    rateLimit: limits.verify,
    handler: ({ input, request }) =>
      cancelMembership({ orm, sessions: app.deps.auth.sessions }, principalOf(request).memberId, {
        reason: input.Reason,
        password: input.Password,
        refId: input.Ref_Id,
      }),
  });
}
