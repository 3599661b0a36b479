import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../../app-error.js';
import type { RateLimitConfig } from '../../config.js';

/**
 * The client's address. Fastify reads it from the socket, which is gone once a client hangs up
 * mid-request (a browser navigating away); such a request is still counted, under one shared key.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip ?? 'disconnected';
}

/**
 * A global per-address limit and, per route, tighter ones (login, CheckUserEmail). With Redis the
 * counters are shared by every instance on the same database (DESIGN §9), under a namespace of that
 * database: another environment using the same Redis (a test run beside `npm start`) has members with
 * the same ids, whose per-member counters must stay apart. Without Redis they live in this process.
 * Every client is limited, loopback included, in every environment: tests and benchmarks raise the
 * limits through the `RATE_LIMIT_*` settings instead of skipping them, so a limit can be tested on one
 * machine.
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      limits: RateLimitConfig;
      redis?: Redis | undefined;
      databaseIdentity: string;
      /** Told of each request a limit refuses (`/api/metrics` counts them). */
      onRefused?: (request: FastifyRequest) => void;
    },
  ) => {
    await app.register(rateLimit, {
      global: true,
      max: options.limits.globalMax,
      timeWindow: 60_000,
      ...(options.redis ? { redis: options.redis, nameSpace: `loyalty-rate-limit:${options.databaseIdentity}:` } : {}),
      keyGenerator: clientAddress,
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      ...(options.onRefused ? { onExceeded: options.onRefused } : {}),
    });
  },
  { name: 'rate-limit' },
);
