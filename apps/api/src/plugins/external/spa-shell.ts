import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}

/** The SPA's index.html in every encoding the build wrote, answered from memory. */
export interface SpaShell {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Loads a page of the web build (`index.html`, or the console's `admin.html`), with its brotli and gzip
 * copies (apps/web/vite.config.ts), once.
 * Every page navigation answers it (DESIGN §3), so it is the app's most requested file; from memory it
 * costs no file system calls, and its headers are worked out here once. The build does not change while
 * the server runs (the asset routes are listed at start as well), so reading it once is exact.
 */
export function loadSpaShell(webDistDir: string, page = 'index.html'): SpaShell {
  const path = join(webDistDir, page);
  const identity = readFileSync(path);
  // From the content, not the file's time, so every instance of one build answers the same tag.
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const common = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    etag,
    'last-modified': statSync(path).mtime.toUTCString(),
  };
  const variant = (body: Buffer, encoding?: Encoding): Variant => ({
    body,
    headers: {
      ...common,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    },
  });
  const plain = variant(identity);
  // The build writes no compressed copy of a file under 1 KB; compressing once here still saves the bytes.
  const copy = (extension: string, compress: (body: Buffer) => Buffer) =>
    existsSync(`${path}.${extension}`) ? readFileSync(`${path}.${extension}`) : compress(identity);
  const variants = new Map<Encoding, Variant>([
    ['br', variant(copy('br', brotliCompressSync), 'br')],
    ['gzip', variant(copy('gz', gzipSync), 'gzip')],
    ['identity', plain],
  ]);
  const offered = [...variants.keys()];

  return {
    send(request, reply) {
      // A revalidation (index.html is `no-cache`) of the same build: nothing to send again.
      if (request.headers['if-none-match']?.includes(etag)) return reply.code(304).headers(common).send();
      const accepted = negotiate(request.headers['accept-encoding'] ?? '', offered);
      const chosen = (accepted && variants.get(accepted)) || plain;
      return reply.headers(chosen.headers).send(chosen.body);
    },
  };
}
