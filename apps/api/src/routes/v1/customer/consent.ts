import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { checkConsent, getConsent, updateConsent } from '../../../modules/consent/consent-service.js';
import { optionalPrincipalOf, principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** PDPA consent: the documents, whether to consent again, and the member's choices. */
export function registerConsentCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { auth } = app.deps;

  registerCall(app, calls.getConsent, {
    handler: async ({ request }) => getConsent(orm, (await optionalPrincipalOf(auth, request))?.memberId ?? null),
  });

  registerCall(app, calls.checkConsent, {
    handler: ({ request }) => checkConsent(orm, principalOf(request).memberId),
  });

  registerCall(app, calls.updateConsent, {
    handler: ({ input, request }) => updateConsent(orm, principalOf(request).memberId, input),
  });
}
