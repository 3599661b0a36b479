import type { FastifyInstance } from 'fastify';
import auditRoutes from './audit/index.js';
import authRoutes from './auth/index.js';
import operatorRoutes from './operators/index.js';

/** `/api/admin/v1` (DESIGN §11): one folder per back-office area. */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(operatorRoutes);
  await app.register(auditRoutes);
}
