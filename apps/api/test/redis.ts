import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** REDIS_URL when set, else the Redis `.ci/run` starts on this machine. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * A Redis client for suites about several API processes (DESIGN §7: shared rate limits). Never
 * skipped: without Redis the suite fails and says how to get one.
 */
export async function connectTestRedis(): Promise<Redis> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 2,
    retryStrategy: () => null,
  });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => (lastError = error));
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `These tests need Redis and none answered at ${TEST_REDIS_URL} (${(lastError ?? (error as Error)).message}). Start one ` +
        '(`apt-get install redis-server`, then `redis-server --daemonize yes`; `.ci/run` does both) or point ' +
        'REDIS_URL at one.',
    );
  }
}

/**
 * A client address of the documentation range (RFC 3849) no other run uses: rate-limit counters live
 * in the shared Redis, which other test runs on this machine use at the same moment.
 */
export function uniqueClientAddress(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `2001:db8:${groups.slice(0, 4).join(':')}::1`;
}
