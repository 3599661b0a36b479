import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import type { ApiClientCache } from '../../modules/api-clients/api-client-cache.js';
import { authenticateApiClient, type PartnerClient } from '../../modules/api-clients/api-client-service.js';
import { bearerOf } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API client of a partner call (`authorizePartner`): its id, partner and store codes. */
    partnerClient: PartnerClient | null;
  }
  interface FastifyInstance {
    /**
     * The onRequest hook of every `/api/partner/v1` call (DESIGN §13): the API key as a bearer token, 401
     * UNAUTHORIZED when it is missing, wrong, rotated or disabled, or is a member's or operator's token.
     */
    authorizePartner: onRequestAsyncHookHandler;
  }
}

/** The client of an authorised partner call; a handler behind `authorizePartner` always has one. */
export function partnerClientOf(request: FastifyRequest): PartnerClient {
  if (!request.partnerClient) throw new AppError('UNAUTHORIZED');
  return request.partnerClient;
}

export const partnerAuthPlugin = fp(
  async (app: FastifyInstance, options: { orm: Executor; apiClients: ApiClientCache }) => {
    app.decorateRequest('partnerClient', null);
    app.decorate('authorizePartner', async (request: FastifyRequest) => {
      const client = await authenticateApiClient(options.orm, options.apiClients, bearerOf(request));
      request.partnerClient = client;
      // Every line the call logs, the request's own included, names the client.
      request.log = request.log.child({ apiClientId: client.id });
    });
  },
  { name: 'partner-auth' },
);
