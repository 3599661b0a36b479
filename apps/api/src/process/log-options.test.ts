import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config.js';
import { loggerOptionsOf } from './log-options.js';

describe('loggerOptionsOf', () => {
  it('writes readable lines on a terminal in development', () => {
    const options = loggerOptionsOf(parseEnv({ NODE_ENV: 'development' }), true);
    expect(options).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
  });

  it('writes JSON when the output is not a terminal, and always in production', () => {
    expect(loggerOptionsOf(parseEnv({ NODE_ENV: 'development' }), false)).toEqual({ level: 'info' });
    expect(loggerOptionsOf(parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), true)).toEqual({ level: 'warn' });
  });
});
