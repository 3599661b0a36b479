import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../../../test/helper.js';
import { useTestApp } from '../../../test/test-app.js';
import { appConfigFrom, parseEnv } from '../../config.js';
import { clientAddress } from './rate-limit.js';

const env = parseEnv({ NODE_ENV: 'development', RATE_LIMIT_MAX: '3', RATE_LIMIT_LOGIN_MAX: '2' });
const { rateLimit } = appConfigFrom(env, TEST_SESSION_SECRET);
const context = useTestApp({ config: { nodeEnv: 'development', rateLimit } });

describe('clientAddress', () => {
  it('is the request address while the client is connected', () => {
    expect(clientAddress({ ip: '203.0.113.7' } as FastifyRequest)).toBe('203.0.113.7');
  });

  it('still gives a key once the client has hung up and the socket has no address', () => {
    expect(clientAddress({ ip: undefined } as unknown as FastifyRequest)).toBe('disconnected');
  });
});

describe('rate limits', () => {
  it('hold for a loopback client in development too, at the limits the environment sets', async () => {
    const { app } = context;
    const fromLoopback = { remoteAddress: '127.0.0.1' };
    const reads: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await app.inject({ url: '/api/v1/Banner/GetLandingBanner?group=Landing-Kv', ...fromLoopback });
      reads.push(response.statusCode);
    }
    expect(reads).toEqual([200, 200, 200, 429]);
    const logins: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/authentication/LoginEmail',
        payload: { Email: 'nobody@example.com', Password: 'Wrong1234!' },
        remoteAddress: '::1',
      });
      logins.push(response.statusCode);
    }
    expect(logins).toEqual([401, 401, 429]);
  });
});
