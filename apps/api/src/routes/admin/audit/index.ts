import { listAudit } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as auditService from '../../../modules/audit/audit-service.js';
import { registerAdminCall } from '../admin-route.js';

/** The audit trail (DESIGN §11), readable by every operator. */
export default async function auditRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listAudit, {
    handler: ({ input }) => auditService.listAudit(orm, input),
  });
}
