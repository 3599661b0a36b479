import { partnerCaptureHold, partnerPlaceHold, partnerReleaseHold } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { captureHold, placeHold, releaseHold } from '../../../modules/till/till-service.js';
import { registerPartnerCall } from '../partner-route.js';
import { tillRouteContext } from '../till-context.js';

/** Paying with points at a partner's till (DESIGN §13): a hold, then its capture or release. */
export default async function partnerHoldRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { rules } = app.deps.caches;
  const till = tillRouteContext(app);

  registerPartnerCall(app, partnerPlaceHold, {
    handler: async ({ input, client, request }) => {
      const store = await till.storeOf(client, input.store_code);
      const memberId = await till.memberIdOf(input);
      return placeHold(orm, rules, till.actorOf(client, request), {
        memberId,
        store,
        points: input.points,
        reference: input.reference,
      });
    },
  });

  registerPartnerCall(app, partnerCaptureHold, {
    handler: ({ params, client, request }) => captureHold(orm, till.actorOf(client, request), params.hold_id),
  });

  registerPartnerCall(app, partnerReleaseHold, {
    handler: ({ params, client, request }) => releaseHold(orm, till.actorOf(client, request), params.hold_id),
  });
}
