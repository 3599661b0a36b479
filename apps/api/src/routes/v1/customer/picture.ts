import { calls, fieldError, PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../app-error.js';
import { updateProfilePicture } from '../../../modules/customers/picture-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

function pictureError(cause?: unknown): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: [fieldError(PROFILE_PICTURE_FIELD, 'attachPicture')],
    cause,
  });
}

/**
 * The one file of the `Picture` field, read within the picture limit (HTTP concerns stay here). Reading
 * only parses what the client sent, so a failure other than the size is a malformed request.
 */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await request.file({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES } });
    if (!file || file.fieldname !== PROFILE_PICTURE_FIELD) {
      file?.file.resume();
      throw pictureError();
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw pictureError(error);
  }
}

export function registerPictureCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { storage } = app.deps.adapters;

  registerCall(app, calls.updateProfilePicture, {
    handler: async ({ request }) =>
      updateProfilePicture({ orm, storage }, principalOf(request).memberId, await readPicture(request)),
  });
}
