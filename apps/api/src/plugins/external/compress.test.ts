import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, compressPlugin } from './compress.js';

const app = Fastify();

/** A JSON answer of exactly `bytes` bytes. */
function answerOf(bytes: number): string {
  const shell = JSON.stringify({ status: 'success', data: '' });
  return JSON.stringify({ status: 'success', data: 'x'.repeat(bytes - shell.length) });
}

beforeAll(async () => {
  await app.register(compressPlugin);
  app.get('/sized', async (request, reply) => {
    const { bytes } = request.query as { bytes: string };
    return reply.type('application/json').send(answerOf(Number(bytes)));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('on-the-fly compression', () => {
  it('leaves an answer that fits the first round trip as it is', async () => {
    const response = await app.inject({
      url: `/sized?bytes=${COMPRESS_THRESHOLD_BYTES - 1}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(COMPRESS_THRESHOLD_BYTES - 1);
  });

  it('gzips a larger answer, even for a client that also takes brotli', async () => {
    const response = await app.inject({
      url: `/sized?bytes=${COMPRESS_THRESHOLD_BYTES}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(answerOf(COMPRESS_THRESHOLD_BYTES));
  });
});
