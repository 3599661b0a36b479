import { describe, expect, it } from 'vitest';
import { defineImageUploadCall, IMAGE_UPLOAD_FIELD, IMAGE_WIDTHS } from './media.js';

describe('defineImageUploadCall', () => {
  it('makes a multipart POST for content editors on the record’s id that answers the image descriptor', () => {
    const call = defineImageUploadCall({
      name: 'UploadThingImage',
      path: '/things/{id}/image',
      summary: 'Thing image',
    });
    expect(call).toMatchObject({ method: 'POST', access: 'content-edit', upload: { field: IMAGE_UPLOAD_FIELD } });
    expect(call.summary).toBe(
      'Thing image (multipart field file: JPEG, PNG or WebP by content, at most 10 MB and 40 MP; stored as WebP at 320, 640, 1024, 1600 px wide)',
    );
    expect(call.params.safeParse({ id: '12' }).success).toBe(true);
    expect(call.params.safeParse({ id: '0' }).success).toBe(false);
    expect(call.output.safeParse({ url: '/u.webp', srcset: '/u.webp 320w', width: 320, height: 240 }).success).toBe(
      true,
    );
    expect(call.errors).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'FILE_TOO_LARGE', 'NOT_FOUND', 'FORBIDDEN']),
    );
  });

  it('lists the stored widths narrowest first', () => {
    expect([...IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
  });
});
