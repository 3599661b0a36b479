import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertClientStore, type PartnerClient } from '../../modules/api-clients/api-client-service.js';
import { resolveTillMember, type TillMemberReference } from '../../modules/till/till-member.js';
import { findTillStore, type TillActor, type TillStore } from '../../modules/till/till-service.js';

/**
 * What the till routes of the partner API share (DESIGN §13): the client as the till's actor, the store a
 * call names (in the client's list, else 403), and the member a code or member number names.
 */
export function tillRouteContext(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { sessionSecret } = app.deps.config;
  const { tillStores } = app.deps.caches;
  return {
    actorOf: (client: PartnerClient, request: FastifyRequest): TillActor => ({
      apiClientId: client.id,
      requestId: request.id,
    }),
    async storeOf(client: PartnerClient, storeCode: string): Promise<TillStore> {
      assertClientStore(client, storeCode);
      return findTillStore(orm, tillStores, storeCode);
    },
    async memberIdOf(reference: TillMemberReference): Promise<number> {
      return (await resolveTillMember({ db: orm, sessionSecret }, reference)).id;
    },
  };
}
