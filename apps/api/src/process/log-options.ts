import type { LoggerOptions } from 'pino';
import type { Env } from '../config.js';

/**
 * The server's logger (DESIGN §17): outside production, on a terminal, lines a person reads (pino-pretty,
 * in a worker thread of its own); everywhere else one JSON object per line, for a log collector.
 */
export function loggerOptionsOf(env: Env, isTerminal = process.stdout.isTTY === true): LoggerOptions {
  if (env.NODE_ENV === 'production' || !isTerminal) return { level: env.LOG_LEVEL };
  return {
    level: env.LOG_LEVEL,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
