import { randomBytes } from 'node:crypto';
import { getCustomerInfo, updateProfilePicture } from '@loyalty/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { badInput, callContract, type UploadFile } from '../../../../test/call-contract.js';
import { createMember, logIn } from '../../../../test/factories.js';
import { solidPicture, withPngSize } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

/** A real photo-sized picture: wider than tall, so the square crop is visible in the result. */
function picture(width = 1200, height = 800) {
  return solidPicture(width, height);
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

function multipart(field: string, fileName: string, contentType: string, content: Buffer): UploadFile {
  return { field, fileName, contentType, content };
}

async function signedIn() {
  const member = await createMember(context.database.orm);
  return logIn(context.app, member.email ?? '');
}

function upload(token: string | null, file: UploadFile) {
  return callContract(context.app, updateProfilePicture, {}, { ...(token ? { as: { token } } : {}), file });
}

describe('Customer/UpdateProfilePicture', () => {
  it('stores a PNG as a 512 px square WebP, serves it back at picture_url and shows it on the profile', async () => {
    const token = await signedIn();
    const response = await upload(token, multipart('Picture', 'me.png', 'image/png', PNG));
    expect(response.statusCode, response.text).toBe(200);
    const url = response.data.picture_url;
    expect(url).toMatch(/^\/uploads\/profile\/\d+\/[\w-]+\.webp$/);
    // The stored file is served as a static file, which no contract names.
    const served = await context.app.inject(url);
    expect(served.statusCode).toBe(200);
    const stored = await sharp(served.rawPayload).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
      format: 'webp',
      width: 512,
      height: 512,
    });
    const info = await callContract(context.app, getCustomerInfo, {}, { as: { token } });
    expect(info.data.picture_url).toBe(url);
  });

  it('deletes the picture a new one replaces: the old address answers 404', async () => {
    const token = await signedIn();
    const first = (await upload(token, multipart('Picture', 'me.png', 'image/png', PNG))).data.picture_url;
    const second = (await upload(token, multipart('Picture', 'me.jpg', 'image/jpeg', JPEG))).data.picture_url;
    expect(second).not.toBe(first);
    expect((await context.app.inject(first)).statusCode).toBe(404);
    expect((await context.app.inject(second)).statusCode).toBe(200);
  });

  it('judges the type by content: JPEG and WebP pass whatever their name, a renamed text file does not', async () => {
    const token = await signedIn();
    const jpeg = await upload(token, multipart('Picture', 'photo.txt', 'text/plain', JPEG));
    expect(jpeg.statusCode, jpeg.text).toBe(200);
    const webp = await upload(token, multipart('Picture', 'photo', 'application/octet-stream', WEBP));
    expect(webp.statusCode, webp.text).toBe(200);
    const fake = await upload(
      token,
      multipart('Picture', 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a file that carries an image signature but does not decode', async () => {
    const token = await signedIn();
    const broken = Buffer.concat([PNG.subarray(0, 8), randomBytes(256)]);
    const response = await upload(token, multipart('Picture', 'broken.png', 'image/png', broken));
    expect(response.statusCode).toBe(415);
    expect(response.code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a picture that claims more pixels than any camera makes (a decompression bomb)', async () => {
    const token = await signedIn();
    const small = await picture(2, 2).png().toBuffer();
    const response = await upload(
      token,
      multipart('Picture', 'bomb.png', 'image/png', withPngSize(small, 7_000, 7_000)),
    );
    expect(response.statusCode).toBe(415);
    expect(response.code).toBe('UNSUPPORTED_FILE');
  });

  it('answers FILE_TOO_LARGE above 5 MB', async () => {
    const token = await signedIn();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(token, multipart('Picture', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses another field, a JSON body and no session with the envelope', async () => {
    const token = await signedIn();
    const wrongField = await upload(token, multipart('Avatar', 'me.png', 'image/png', PNG));
    expect(wrongField.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Picture' }] });
    const json = await callContract(context.app, updateProfilePicture, {}, { as: { token } });
    expect(json.statusCode).toBe(415);
    expect(json.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await upload(null, multipart('Picture', 'me.png', 'image/png', PNG))).statusCode).toBe(401);
  });

  it('answers a broken multipart body with the envelope, never a 500', async () => {
    const token = await signedIn();
    for (const headers of [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=xyz' },
    ]) {
      const response = await callContract(
        context.app,
        updateProfilePicture,
        badInput(Buffer.from('not multipart at all')),
        { as: { token }, headers },
      );
      expect(response.statusCode, response.text).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.text).toBeLessThan(500);
      expect(response.body.status).toBe('error');
    }
  });
});
