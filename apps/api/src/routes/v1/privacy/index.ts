import type { FastifyInstance } from 'fastify';
import { registerDeletionCalls } from './deletion.js';

/** `/api/v1/Privacy`: the member's PDPA rights (DESIGN §16). */
export default async function privacyRoutes(app: FastifyInstance) {
  registerDeletionCalls(app);
}
