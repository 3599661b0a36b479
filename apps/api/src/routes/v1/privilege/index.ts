import type { FastifyInstance } from 'fastify';
import { registerCatalogueCalls } from './catalogue.js';
import { registerRedemptionCalls } from './redemption.js';

/** Privilege controller (issue 5). */
export default async function privilegeRoutes(app: FastifyInstance) {
  registerCatalogueCalls(app);
  registerRedemptionCalls(app);
}
