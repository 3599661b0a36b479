import { z } from 'zod';
import { defineAdminCall } from './admin-call.js';
import { idParam } from './admin-shapes.js';

/** The multipart field every back-office image upload reads (DESIGN §11: images by multipart `file`). */
export const IMAGE_UPLOAD_FIELD = 'file';
/** The types an image upload takes, judged by the file's first bytes, never by its name or declared type. */
export const IMAGE_UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest image file an operator may upload (docs/decisions/025): a phone's full-size JPEG fits. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest picture in pixels (width × height): a few KB of PNG may claim billions of pixels (a
 * decompression bomb). 40 MP covers any phone camera.
 */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
/**
 * The widths (px) each upload is stored at, narrowest first (docs/decisions/025). The member screens'
 * widest slot is the 768 px content column; 1600 covers it at a 2× screen, 320 a two-column phone grid
 * tile. A picture narrower than a width is never enlarged: it is stored at its own width instead.
 */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

/**
 * A stored image: `url` is its widest copy (an `<img src>` on its own shows it whole), `srcset` lists
 * every copy with its width (`<url> 320w, <url> 640w…`) for the browser to pick one for its slot, and
 * `width` × `height` are the widest copy's pixels, for the slot's aspect ratio.
 */
export const imageDescriptorSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageDescriptor = z.infer<typeof imageDescriptorSchema>;

/**
 * `POST /<entities>/{id}/image` (multipart `file`), the same for every area that shows a picture
 * (privileges, banners, articles, products, card templates): admin only, answering the stored image.
 * `path` names the entity's list, e.g. `/privileges/{id}/image`; a record with two pictures names each
 * instead of `image` (`/products/{id}/logo`, `/products/{id}/cover`).
 */
export function defineImageUploadCall(call: { name: string; path: `/${string}/{id}/${string}`; summary: string }) {
  return defineAdminCall({
    name: call.name,
    method: 'POST',
    path: call.path,
    summary: `${call.summary} (multipart field file: JPEG, PNG or WebP by content, at most ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB and ${IMAGE_UPLOAD_MAX_PIXELS / 1_000_000} MP; stored as WebP at ${IMAGE_WIDTHS.join(', ')} px wide)`,
    access: 'content-edit',
    params: z.object({ id: idParam }),
    input: z.object({}),
    output: imageDescriptorSchema,
    errors: [
      'UNAUTHORIZED',
      'TOKEN_EXPIRED',
      'FORBIDDEN',
      'NOT_FOUND',
      'VALIDATION_FAILED',
      'FILE_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    upload: { field: IMAGE_UPLOAD_FIELD, mediaTypes: IMAGE_UPLOAD_MEDIA_TYPES },
  });
}
