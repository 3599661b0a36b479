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

/** A page whose HTML has a slot the server fills per request (decision 033: the landing's key visual). */
export interface SlottedPage {
  send(request: FastifyRequest, reply: FastifyReply, filling: string): FastifyReply;
}

/** How many fillings of a slotted page stay compressed in memory: the current key visuals and a few before. */
const KEPT_FILLINGS = 4;

interface ShellOptions {
  /** The page is one of its languages, chosen by the language cookie (decision 034). */
  varyByCookie?: boolean;
}

/**
 * A page's bytes as a shell: an ETag from the content (so every instance of one build answers the same
 * tag), the brotli and gzip copies given (or made here once), and its headers worked out once.
 */
function shellOf(
  identity: Buffer,
  copies: { br?: Buffer; gzip?: Buffer },
  lastModified: string | undefined,
  options: ShellOptions,
): SpaShell {
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const common: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: options.varyByCookie ? 'accept-encoding, cookie' : 'accept-encoding',
    etag,
    ...(lastModified ? { 'last-modified': lastModified } : {}),
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
  const variants = new Map<Encoding, Variant>([
    ['br', variant(copies.br ?? brotliCompressSync(identity), 'br')],
    ['gzip', variant(copies.gzip ?? gzipSync(identity), 'gzip')],
    ['identity', plain],
  ]);
  const offered = [...variants.keys()];
  // Browsers send the same Accept-Encoding on every visit: the last one's choice is kept, not parsed again.
  let lastAccepted = { header: '', variant: plain };
  const variantFor = (header: string): Variant => {
    if (header !== lastAccepted.header) {
      const accepted = negotiate(header, offered);
      lastAccepted = { header, variant: (accepted && variants.get(accepted)) || plain };
    }
    return lastAccepted.variant;
  };

  return {
    send(request, reply) {
      // A revalidation (the page is `no-cache`) of the same bytes: nothing to send again.
      if (request.headers['if-none-match']?.includes(etag)) return reply.code(304).headers(common).send();
      const chosen = variantFor(request.headers['accept-encoding'] ?? '');
      return reply.headers(chosen.headers).send(chosen.body);
    },
  };
}

/**
 * Loads a page of the web build (`index.html`, or the console's `admin.html`), with its brotli and gzip
 * copies (apps/web/vite.config.ts), once.
 * Every page navigation answers it (DESIGN §3), so it is the app's most requested file; from memory it
 * costs no file system calls. The build does not change while the server runs (the asset routes are
 * listed at start as well), so reading it once is exact.
 */
export function loadSpaShell(webDistDir: string, page = 'index.html', options: ShellOptions = {}): SpaShell {
  const path = join(webDistDir, page);
  // The build writes no compressed copy of a file under 1 KB; the shell then compresses it once itself.
  const copy = (extension: string) =>
    existsSync(`${path}.${extension}`) ? readFileSync(`${path}.${extension}`) : undefined;
  return shellOf(readFileSync(path), { br: copy('br'), gzip: copy('gz') }, statSync(path).mtime.toUTCString(), options);
}

/**
 * A page of the web build whose HTML holds `slot`, sent with the slot filled. Each filling's page is
 * made and compressed once and kept while it is among the last KEPT_FILLINGS used: the filling changes
 * only when what it shows does (an operator's new key visual), not per request. Its ETag follows its
 * bytes, so a browser holding the page with the old picture gets the new one; it carries no
 * Last-Modified, as the file's time says nothing of the filling's.
 */
export function loadSlottedPage(
  webDistDir: string,
  page: string,
  slot: string,
  options: ShellOptions = {},
): SlottedPage {
  const [before, after] = readFileSync(join(webDistDir, page), 'utf8').split(slot);
  const shells = new Map<string, SpaShell>();
  const shellFor = (filling: string): SpaShell => {
    const kept = shells.get(filling);
    if (kept) {
      // Map order is insertion order: the one used last moves to the end, the oldest leaves first.
      shells.delete(filling);
      shells.set(filling, kept);
      return kept;
    }
    const shell = shellOf(Buffer.from(`${before}${filling}${after ?? ''}`), {}, undefined, options);
    shells.set(filling, shell);
    if (shells.size > KEPT_FILLINGS) shells.delete(shells.keys().next().value as string);
    return shell;
  };
  return { send: (request, reply, filling) => shellFor(filling).send(request, reply) };
}

/** Whether a page of the web build holds `slot`. */
export function hasSlot(webDistDir: string, page: string, slot: string): boolean {
  return readFileSync(join(webDistDir, page), 'utf8').includes(slot);
}
