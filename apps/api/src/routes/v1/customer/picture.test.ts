import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, logIn } from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), randomBytes(32)]);

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
  it('stores a PNG, serves it back at picture_url and shows it on the profile', async () => {
    const token = await signedIn();
    const response = await upload(token, multipart('Picture', 'me.png', 'image/png', PNG));
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.picture_url;
    expect(url).toMatch(/^\/uploads\/profile\/\d+\/[\w-]+\.png$/);
    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const info = await app.inject({ url: '/api/v1/Customer/GetCustomerInfo', headers: bearer(token) });
    expect(info.json().data.picture_url).toBe(url);
  });

  it('judges the type by content: JPEG and WebP pass whatever their name, a renamed text file does not', async () => {
    const token = await signedIn();
    const jpeg = await upload(token, multipart('Picture', 'photo.txt', 'text/plain', JPEG));
    expect(jpeg.json().data.picture_url).toMatch(/\.jpg$/);
    const webp = await upload(token, multipart('Picture', 'photo', 'application/octet-stream', WEBP));
    expect(webp.json().data.picture_url).toMatch(/\.webp$/);
    const fake = await upload(
      token,
      multipart('Picture', 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('UNSUPPORTED_FILE');
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
