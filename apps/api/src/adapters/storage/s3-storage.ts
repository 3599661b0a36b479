import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './file-storage.js';

export interface S3Options {
  /** e.g. `https://s3.ap-southeast-1.amazonaws.com` or a MinIO / R2 endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are read publicly (a CDN); defaults to `<endpoint>/<bucket>`. */
  publicUrl?: string | undefined;
  fetch?: typeof fetch;
}

/** S3-compatible object storage: SigV4-signed path-style PUT, GET and DELETE per file (AWS, MinIO, R2). */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const send = options.fetch ?? fetch;
  const base = options.endpoint.replace(/\/+$/, '');
  const publicBase = (options.publicUrl ?? `${base}/${options.bucket}`).replace(/\/+$/, '');
  const urlOf = (key: string) => `${publicBase}/${key}`;
  return {
    async put(key, body, contentType) {
      const request = await client.sign(`${base}/${options.bucket}/${key}`, {
        method: 'PUT',
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
        body,
      });
      const response = await send(request, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`Object storage answered HTTP ${response.status}`);
      return urlOf(key);
    },
    urlOf,
    async open(key) {
      const request = await client.sign(`${base}/${options.bucket}/${key}`, { method: 'GET' });
      const response = await send(request, { signal: AbortSignal.timeout(30_000) });
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) throw new Error(`Object storage answered HTTP ${response.status}`);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async remove(key) {
      const request = await client.sign(`${base}/${options.bucket}/${key}`, { method: 'DELETE' });
      const response = await send(request, { signal: AbortSignal.timeout(30_000) });
      // S3 answers 204 whether or not the key held an object; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw new Error(`Object storage answered HTTP ${response.status}`);
    },
    keyOf: (url) => (url.startsWith(`${publicBase}/`) ? url.slice(publicBase.length + 1) : undefined),
  };
}
