import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, useTestDatabase } from '../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const BANNERS = '/api/v1/Banner/GetLandingBanner?group=Landing-Kv';

describe('rate limits', () => {
  it('answers RATE_LIMITED in the envelope past the global limit', async () => {
    app = await buildTestApp(context.database, {
      config: { rateLimit: { globalMax: 3, loginMax: 10, checkEmailMax: 10, exemptLoopback: false } },
    });
    const statuses = [];
    for (let request = 0; request < 4; request += 1) statuses.push((await app.inject(BANNERS)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject(BANNERS);
    expect(limited.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED', http_status: 429 });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits CheckUserEmail tighter than the rest of the API', async () => {
    app = await buildTestApp(context.database, {
      config: { rateLimit: { globalMax: 1000, loginMax: 10, checkEmailMax: 2, exemptLoopback: false } },
    });
    const check = () =>
      app?.inject({
        method: 'POST',
        url: '/api/v1/authentication/CheckUserEmail',
        payload: { Email: 'someone@example.com' },
      });
    const codes = [];
    for (let request = 0; request < 3; request += 1) codes.push((await check())?.json().code ?? 'ok');
    expect(codes).toEqual(['ok', 'ok', 'RATE_LIMITED']);
  });

  it('limits log-in attempts per address and identifier', async () => {
    app = await buildTestApp(context.database, {
      config: { rateLimit: { globalMax: 1000, loginMax: 2, checkEmailMax: 10, exemptLoopback: false } },
    });
    const login = (Email: string) =>
      app?.inject({ method: 'POST', url: '/api/v1/authentication/LoginEmail', payload: { Email, Password: 'x' } });
    await login('a@example.com');
    await login('a@example.com');
    expect((await login('a@example.com'))?.json().code).toBe('RATE_LIMITED');
    expect((await login('b@example.com'))?.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('lets loopback clients past the limits outside production (local load and end-to-end runs)', async () => {
    app = await buildTestApp(context.database, {
      config: { rateLimit: { globalMax: 1, loginMax: 1, checkEmailMax: 1, exemptLoopback: true } },
    });
    await app.inject(BANNERS);
    expect((await app.inject(BANNERS)).statusCode).toBe(200);
    const check = {
      method: 'POST' as const,
      url: '/api/v1/authentication/CheckUserEmail',
      payload: { Email: 'a@b.co' },
    };
    await app.inject(check);
    expect((await app.inject(check)).statusCode).toBe(200);
    expect((await app.inject({ url: BANNERS, remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    expect((await app.inject({ url: BANNERS, remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
  });
});
