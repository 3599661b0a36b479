import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { requestDeletion } from '../../../modules/privacy/privacy-deletion-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';
import { otpRateLimits } from '../otp-rate-limits.js';

export function registerDeletionCalls(app: FastifyInstance) {
  const { adapters, caches, database } = app.deps;
  // Confirming by password is where a stolen session would guess it, as for CancelMembership.
  const limits = otpRateLimits(app.deps.config.rateLimit);

  registerCall(app, calls.requestDeletion, {
    rateLimit: limits.verify,
    handler: ({ input, request }) =>
      requestDeletion(
        {
          orm: database.orm,
          rules: caches.rules,
          storage: adapters.storage,
          privateStorage: adapters.privateStorage,
          sessions: app.deps.auth.sessions,
        },
        principalOf(request).memberId,
        { password: input.Password, refId: input.Ref_Id },
      ),
  });
}
