import { APP_VERSION, type Readiness } from '@loyalty/contracts';
import type { Redis } from 'ioredis';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { LATEST_MIGRATION_AT } from '../../db/migrate.js';
import { latestAppliedMigrationAt, pingDatabase } from './health-repository.js';

/** `/api/health`: the process answers and the database runs `select 1`; a failure is reported, not thrown. */
export async function checkHealth(db: Executor, report: (error: unknown) => void) {
  try {
    await pingDatabase(db);
    return { status: 'ok', version: APP_VERSION, database: 'up' } as const;
  } catch (error) {
    report(error);
    return { status: 'degraded', version: APP_VERSION, database: 'down' } as const;
  }
}

/** How long a readiness check waits for Redis: a probe must answer well within its own timeout. */
const REDIS_PING_MS = 2000;

async function pingRedis(redis: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`Redis did not answer PING within ${REDIS_PING_MS} ms`)), REDIS_PING_MS);
  });
  try {
    await Promise.race([redis.ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/ready` (DESIGN §17): the database answers, holds every committed migration, and Redis answers when
 * one is configured. A failed check throws SERVICE_UNAVAILABLE after `report` has named it: which check
 * failed is for the operator's log, not for the answer (DESIGN §5).
 */
export async function checkReadiness(
  db: Executor,
  redis: Redis | undefined,
  report: (problem: string, error?: unknown) => void,
): Promise<Readiness> {
  const fail = (problem: string, error?: unknown): never => {
    report(problem, error);
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
  };
  const appliedAt = await latestAppliedMigrationAt(db).catch((error: unknown) =>
    fail('readiness: database unreachable or not migrated', error),
  );
  if (appliedAt === undefined || appliedAt < LATEST_MIGRATION_AT) fail('readiness: migrations pending');
  if (redis) await pingRedis(redis).catch((error: unknown) => fail('readiness: Redis unreachable', error));
  return { database: 'up', migrations: 'applied', redis: redis ? 'up' : 'not_configured' };
}
