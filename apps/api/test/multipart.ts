import { randomBytes } from 'node:crypto';

/** A `multipart/form-data` body carrying one file under `field`, as a browser's form posts it. */
export function multipartBody(field: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----testkit${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
