import { OUTBOX_PATH, outboxItemSchema, outboxQuerySchema, successEnvelope } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readOutbox } from '../../modules/outbox/outbox-service.js';

/** DESIGN §7 dev outbox; app.ts registers it only outside production. */
export default async function devOutboxRoutes(app: FastifyInstance) {
  app.get(OUTBOX_PATH, {
    schema: {
      summary: 'Messages the server would have sent (not in production)',
      tags: ['dev'],
      // Left out of the OpenAPI document, which is the same in every environment (docs/openapi.json).
      hide: true,
      querystring: outboxQuerySchema,
      response: { 200: successEnvelope(z.array(outboxItemSchema)) },
    },
    handler: async (request) => {
      const query = request.query as z.output<typeof outboxQuerySchema>;
      const data = await readOutbox(app.deps.database.orm, query);
      return { status: 'success' as const, data };
    },
  });
}
