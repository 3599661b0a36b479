import { randomBytes } from 'node:crypto';
import { defineImageUploadCall, type ImageDescriptor } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../test/admin-kit.js';
import { auditRowsOf } from '../../../test/audit-rows.js';
import { solidPicture, withPngSize } from '../../../test/images.js';
import { useTestApp } from '../../../test/test-app.js';
import { srcsetOf } from '../../modules/media/media-service.js';
import { registerImageUploadCall } from './image-upload.js';

/** A stand-in for an area's upload (privileges, banners…): records with an image URL, kept in memory. */
const uploadThingImage = defineImageUploadCall({
  name: 'TestUploadThingImage',
  path: '/test-things/{id}/image',
  summary: 'Test-only image upload',
});

const thingImages = new Map<number, string | null>([
  [1, '/media/things/one.svg'],
  [2, null],
]);

const context = useTestApp();
let app: FastifyInstance;
let admin: SignedInOperator;
let photo: Buffer;

beforeAll(async () => {
  app = context.app;
  // Routes may be added until the app is ready: the stand-in call joins the file's app.
  registerImageUploadCall(app, uploadThingImage, {
    action: 'banner.image',
    save: async (_tx, id, image) => {
      if (!thingImages.has(id)) return null;
      const previousUrl = thingImages.get(id) ?? null;
      thingImages.set(id, image.url);
      return { previousUrl };
    },
  });
  await app.ready();
  admin = await signInOperator(app, 'admin');
  photo = await solidPicture(2400, 1600).jpeg({ quality: 90 }).toBuffer();
});

function upload(id: number, content: Buffer, options: { field?: string; as?: SignedInOperator } = {}) {
  return callAdmin(
    app,
    uploadThingImage,
    { params: { id } },
    { as: options.as ?? admin, file: { content, fileName: 'photo.jpg', contentType: 'image/jpeg', ...options } },
  );
}

function dataOf(body: unknown): ImageDescriptor {
  const envelope = body as { status: string; data: ImageDescriptor };
  if (envelope.status !== 'success') throw new Error(JSON.stringify(body));
  return envelope.data;
}

describe('POST /…/{id}/image (registerImageUploadCall)', () => {
  it('stores the photo at every width, answers the descriptor, saves the URL and audits the change', async () => {
    const response = await upload(1, photo);
    expect(response.status, response.text).toBe(200);
    const image = dataOf(response.body);
    expect(image.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-1600\.webp$/);
    expect([image.width, image.height]).toEqual([1600, 1067]);
    expect(image.srcset).toBe(srcsetOf(image.url));
    const copies = image.srcset.split(', ').map((entry) => entry.split(' '));
    expect(copies.map(([, width]) => width)).toEqual(['320w', '640w', '1024w', '1600w']);
    for (const [url, width] of copies) {
      const served = await app.inject(url ?? '');
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = await sharp(served.rawPayload).metadata();
      expect(`${stored.width}w`).toBe(width);
      expect(stored.format).toBe('webp');
    }
    expect(thingImages.get(1)).toBe(image.url);
    const [row] = await auditRowsOf(context.database.orm, 'banner.image', 1);
    expect(row).toMatchObject({
      operatorId: admin.id,
      entity: 'banner',
      before: { image_url: '/media/things/one.svg' },
      after: { image_url: image.url },
    });
  });

  it('gives the same file the same name and another file another', async () => {
    const first = dataOf((await upload(2, photo)).body);
    const again = dataOf((await upload(2, Buffer.from(photo))).body);
    expect(again).toEqual(first);
    const other = dataOf((await upload(2, await solidPicture(2400, 1600, '#0050b3').jpeg().toBuffer())).body);
    expect(other.url).not.toBe(first.url);
  });

  it('refuses a file that is not a picture with VALIDATION_FAILED on the file field, storing nothing', async () => {
    for (const content of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('%PDF-1.7 not a picture'),
      Buffer.concat([photo.subarray(0, 3), randomBytes(500)]),
    ]) {
      const response = await upload(1, content);
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({
        status: 'error',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'file', message: expect.stringContaining('JPEG'), message_th: expect.any(String) }],
      });
    }
    const wrongField = await upload(1, photo, { field: 'image' });
    expect(wrongField.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'file' }] });
  });

  it('answers FILE_TOO_LARGE (413) above 10 MB and for a decompression bomb', async () => {
    const big = await upload(1, Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ status: 'error', http_status: 413, code: 'FILE_TOO_LARGE' });
    const bomb = await upload(1, withPngSize(await solidPicture(2, 2).png().toBuffer(), 10_000, 10_000));
    expect(bomb.status).toBe(413);
    expect(bomb.body).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('answers NOT_FOUND for a record that does not exist, with no audit row', async () => {
    const response = await upload(404, photo);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await auditRowsOf(context.database.orm, 'banner.image', 404)).toEqual([]);
  });

  it('is for admins only, and a JSON body is refused before anything is read', async () => {
    expect(await roleMatrix(app, uploadThingImage, { params: { id: 1 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const json = await callAdmin(app, uploadThingImage, { params: { id: 1 } }, { as: admin });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
