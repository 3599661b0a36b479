import { createHash, timingSafeEqual } from 'node:crypto';
import { METRICS_PATH } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import type { AppMetrics } from '../plugins/app/metrics.js';

/** The socket's own address, never a forwarded header: a client cannot claim to be this machine. */
function isLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Compared as digests, in constant time: the answer tells nothing of how much of a guess was right. */
function isToken(request: FastifyRequest, token: string | undefined): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !sent) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * `GET /api/metrics` (DESIGN §17): Prometheus text for a scraper on this machine, or one elsewhere that
 * sends `Authorization: Bearer $METRICS_TOKEN`; anyone else gets 401 UNAUTHORIZED. A reverse proxy on this
 * machine makes every request loopback: README asks it to keep this path to itself.
 */
export default async function metricsRoutes(app: FastifyInstance, options: { metrics: AppMetrics }) {
  app.get(METRICS_PATH, {
    schema: { summary: 'Prometheus metrics (loopback, or a bearer METRICS_TOKEN)', tags: ['ops'], hide: true },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      if (!isLoopback(request) && !isToken(request, app.deps.config.metricsToken)) throw new AppError('UNAUTHORIZED');
      const text = await options.metrics.registry.metrics();
      return reply.type(options.metrics.registry.contentType).send(text);
    },
  });
}
