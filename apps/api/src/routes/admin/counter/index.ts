import { adminVerifyCounterCode } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as counterService from '../../../modules/cards/counter-verify-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Counter verify (DESIGN §11, §12): staff check a member card's rotating code at the till. */
export default async function counterRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, adminVerifyCounterCode, {
    handler: async ({ input, actor }) =>
      counterService.presentCounterVerification(
        await counterService.verifyCounterCodeAtCounter(orm, app.deps.caches.tiers, actor, input.code),
      ),
  });
}
