import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defineCall } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.js';
import { registerCall } from './call-route.js';

/** How often the output contract checked an answer. */
let checks = 0;

const item = z.object({ id: z.number().int(), name: z.string() });
/** Test-only calls: one answering a kept (frozen) list, one a list made per request. */
const keptList = defineCall({
  name: 'KeptTestList',
  method: 'GET',
  path: '/Test/KeptTestList',
  summary: 'Test-only call answering one frozen list to every request',
  access: 'public',
  input: z.object({ small: z.enum(['yes', 'no']).optional() }),
  output: z.object({ items: z.array(item) }).refine(() => {
    checks += 1;
    return true;
  }),
  errors: [],
});
const freshList = defineCall({ ...keptList, name: 'FreshTestList', path: '/Test/FreshTestList' });

/** Freezes `value` as a kept answer is, keeping its type. */
function frozen<T extends object>(value: T): T {
  Object.freeze(value);
  return value;
}

/** A kept answer of ~3 KB, each item with a field its contract does not name. */
const kept = frozen({
  items: frozen(Array.from({ length: 60 }, (_, id) => frozen({ id, name: `Privilege number ${id}`, secret: 'hash' }))),
});
const keptSmall = frozen({ items: frozen([frozen({ id: 1, name: 'One', secret: 'hash' })]) });

const context = useTestApp();

beforeAll(async () => {
  registerCall(context.app, keptList, { handler: async ({ input }) => (input.small === 'yes' ? keptSmall : kept) });
  registerCall(context.app, freshList, { handler: async () => ({ items: [{ id: 1, name: 'One' }] }) });
  await context.app.ready();
});

const get = (url: string, acceptEncoding: string) =>
  context.app.inject({ url: `/api/v1/Test/${url}`, headers: { 'accept-encoding': acceptEncoding } });

describe('a frozen answer many requests share', () => {
  it('is checked against its contract once, and sent in the encoding each client accepts', async () => {
    checks = 0;
    const brotli = await get('KeptTestList', 'gzip, deflate, br');
    const gzip = await get('KeptTestList', 'gzip');
    const identity = await get('KeptTestList', 'identity');

    expect(checks).toBe(1);
    const expected = { status: 'success', data: { items: kept.items.map(({ id, name }) => ({ id, name })) } };
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(expected);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(expected);
    for (const response of [brotli, gzip, identity]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('goes uncompressed under 1 KB, where headers would outweigh the saving', async () => {
    const response = await get('KeptTestList?small=yes', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'success', data: { items: [{ id: 1, name: 'One' }] } });
  });

  it('leaves an answer made per request to the usual path, checked every time', async () => {
    checks = 0;
    await get('FreshTestList', 'br');
    await get('FreshTestList', 'br');
    expect(checks).toBe(2);
  });
});
