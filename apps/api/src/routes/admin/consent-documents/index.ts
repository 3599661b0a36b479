import { listConsentDocuments, publishConsentDocument } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as consentDocumentService from '../../../modules/consent/consent-document-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Consent documents (DESIGN §16): every operator reads the versions; admins publish new ones, never edit one. */
export default async function consentDocumentRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listConsentDocuments, {
    handler: ({ input }) => consentDocumentService.listConsentDocuments(orm, input),
  });

  registerAdminCall(app, publishConsentDocument, {
    handler: ({ input, actor }) => consentDocumentService.publishConsentDocument(orm, actor, input),
  });
}
