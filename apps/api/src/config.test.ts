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

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses invalid values with the variable named', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('exempts loopback from the global rate limit only outside production', () => {
    const secret = 'x'.repeat(32);
    expect(appConfigFrom(parseEnv({}), secret).rateLimit.exemptLoopback).toBe(true);
    expect(appConfigFrom(parseEnv({ NODE_ENV: 'production' }), secret).rateLimit.exemptLoopback).toBe(false);
  });
});
