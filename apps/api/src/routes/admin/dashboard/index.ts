import { getDashboard, getQueueCounts } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as dashboardService from '../../../modules/dashboard/dashboard-service.js';
import { registerAdminCall } from '../admin-route.js';

/** The back-office's first screen (DESIGN §11 dashboard) and the menu's queue counts, for every operator. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, getDashboard, {
    handler: ({ input }) => dashboardService.getDashboard(orm, app.deps.caches.rules, input),
  });

  registerAdminCall(app, getQueueCounts, {
    handler: () => dashboardService.getQueueCounts(orm),
  });
}
