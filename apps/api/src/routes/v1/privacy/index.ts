import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getConsentHistory } from '../../../modules/consent/consent-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** Privacy controller (DESIGN §16): the member's PDPA rights, open to them even once membership has ended. */
export default async function privacyRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getConsentHistory, {
    handler: ({ input, request }) => getConsentHistory(orm, principalOf(request).memberId, input),
  });
}
