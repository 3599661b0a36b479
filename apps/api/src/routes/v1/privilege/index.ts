import type { FastifyInstance } from 'fastify';

/** Privilege controller (issue 5). */
export default async function privilegeRoutes(_app: FastifyInstance) {}
