import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

const puts: { method?: string; url?: string; authorization?: string; contentSha?: string; body: Buffer }[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  // A stand-in for an S3-compatible PUT Object endpoint.
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      puts.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentSha: request.headers['x-amz-content-sha256'] as string | undefined,
        body: Buffer.concat(chunks),
      });
      response.writeHead(request.url?.includes('denied') ? 403 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const s3 = (bucket = 'pictures') =>
  createS3Storage({
    endpoint,
    region: 'ap-southeast-1',
    bucket,
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
  });

describe('S3-compatible storage', () => {
  it('PUTs the object path-style with a SigV4 signature and answers its public URL', async () => {
    const url = await s3().put('profile/1/a.png', Buffer.from('png-bytes'), 'image/png');
    expect(url).toBe(`${endpoint}/pictures/profile/1/a.png`);
    const put = puts.at(-1);
    expect(put).toMatchObject({ method: 'PUT', url: '/pictures/profile/1/a.png' });
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request/,
    );
    expect(put?.contentSha).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    expect(put?.body.toString()).toBe('png-bytes');
  });

  it('fails loudly when the storage refuses', async () => {
    await expect(s3('denied').put('x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
  });
});

describe('local storage', () => {
  it('writes under the folder and answers the /uploads/ URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
    const url = await createLocalStorage({ dir }).put('profile/2/b.webp', Buffer.from('webp'), 'image/webp');
    expect(url).toBe('/uploads/profile/2/b.webp');
    expect(readFileSync(join(dir, 'profile/2/b.webp'), 'utf8')).toBe('webp');
  });

  it('refuses a key that climbs out of the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
    await expect(createLocalStorage({ dir }).put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
