import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from '../../../test/factories.js';

/** Small real receipt files for the tests of this module, the Document routes and the operator CLI. */
export async function receiptFiles() {
  const photo = () => sharp({ create: { width: 64, height: 96, channels: 3, background: '#f4efe6' } });
  const [jpeg, png, webp] = await Promise.all([
    photo().jpeg().toBuffer(),
    photo().png().toBuffer(),
    photo().webp().toBuffer(),
  ]);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  // An ISO-BMFF `ftyp` box (size, "ftyp", major brand "heic", version, compatible brands) as phones write it.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
    randomBytes(64),
  ]);
  return { jpeg, png, webp, pdf, heic };
}

export function multipartBody(field: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----receipt${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a receipt file as the browser would, optionally with an Idempotency-Key. */
export function postReceipt(
  app: FastifyInstance,
  token: string | null,
  file: Buffer,
  options: { field?: string; fileName?: string; idempotencyKey?: string } = {},
) {
  const body = multipartBody(options.field ?? 'Receipt', options.fileName ?? 'receipt.jpg', 'image/jpeg', file);
  return app.inject({
    method: 'POST',
    url: '/api/v1/Document/UploadReceipt',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
  });
}
