import type { FastifyInstance } from 'fastify';

/** Point controller (issue 4). */
export default async function pointRoutes(_app: FastifyInstance) {}
