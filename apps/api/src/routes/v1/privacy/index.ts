import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getConsentHistory } from '../../../modules/consent/consent-service.js';
import * as exportService from '../../../modules/privacy/privacy-export-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall, registerFileCall } from '../../call-route.js';
import { registerDeletionCalls } from './deletion.js';

/**
 * Privacy controller (DESIGN §16): the member's PDPA requests, the copy of their data, its erasure and
 * their consent history.
 */
export default async function privacyRoutes(app: FastifyInstance) {
  const { database, adapters, jobs } = app.deps;
  const exportContext = { orm: database.orm, privateStorage: adapters.privateStorage };

  registerCall(app, calls.requestExport, {
    handler: ({ request }) => exportService.requestExport({ orm: database.orm, jobs }, principalOf(request).memberId),
  });

  registerCall(app, calls.getPrivacyRequests, {
    handler: ({ input, request }) => exportService.listRequests(database.orm, principalOf(request).memberId, input),
  });

  registerFileCall(app, calls.downloadExport, {
    handler: ({ input, request }) =>
      exportService.openExport(exportContext, principalOf(request).memberId, input.Request_Id),
  });

  registerCall(app, calls.getConsentHistory, {
    handler: ({ input, request }) => getConsentHistory(database.orm, principalOf(request).memberId, input),
  });

  registerDeletionCalls(app);
}
