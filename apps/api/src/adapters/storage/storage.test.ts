import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

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
      if (request.method === 'GET') {
        const stored = puts.findLast((put) => put.method === 'PUT' && put.url === request.url);
        response.writeHead(stored ? 200 : 404).end(stored?.body);
        return;
      }
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
    expect(s3().urlOf('profile/1/a.png')).toBe(url);
    const put = puts.at(-1);
    expect(put).toMatchObject({ method: 'PUT', url: '/pictures/profile/1/a.png' });
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request/,
    );
    expect(put?.contentSha).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    expect(put?.body.toString()).toBe('png-bytes');
  });

  it('reads a stored object back as a stream, and nothing for a missing key', async () => {
    await s3().put('receipts/1/c.pdf', Buffer.from('pdf-bytes'), 'application/pdf');
    const stream = await s3().open('receipts/1/c.pdf');
    expect(stream && (await text(stream))).toBe('pdf-bytes');
    expect(await s3().open('receipts/1/missing.pdf')).toBeUndefined();
  });

  it('DELETEs an object path-style and reads a key back from its public URL', async () => {
    const url = await s3().put('profile/1/old.webp', Buffer.from('old'), 'image/webp');
    await s3().remove('profile/1/old.webp');
    expect(puts.at(-1)).toMatchObject({ method: 'DELETE', url: '/pictures/profile/1/old.webp' });
    expect(s3().keyOf(url)).toBe('profile/1/old.webp');
    expect(s3().keyOf('https://elsewhere.example/profile/1/old.webp')).toBeUndefined();
  });

  it('fails loudly when the storage refuses', async () => {
    await expect(s3('denied').put('x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
  });
});

describe('local storage', () => {
  it('writes under the folder and answers the /uploads/ URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
    const storage = createLocalStorage({ dir });
    const url = await storage.put('profile/2/b.webp', Buffer.from('webp'), 'image/webp');
    expect(url).toBe('/uploads/profile/2/b.webp');
    expect(storage.urlOf('profile/2/b.webp')).toBe(url);
    expect(readFileSync(join(dir, 'profile/2/b.webp'), 'utf8')).toBe('webp');
  });

  it('reads a stored file back as a stream, and nothing for a missing key', async () => {
    const storage = createLocalStorage({ dir: mkdtempSync(join(tmpdir(), 'storage-test-')) });
    await storage.put('receipts/3/d.png', Buffer.from('png'), 'image/png');
    const stream = await storage.open('receipts/3/d.png');
    expect(stream && (await text(stream))).toBe('png');
    expect(await storage.open('receipts/3/missing.png')).toBeUndefined();
    await expect(storage.open('../escape.png')).rejects.toThrow();
  });

  it('removes a stored file, a missing one too, and reads a key back from its URL', async () => {
    const storage = createLocalStorage({ dir: mkdtempSync(join(tmpdir(), 'storage-test-')) });
    const url = await storage.put('profile/4/e.webp', Buffer.from('webp'), 'image/webp');
    expect(storage.keyOf(url)).toBe('profile/4/e.webp');
    expect(storage.keyOf('https://elsewhere.example/e.webp')).toBeUndefined();
    await storage.remove('profile/4/e.webp');
    expect(await storage.open('profile/4/e.webp')).toBeUndefined();
    await expect(storage.remove('profile/4/e.webp')).resolves.toBeUndefined();
    await expect(storage.remove('../escape.png')).rejects.toThrow();
  });

  it('refuses a key that climbs out of the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
    await expect(createLocalStorage({ dir }).put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
