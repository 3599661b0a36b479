import {
  exportAudit,
  exportLedger,
  exportMembers,
  exportOperators,
  exportRedemptions,
  exportTill,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { startExport } from '../../../modules/exports/export-service.js';
import { registerAdminCall } from '../admin-route.js';

/** CSV exports (DESIGN §11), each one in the audit trail (PDPA); the operators list's only for admins, like the list. */
export default async function exportRoutes(app: FastifyInstance) {
  const { database } = app.deps;

  registerAdminCall(app, exportMembers, {
    handler: ({ actor }) => startExport(database, actor, { kind: 'members', filters: {} }),
  });

  registerAdminCall(app, exportLedger, {
    handler: ({ input, actor }) => startExport(database, actor, { kind: 'ledger', filters: input }),
  });

  registerAdminCall(app, exportTill, {
    handler: ({ input, actor }) => startExport(database, actor, { kind: 'till', filters: input }),
  });

  registerAdminCall(app, exportRedemptions, {
    handler: ({ input, actor }) => startExport(database, actor, { kind: 'redemptions', filters: input }),
  });

  registerAdminCall(app, exportOperators, {
    handler: ({ input, actor }) => startExport(database, actor, { kind: 'operators', filters: input }),
  });

  registerAdminCall(app, exportAudit, {
    handler: ({ input, actor }) => startExport(database, actor, { kind: 'audit', filters: input }),
  });
}
