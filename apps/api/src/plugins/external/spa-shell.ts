import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CompressedCopies, copiesOf, type KeptFile, keptFile } from './kept-file.js';

/** The pages' own HTML the web build writes (apps/web/build/first-paint-plugin.ts): `pages/landing.html`. */
export const PAGES_DIR = 'pages';

/**
 * A page whose HTML the server completes per request: a slot it fills (decision 033: the landing's key
 * visual) and tags it adds to the head (a shared link's preview).
 */
export interface SlottedPage {
  send(request: FastifyRequest, reply: FastifyReply, filling: string, headTags?: string): FastifyReply;
}

/**
 * How many fillings of a page stay compressed in memory. A slot's filling changes only with what it
 * shows (the current key visuals and a few before), but a shared link's preview names its privilege or
 * invitation, so the most shared links of the moment are kept too.
 */
const KEPT_FILLINGS = 64;

interface ShellOptions {
  /** The page is one of its languages, chosen by the language cookie (decision 034). */
  varyByCookie?: boolean;
}

/**
 * A page's bytes as a shell, revalidated on every visit, with the brotli and gzip copies given or, where
 * the build wrote none (it skips files under 1 KB), made here once.
 */
function shellOf(
  identity: Buffer,
  copies: CompressedCopies,
  lastModified: string | undefined,
  options: ShellOptions,
): KeptFile {
  return keptFile(identity, {
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    copies: { br: copies.br ?? brotliCompressSync(identity), gzip: copies.gzip ?? gzipSync(identity) },
    lastModified,
    varyByCookie: options.varyByCookie,
  });
}

/**
 * Loads a page of the web build (`index.html`, or the console's `admin.html`), with its brotli and gzip
 * copies (apps/web/vite.config.ts), once.
 * Every page navigation answers it (DESIGN §3), so it is the app's most requested file; from memory it
 * costs no file system calls. The build does not change while the server runs (its other files are
 * listed at start as well), so reading it once is exact.
 */
export function loadSpaShell(webDistDir: string, page = 'index.html', options: ShellOptions = {}): KeptFile {
  const path = join(webDistDir, page);
  return shellOf(readFileSync(path), copiesOf(path), statSync(path).mtime.toUTCString(), options);
}

/**
 * A page of the web build sent with `slot` (when it has one) filled and tags added at the end of its
 * head. Each filling's page is made and compressed once and kept while it is among the last
 * KEPT_FILLINGS used: the filling changes only when what it shows does (an operator's new key visual),
 * not per request. Its ETag follows its bytes, so a browser holding the page with the old picture gets
 * the new one; it carries no Last-Modified, as the file's time says nothing of the filling's.
 */
export function loadSlottedPage(
  webDistDir: string,
  page: string,
  slot: string | undefined,
  options: ShellOptions = {},
): SlottedPage {
  const html = readFileSync(join(webDistDir, page), 'utf8');
  const [before = html, after = ''] = slot === undefined ? [] : html.split(slot);
  const shells = new Map<string, KeptFile>();
  const shellFor = (filling: string, headTags: string): KeptFile => {
    const key = `${headTags}\u0000${filling}`;
    const kept = shells.get(key);
    if (kept) {
      // Map order is insertion order: the one used last moves to the end, the oldest leaves first.
      shells.delete(key);
      shells.set(key, kept);
      return kept;
    }
    // A function, so a `$&` or `$'` in a privilege's name is text, not a replacement pattern.
    const filled = `${before}${filling}${after}`.replace('</head>', () => `${headTags}</head>`);
    const shell = shellOf(Buffer.from(filled), {}, undefined, options);
    shells.set(key, shell);
    if (shells.size > KEPT_FILLINGS) shells.delete(shells.keys().next().value as string);
    return shell;
  };
  return { send: (request, reply, filling, headTags = '') => shellFor(filling, headTags).send(request, reply) };
}

/** Whether a page of the web build holds `slot`. */
export function hasSlot(webDistDir: string, page: string, slot: string): boolean {
  return readFileSync(join(webDistDir, page), 'utf8').includes(slot);
}

/** An inline script: a `<script>` with no `src` that runs (not a JSON data block). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts in the web build's pages (`index.html`,
 * `admin.html` and `pages/*.html`), each once: the build writes them (a members' page starts its first
 * reads from one, DESIGN §10), and the policy lets exactly those run (helmet.ts).
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const pagesDir = join(webDistDir, PAGES_DIR);
  const files = [
    ...(existsSync(webDistDir) ? readdirSync(webDistDir).map((file) => join(webDistDir, file)) : []),
    ...(existsSync(pagesDir) ? readdirSync(pagesDir).map((file) => join(pagesDir, file)) : []),
  ].filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const file of files) {
    for (const [, script = ''] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (script.trim() !== '') hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}
