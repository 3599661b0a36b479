import { calls, RECEIPT_FIELD } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { checkReceiptQuota, listReceiptHistory, uploadReceiptFile } from '../../../modules/receipts/receipt-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { withUploads } from '../../../plugins/external/multipart.js';
import { registerCall } from '../../call-route.js';
import { readUploadedFile } from '../../upload-file.js';

/** Document controller (issue 4): receipt uploads for review, their daily quota and their history. */
export default async function documentRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { privateStorage } = app.deps.adapters;
  const { rules } = app.deps.caches;

  registerCall(app, calls.checkDocumentQuota, {
    handler: ({ request }) => checkReceiptQuota(orm, rules, principalOf(request).memberId),
  });

  withUploads(app, (scope) =>
    registerCall(scope, calls.uploadReceipt, {
      handler: async ({ request, idempotencyKey }) =>
        uploadReceiptFile(
          { orm, rules, privateStorage, jobs: app.deps.jobs },
          {
            memberId: principalOf(request).memberId,
            bytes: await readUploadedFile(request, {
              field: RECEIPT_FIELD,
              maxBytes: (await rules.read(orm)).receiptMaxBytes,
              message: 'attachReceipt',
            }),
            idempotencyKey,
            language: request.language,
          },
        ),
    }),
  );

  registerCall(app, calls.getReceiptHistory, {
    handler: ({ input, request }) => listReceiptHistory(orm, principalOf(request).memberId, input, request.language),
  });
}
