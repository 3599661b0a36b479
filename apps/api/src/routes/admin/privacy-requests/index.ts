import { listPrivacyRequests, processPrivacyRequest } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import {
  listPrivacyRequestsForOperators,
  processPrivacyRequestNow,
} from '../../../modules/privacy/privacy-admin-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Members' PDPA requests (DESIGN §16): every operator follows the queue; admins carry a request out now. */
export default async function privacyRequestRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { adapters, caches, auth } = app.deps;
  const deletionContext = {
    orm,
    rules: caches.rules,
    storage: adapters.storage,
    privateStorage: adapters.privateStorage,
    sessions: auth.sessions,
  };

  registerAdminCall(app, listPrivacyRequests, {
    handler: ({ input }) => listPrivacyRequestsForOperators(orm, input),
  });

  registerAdminCall(app, processPrivacyRequest, {
    handler: ({ params, actor }) => processPrivacyRequestNow(deletionContext, actor, params.id),
  });
}
