import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import { countUnsealedAuditRows } from '../../modules/audit/audit-sealer.js';
import { countJobs } from '../../modules/jobs/job-service.js';

/** What `/api/metrics` reports (DESIGN §17), one registry per app so apps built side by side stay apart. */
export interface AppMetrics {
  readonly registry: Registry;
  /** A request the rate limiter refused (429), by the route it aimed at. */
  countRateLimitRefusal(request: FastifyRequest): void;
  /** A job attempt that failed, by the job's kind. */
  countJobFailure(kind: string): void;
  /** Notifications a batch sent and gave up on (DESIGN §15). */
  countNotifications(counts: { sent: number; failed: number }): void;
}

/**
 * The label a request is counted under: the route's pattern (`/api/admin/v1/members/:id`), never the raw
 * URL, whose ids and query strings would make a series per member. Files and pages are one label, and a
 * path no route matches another.
 */
function routeLabelOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  return route === '/api' || route.startsWith('/api/') ? route : 'static';
}

export function createAppMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'db_pool_connections',
    help: "The database pool's connections: open (total), idle, and requests waiting for one",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, database.pool.totalCount);
      this.set({ state: 'idle' }, database.pool.idleCount);
      this.set({ state: 'waiting' }, database.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Back-office jobs by kind and state: queued and running are the queue depth, failed its failures',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // A scrape while the database is down still reports everything else; the pool gauge tells why.
      const counts = await countJobs(database.orm).catch(() => []);
      for (const { kind, state, total } of counts) this.set({ kind, state }, total);
    },
  });
  new Gauge({
    name: 'audit_unsealed_rows',
    help: 'Audit rows committed and not yet sealed into the chain: more than a few seconds of them means no sealer runs',
    registers: [registry],
    async collect() {
      const waiting = await countUnsealedAuditRows(database.orm).catch(() => undefined);
      if (waiting !== undefined) this.set(waiting);
    },
  });
  const jobFailures = new Counter({
    name: 'job_attempt_failures_total',
    help: 'Job attempts that failed (each is retried until its retries run out)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429 RATE_LIMITED)',
    labelNames: ['route'],
    registers: [registry],
  });
  const notificationsSent = new Counter({
    name: 'notifications_sent_total',
    help: 'Notifications sent by LINE or e-mail',
    registers: [registry],
  });
  const notificationsFailed = new Counter({
    name: 'notifications_failed_total',
    help: 'Notifications given up on after their last retry',
    registers: [registry],
  });
  return {
    registry,
    countNotifications: ({ sent, failed }) => {
      notificationsSent.inc(sent);
      notificationsFailed.inc(failed);
    },
    countRateLimitRefusal: (request) => rateLimitRefusals.inc({ route: routeLabelOf(request) }),
    countJobFailure: (kind) => jobFailures.inc({ kind }),
  };
}

/** Times every answer into a histogram by method, route pattern and status. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { metrics: AppMetrics }) => {
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      registers: [options.metrics.registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      latency.observe(
        { method: request.method, route: routeLabelOf(request), status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics' },
);
