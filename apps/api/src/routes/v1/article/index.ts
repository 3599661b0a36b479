import type { FastifyInstance } from 'fastify';

/** Article controller (issue 4). */
export default async function articleRoutes(_app: FastifyInstance) {}
