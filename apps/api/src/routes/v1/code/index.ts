import { calls } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkCode, useCode } from '../../../modules/codes/code-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { clientAddress } from '../../../plugins/external/rate-limit.js';
import { registerCall } from '../../call-route.js';

/** Code attempts per member per minute: enough to scan a handful at a counter, too few to guess codes. */
export const CODE_ATTEMPTS_PER_MINUTE = 20;

/** Counted after authentication, per member, so members sharing a shop's Wi-Fi do not block each other. */
function perMember(name: string) {
  return {
    max: CODE_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `${name}|${request.principal ? `member:${request.principal.memberId}` : clientAddress(request)}`,
  };
}

/** Code controller (issue 4): promo and scanned codes, previewed and used once per member (DESIGN §6). */
export default async function codeRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.checkCode, {
    rateLimit: perMember('CheckCode'),
    handler: ({ input, request }) =>
      checkCode(orm, { memberId: principalOf(request).memberId, code: input.Code, language: request.language }),
  });

  registerCall(app, calls.scanCode, {
    rateLimit: perMember('ScanCode'),
    handler: ({ input, request, idempotencyKey }) =>
      useCode(orm, app.deps.caches.rules, {
        memberId: principalOf(request).memberId,
        code: input.Code,
        language: request.language,
        idempotencyKey,
      }),
  });
}
