import { describe, expect, it } from 'vitest';
import { appConfigFrom, parseEnv } from './config.js';

describe('configuration', () => {
  it('defaults to port 3000, ./data, the embedded database and a seven-day session', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      EMBEDDED_PG_PORT: 54329,
      NODE_ENV: 'development',
      SESSION_TTL_SECONDS: 604_800,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('runs one server process unless WEB_CONCURRENCY asks for more, and refuses none', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses invalid values with the variable named', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('takes the rate limits from the environment, the same in every environment', () => {
    const secret = 'x'.repeat(32);
    const limits = { RATE_LIMIT_MAX: '5000', RATE_LIMIT_LOGIN_MAX: '40', RATE_LIMIT_OTP_MAX: '30' };
    const expected = {
      globalMax: 5000,
      loginMax: 40,
      checkEmailMax: 30,
      otpMax: 30,
      recipientLookupMax: 30,
      partnerMax: 6000,
    };
    expect(appConfigFrom(parseEnv(limits), secret).rateLimit).toEqual(expected);
    expect(appConfigFrom(parseEnv({ ...limits, NODE_ENV: 'production' }), secret).rateLimit).toEqual(expected);
  });
});
