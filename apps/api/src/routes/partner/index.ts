import type { FastifyInstance } from 'fastify';
import holdRoutes from './holds/index.js';
import memberRoutes from './members/index.js';
import transactionRoutes from './transactions/index.js';

/** `/api/partner/v1` (DESIGN §13): the till and partner API, one folder per resource, behind API keys. */
export default async function partnerRoutes(app: FastifyInstance) {
  await app.register(memberRoutes);
  await app.register(transactionRoutes);
  await app.register(holdRoutes);
}
