import type { FastifyInstance } from 'fastify';

/** Code controller (issue 4). */
export default async function codeRoutes(_app: FastifyInstance) {}
