import { type FieldMessageKey, fieldError } from '@loyalty/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';

/**
 * The one file of an upload call's `field`, read within `maxBytes` (HTTP concerns stay in routes): not
 * multipart is UNSUPPORTED_MEDIA_TYPE, too large FILE_TOO_LARGE, and no file in that field, or any other
 * failure to parse what the client sent, VALIDATION_FAILED on the field with `message`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  upload: { field: string; maxBytes: number; message: FieldMessageKey },
): Promise<Buffer> {
  const fieldFailure = (cause?: unknown) =>
    new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(upload.field, upload.message)], cause });
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await request.file({ limits: { fileSize: upload.maxBytes } });
    if (!file || file.fieldname !== upload.field) {
      file?.file.resume();
      throw fieldFailure();
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw fieldFailure(error);
  }
}
