import { type defineImageUploadCall, IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { attachImage, type ImageOwner } from '../../modules/media/media-service.js';
import { withUploads } from '../../plugins/external/multipart.js';
import { readUploadedFile } from '../upload-file.js';
import { registerAdminCall } from './admin-route.js';
import { companyScopeOf } from './operator-actor.js';

/** The `file` field within the image limit (DESIGN §11: images by multipart `file`). */
const IMAGE_UPLOAD = { field: IMAGE_UPLOAD_FIELD, maxBytes: IMAGE_UPLOAD_MAX_BYTES, message: 'imageFile' } as const;

/**
 * Registers an area's `POST /<entities>/{id}/image` (a `defineImageUploadCall` contract): the file read
 * and checked, stored at every width through the media module, and the area's `owner.save` called in the
 * transaction that writes the audit row. An area writes only its `save`:
 *
 *     registerImageUploadCall(app, uploadPrivilegeImage, { action: 'privilege.image', save: savePrivilegeImage });
 */
export function registerImageUploadCall(
  app: FastifyInstance,
  call: ReturnType<typeof defineImageUploadCall>,
  owner: ImageOwner,
) {
  const context = { orm: app.deps.database.orm, storage: app.deps.adapters.storage, caches: app.deps.caches };
  withUploads(app, (scope) =>
    registerAdminCall(scope, call, {
      handler: async ({ params, request, actor }) =>
        attachImage(context, actor, owner, {
          id: params.id,
          bytes: await readUploadedFile(request, IMAGE_UPLOAD),
          field: IMAGE_UPLOAD_FIELD,
          companies: companyScopeOf(request),
        }),
    }),
  );
}
