import { calls, fieldError, RECEIPT_FIELD } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../app-error.js';
import { checkReceiptQuota, listReceiptHistory, uploadReceiptFile } from '../../../modules/receipts/receipt-service.js';
import { getProgrammeRules } from '../../../modules/rules/rules-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

function receiptFieldError(cause?: unknown): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: [fieldError(RECEIPT_FIELD, 'attachReceipt')],
    cause,
  });
}

/**
 * The one file of the `Receipt` field, read within the receipt limit (HTTP concerns stay here). Reading
 * only parses what the client sent, so a failure other than the size is a malformed request.
 */
async function readReceipt(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file || file.fieldname !== RECEIPT_FIELD) {
      file?.file.resume();
      throw receiptFieldError();
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw receiptFieldError(error);
  }
}

/** Document controller (issue 4): receipt uploads for review, their daily quota and their history. */
export default async function documentRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { privateStorage } = app.deps.adapters;

  registerCall(app, calls.checkDocumentQuota, {
    handler: ({ request }) => checkReceiptQuota(orm, principalOf(request).memberId),
  });

  registerCall(app, calls.uploadReceipt, {
    handler: async ({ request, idempotencyKey }) =>
      uploadReceiptFile(
        { orm, privateStorage },
        {
          memberId: principalOf(request).memberId,
          bytes: await readReceipt(request, (await getProgrammeRules(orm)).receiptMaxBytes),
          idempotencyKey,
          language: request.language,
        },
      ),
  });

  registerCall(app, calls.getReceiptHistory, {
    handler: ({ input, request }) => listReceiptHistory(orm, principalOf(request).memberId, input, request.language),
  });
}
