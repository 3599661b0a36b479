import { exportLedger, exportMembers, exportRedemptions } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { startExport } from '../../../modules/exports/export-service.js';
import { registerAdminCall } from '../admin-route.js';

/** CSV exports (DESIGN §11), for every operator, each one in the audit trail (PDPA). */
export default async function exportRoutes(app: FastifyInstance) {
  const { database } = app.deps;

  registerAdminCall(app, exportMembers, {
    handler: ({ actor }) => startExport(database, actor, 'members'),
  });

  registerAdminCall(app, exportLedger, {
    handler: ({ input, actor }) => startExport(database, actor, 'ledger', input),
  });

  registerAdminCall(app, exportRedemptions, {
    handler: ({ actor }) => startExport(database, actor, 'redemptions'),
  });
}
