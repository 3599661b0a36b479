import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import { isUtf8MimeType, mime } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings a file's compressed copies are kept in, as the web build writes them beside it. */
export type Encoding = 'br' | 'gzip';

/** A file's bytes compressed, by encoding; a file may have none. */
export type CompressedCopies = Partial<Record<Encoding, Buffer>>;

const COPY_EXTENSIONS: Record<Encoding, string> = { br: 'br', gzip: 'gz' };

/** A file answered from memory: its bytes and headers worked out once, chosen per request. */
export interface KeptFile {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export interface KeptFileOptions {
  contentType: string;
  cacheControl: string;
  /** The same bytes compressed, sent to a client that accepts the encoding. */
  copies?: CompressedCopies;
  /** When the bytes were written; a file whose bytes are made per filling has none. */
  lastModified?: string;
  /** The bytes are one of a page's languages, chosen by the language cookie (decision 034). */
  varyByCookie?: boolean;
}

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * Keeps `identity` and its copies with their headers: an ETag from the content (so every instance of one
 * build answers the same tag, and a revalidation of the same bytes is a 304), and the encoding the client
 * accepts, negotiated once per distinct Accept-Encoding header.
 */
export function keptFile(identity: Buffer, options: KeptFileOptions): KeptFile {
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const copies = Object.entries(options.copies ?? {}) as [Encoding, Buffer][];
  const varyOn = [...(copies.length > 0 ? ['accept-encoding'] : []), ...(options.varyByCookie ? ['cookie'] : [])];
  const common: Record<string, string> = {
    'content-type': options.contentType,
    'cache-control': options.cacheControl,
    ...(varyOn.length > 0 ? { vary: varyOn.join(', ') } : {}),
    etag,
    ...(options.lastModified ? { 'last-modified': options.lastModified } : {}),
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
  const variants = new Map<string, Variant>([
    ...copies.map(([encoding, body]) => [encoding, variant(body, encoding)] as const),
    ['identity', plain],
  ]);
  const offered = [...variants.keys()];
  // Browsers send the same Accept-Encoding on every visit: the last one's choice is kept, not parsed again.
  let lastAccepted = { header: '', variant: plain };
  const variantFor = (header: string): Variant => {
    if (copies.length === 0) return plain;
    if (header !== lastAccepted.header) {
      const accepted = negotiate(header, offered);
      lastAccepted = { header, variant: (accepted && variants.get(accepted)) || plain };
    }
    return lastAccepted.variant;
  };

  return {
    send(request, reply) {
      if (request.headers['if-none-match']?.includes(etag)) return reply.code(304).headers(common).send();
      const chosen = variantFor(request.headers['accept-encoding'] ?? '');
      return reply.headers(chosen.headers).send(chosen.body);
    },
  };
}

/** A file's media type as static file servers name it (`@fastify/send`'s table), text in UTF-8. */
export function contentTypeOf(path: string): string {
  const type = mime.getType(path) ?? 'application/octet-stream';
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** A file's compressed copies the build wrote beside it (`x.js.br`, `x.js.gz`). */
export function copiesOf(path: string): CompressedCopies {
  const copies: CompressedCopies = {};
  for (const [encoding, extension] of Object.entries(COPY_EXTENSIONS) as [Encoding, string][]) {
    if (existsSync(`${path}.${extension}`)) copies[encoding] = readFileSync(`${path}.${extension}`);
  }
  return copies;
}

/**
 * Every file under `dir` read once, by the URL path it answers (`prefix` and its path under `dir`), with
 * the compressed copies beside it: the copies are sent, not listed as files of their own. Dot files and
 * what `isListed` refuses stay out. For folders whose files do not change while the server runs.
 */
export function loadKeptFiles(
  dir: string,
  options: {
    prefix: string;
    cacheControlOf: (urlPath: string) => string;
    isListed?: (urlPath: string) => boolean;
  },
): Map<string, KeptFile> {
  const files = new Map<string, KeptFile>();
  if (!existsSync(dir)) return files;
  const paths = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name));
  const onDisk = new Set(paths);
  for (const path of paths) {
    const isCopy = Object.values(COPY_EXTENSIONS).some(
      (extension) => path.endsWith(`.${extension}`) && onDisk.has(path.slice(0, -extension.length - 1)),
    );
    const name = relative(dir, path).split(sep);
    if (isCopy || name.some((part) => part.startsWith('.'))) continue;
    const urlPath = `${options.prefix}${name.join('/')}`;
    const stat = statSync(path);
    if (!stat.isFile() || !(options.isListed?.(urlPath) ?? true)) continue;
    files.set(
      urlPath,
      keptFile(readFileSync(path), {
        contentType: contentTypeOf(path),
        cacheControl: options.cacheControlOf(urlPath),
        copies: copiesOf(path),
        lastModified: stat.mtime.toUTCString(),
      }),
    );
  }
  return files;
}
