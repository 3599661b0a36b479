import type { Adapters } from './adapters/types.js';
import type { CacheRegistry } from './caches.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AuthContext } from './modules/auth/auth-service.js';
import type { JobQueue } from './modules/jobs/job-queue.js';
import type { AppMetrics } from './plugins/app/metrics.js';

/** What route handlers hand to services: configuration, the database and the outside services. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  adapters: Adapters;
  auth: AuthContext;
  /** Every cache the app keeps, by name, forgotten by change notices (`caches.ts`, decision 041). */
  caches: CacheRegistry;
  /** Long back-office work (decision 028); started by the serving process, or by a test that needs it. */
  jobs: JobQueue;
  /** What `/api/metrics` reports; the serving process's background work counts into it too. */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** What the OTP service needs, from the app's dependencies; the session secret also keys the code hashes. */
export function otpContextOf(deps: AppDeps) {
  return { orm: deps.database.orm, adapters: deps.adapters, auth: deps.auth, secret: deps.config.sessionSecret };
}
