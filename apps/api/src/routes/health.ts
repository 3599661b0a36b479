import { HEALTH_PATH, healthSchema, READY_PATH, readySchema, successEnvelope } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { checkHealth, checkReadiness } from '../modules/health/health-service.js';
import { errorResponses } from './route-parts.js';

export default async function healthRoutes(app: FastifyInstance, options: { redis?: Redis | undefined }) {
  app.get(HEALTH_PATH, {
    schema: {
      summary: 'Liveness and database check',
      tags: ['ops'],
      security: [],
      response: {
        200: {
          description: 'The server and its database are up',
          content: { 'application/json': { schema: healthSchema } },
        },
        503: {
          description: 'The database is unreachable (`status: "degraded"`)',
          content: { 'application/json': { schema: healthSchema } },
        },
      },
    },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const health = await checkHealth(app.deps.database.orm, (error) =>
        request.log.error({ err: error }, 'health check: database unreachable'),
      );
      const answer = { ...health, worker: app.deps.config.worker };
      return reply.code(health.database === 'up' ? 200 : 503).send(answer);
    },
  });

  app.get(READY_PATH, {
    schema: {
      summary: 'Readiness: database reachable and migrated, Redis reachable when configured (503 otherwise)',
      tags: ['ops'],
      security: [],
      response: { 200: successEnvelope(readySchema), ...errorResponses([]) },
    },
    config: { rateLimit: false },
    handler: async (request) => {
      const readiness = await checkReadiness(app.deps.database.orm, options.redis, (problem, error) =>
        request.log.error({ err: error }, problem),
      );
      return { status: 'success' as const, data: readiness };
    },
  });
}
