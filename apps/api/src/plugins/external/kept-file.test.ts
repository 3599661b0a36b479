import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, loadKeptFiles } from './kept-file.js';

const SCRIPT = `export const words = ${JSON.stringify('chaba '.repeat(300))};`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3]);
const files: Record<string, string | Buffer> = {
  'assets/app-abc123.js': SCRIPT,
  'assets/app-abc123.js.br': brotliCompressSync(SCRIPT),
  'assets/app-abc123.js.gz': gzipSync(SCRIPT),
  'assets/sarabun-abc123.woff2': FONT,
  'assets/notes.gz': 'a file of its own: no notes beside it',
  'pages/landing.html': '<!doctype html>',
  '.hidden': 'secret',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
let dir: string;
let app: FastifyInstance;
let listed: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kept-files-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  const kept = loadKeptFiles(dir, {
    prefix: '/',
    cacheControlOf: (path) => (path.startsWith('/assets/') ? 'immutable' : 'no-cache'),
    isListed: (path) => !path.startsWith('/pages/'),
  });
  listed = [...kept.keys()].sort();
  app = Fastify();
  for (const [path, file] of kept) app.get(path, (request, reply) => file.send(request, reply));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('loadKeptFiles', () => {
  it('lists every file by its URL path, its compressed copies and dot files and refused folders left out', () => {
    expect(listed).toEqual([
      '/assets/app-abc123.js',
      '/assets/notes.gz',
      '/assets/sarabun-abc123.woff2',
      '/favicon.svg',
    ]);
  });

  it('sends the copy the client accepts, with the file’s own type, cache and a vary on the encoding', async () => {
    const brotli = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'immutable',
      vary: 'accept-encoding',
    });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);

    const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without copies as it is, whatever the client accepts, and names no encoding it varies on', async () => {
    const font = await app.inject({ url: '/assets/sarabun-abc123.woff2', headers: { 'accept-encoding': 'br' } });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    expect(font.rawPayload).toEqual(FONT);
  });

  it('answers a revalidation of the same bytes with 304 and no body, by a strong ETag of the content', async () => {
    const first = await app.inject('/favicon.svg');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['last-modified']).toBeDefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': '"older-bytes"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(files['favicon.svg']);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('contentTypeOf', () => {
  it('names text types in UTF-8 and others as they are, unknown ones as bytes', () => {
    expect(contentTypeOf('a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('a.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('a.woff')).toBe('font/woff');
    expect(contentTypeOf('a.unknown-kind')).toBe('application/octet-stream');
  });
});
