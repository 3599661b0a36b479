import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, logIn } from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

/** A real photo-sized picture: wider than tall, so the square crop is visible in the result. */
function picture(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: '#c8102e' } });
}
/** CRC-32 as PNG chunks use it (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The same PNG with its header claiming another size: a few bytes that would decode to billions of pixels. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height; the chunk's CRC follows its 13 data bytes.
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [PNG, JPEG, WEBP] = await Promise.all([
    picture().png().toBuffer(),
    picture().jpeg().toBuffer(),
    picture().webp().toBuffer(),
  ]);
});

function multipart(field: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function signedIn() {
  const member = await createMember(context.database.orm);
  return logIn(app, member.email ?? '');
}

function upload(token: string | null, body: { payload: Buffer; headers: Record<string, string> }) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/Customer/UpdateProfilePicture',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

describe('Customer/UpdateProfilePicture', () => {
  it('stores a PNG as a 512 px square WebP, serves it back at picture_url and shows it on the profile', async () => {
    const token = await signedIn();
    const response = await upload(token, multipart('Picture', 'me.png', 'image/png', PNG));
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.picture_url;
    expect(url).toMatch(/^\/uploads\/profile\/\d+\/[\w-]+\.webp$/);
    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    const stored = await sharp(served.rawPayload).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
      format: 'webp',
      width: 512,
      height: 512,
    });
    const info = await app.inject({ url: '/api/v1/Customer/GetCustomerInfo', headers: bearer(token) });
    expect(info.json().data.picture_url).toBe(url);
  });

  it('judges the type by content: JPEG and WebP pass whatever their name, a renamed text file does not', async () => {
    const token = await signedIn();
    const jpeg = await upload(token, multipart('Picture', 'photo.txt', 'text/plain', JPEG));
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const webp = await upload(token, multipart('Picture', 'photo', 'application/octet-stream', WEBP));
    expect(webp.statusCode, webp.body).toBe(200);
    const fake = await upload(
      token,
      multipart('Picture', 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a file that carries an image signature but does not decode', async () => {
    const token = await signedIn();
    const broken = Buffer.concat([PNG.subarray(0, 8), randomBytes(256)]);
    const response = await upload(token, multipart('Picture', 'broken.png', 'image/png', broken));
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a picture that claims more pixels than any camera makes (a decompression bomb)', async () => {
    const token = await signedIn();
    const small = await picture(2, 2).png().toBuffer();
    const response = await upload(
      token,
      multipart('Picture', 'bomb.png', 'image/png', withPngSize(small, 7_000, 7_000)),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_FILE');
  });

  it('answers FILE_TOO_LARGE above 5 MB', async () => {
    const token = await signedIn();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(token, multipart('Picture', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
  });

  it('refuses another field, a JSON body and no session with the envelope', async () => {
    const token = await signedIn();
    const wrongField = await upload(token, multipart('Avatar', 'me.png', 'image/png', PNG));
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Picture' }] });
    const json = await app.inject({
      method: 'PUT',
      url: '/api/v1/Customer/UpdateProfilePicture',
      payload: {},
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await upload(null, multipart('Picture', 'me.png', 'image/png', PNG))).statusCode).toBe(401);
  });

  it('answers a broken multipart body with the envelope, never a 500', async () => {
    const token = await signedIn();
    for (const headers of [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=xyz' },
    ]) {
      const response = await upload(token, { payload: Buffer.from('not multipart at all'), headers });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().status).toBe('error');
    }
  });
});
