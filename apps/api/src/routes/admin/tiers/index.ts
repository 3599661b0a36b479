import { listTiersCall, putTierCall } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as tierAdmin from '../../../modules/tiers/tier-admin-service.js';
import { registerAdminCall } from '../admin-route.js';

/** The tier thresholds (DESIGN §6 tiers) as admins keep them from the console, without an engineer. */
export default async function tierRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listTiersCall, {
    handler: async () => ({ items: await tierAdmin.listAdminTiers(orm) }),
  });

  registerAdminCall(app, putTierCall, {
    handler: ({ params, input, actor }) =>
      tierAdmin.updateAdminTier(orm, app.deps.caches, actor, {
        code: params.code,
        nameEn: input.name_en,
        nameTh: input.name_th,
        minSpending: input.min_spending,
        revision: input.revision,
      }),
  });
}
