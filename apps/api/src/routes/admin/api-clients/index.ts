import { createApiClient, disableApiClient, listApiClients, rotateApiClientKey } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as apiClientService from '../../../modules/api-clients/api-client-service.js';
import { registerAdminCall } from '../admin-route.js';
import { companyScopeOf } from '../operator-actor.js';

/**
 * API clients of the partner API (admin only, DESIGN §13): list, create, rotate the key, disable; an
 * admin limited to companies works on their companies' partners' clients only (decision 063).
 */
export default async function apiClientRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { caches } = app.deps;

  registerAdminCall(app, listApiClients, {
    handler: ({ input, request }) =>
      apiClientService.listApiClients(orm, { ...input, companies: companyScopeOf(request) }),
  });

  registerAdminCall(app, createApiClient, {
    handler: ({ input, actor, request }) =>
      apiClientService.createApiClient(orm, actor, companyScopeOf(request), input),
  });

  registerAdminCall(app, rotateApiClientKey, {
    handler: ({ params, actor, request }) =>
      apiClientService.rotateApiClientKey(orm, caches, actor, companyScopeOf(request), params.id),
  });

  registerAdminCall(app, disableApiClient, {
    handler: ({ params, actor, request }) =>
      apiClientService.disableApiClient(orm, caches, actor, companyScopeOf(request), params.id),
  });
}
