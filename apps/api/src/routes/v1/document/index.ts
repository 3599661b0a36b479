import type { FastifyInstance } from 'fastify';

/** Document controller (issue 4). */
export default async function documentRoutes(_app: FastifyInstance) {}
