import { createApiClient, disableApiClient, listApiClients, rotateApiClientKey } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as apiClientService from '../../../modules/api-clients/api-client-service.js';
import { registerAdminCall } from '../admin-route.js';

/** API clients of the partner API (admin only, DESIGN §13): list, create, rotate the key, disable. */
export default async function apiClientRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { caches } = app.deps;

  registerAdminCall(app, listApiClients, {
    handler: ({ input }) => apiClientService.listApiClients(orm, input),
  });

  registerAdminCall(app, createApiClient, {
    handler: ({ input, actor }) => apiClientService.createApiClient(orm, actor, input),
  });

  registerAdminCall(app, rotateApiClientKey, {
    handler: ({ params, actor }) => apiClientService.rotateApiClientKey(orm, caches, actor, params.id),
  });

  registerAdminCall(app, disableApiClient, {
    handler: ({ params, actor }) => apiClientService.disableApiClient(orm, caches, actor, params.id),
  });
}
