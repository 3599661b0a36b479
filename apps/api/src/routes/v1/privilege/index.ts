import type { FastifyInstance } from 'fastify';
import { registerCatalogueCalls } from './catalogue.js';

/** Privilege controller (issue 5). */
export default async function privilegeRoutes(app: FastifyInstance) {
  registerCatalogueCalls(app);
}
