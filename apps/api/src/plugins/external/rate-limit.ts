import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../../app-error.js';
import type { RateLimitConfig } from '../../config.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address. Fastify reads it from the socket, which is gone once a client hangs up
 * mid-request (a browser navigating away); such a request is still counted, under one shared key.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip ?? 'disconnected';
}

function isLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(clientAddress(request));
}

/**
 * A global per-address limit and, per route, tighter ones (login, CheckUserEmail). With Redis the
 * counters are shared by every instance (DESIGN §9); otherwise they live in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limits: RateLimitConfig; redis?: Redis | undefined }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.limits.globalMax,
      timeWindow: 60_000,
      ...(options.redis ? { redis: options.redis, nameSpace: 'loyalty-rate-limit:' } : {}),
      keyGenerator: clientAddress,
      allowList: (request) => options.limits.exemptLoopback && isLoopback(request),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'rate-limit' },
);
