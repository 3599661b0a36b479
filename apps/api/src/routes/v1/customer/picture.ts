import { calls, PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { updateProfilePicture } from '../../../modules/customers/picture-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { withUploads } from '../../../plugins/external/multipart.js';
import { registerCall } from '../../call-route.js';
import { readUploadedFile } from '../../upload-file.js';

/** The `Picture` field within the picture limit (DESIGN §5 uploads). */
const PICTURE_UPLOAD = {
  field: PROFILE_PICTURE_FIELD,
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  message: 'attachPicture',
} as const;

export function registerPictureCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { storage } = app.deps.adapters;

  withUploads(app, (scope) =>
    registerCall(scope, calls.updateProfilePicture, {
      handler: async ({ request }) =>
        updateProfilePicture(
          {
            orm,
            storage,
            onOrphanedFile: (key, error) => request.log.warn({ err: error, key }, 'replaced picture not deleted'),
          },
          principalOf(request).memberId,
          await readUploadedFile(request, PICTURE_UPLOAD),
        ),
    }),
  );
}
