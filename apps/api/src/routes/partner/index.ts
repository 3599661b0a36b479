import type { FastifyInstance } from 'fastify';
import memberRoutes from './members/index.js';

/** `/api/partner/v1` (DESIGN §13): the till and partner API, one folder per resource, behind API keys. */
export default async function partnerRoutes(app: FastifyInstance) {
  await app.register(memberRoutes);
}
