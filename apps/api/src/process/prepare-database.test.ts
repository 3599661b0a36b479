import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET, useTestDatabase } from '../../test/helper.js';
import { scratchDataDir } from '../../test/server-process.js';
import { parseEnv } from '../config.js';
import { prepareDatabase } from './prepare-database.js';

/** Two demo seeds (argon2 hashes, the catalogue, the demo redemptions) one after the other on a busy machine. */
const TWO_SEEDS_MS = 60_000;
/** The servers prepare it themselves: a database no app has touched, not an app in this process. */
const fresh = useTestDatabase();

describe('prepareDatabase', () => {
  it('seeds the demo data once when two development servers start together on a fresh database', {
    timeout: TWO_SEEDS_MS,
  }, async () => {
    const dataDir = scratchDataDir();
    try {
      const env = parseEnv({
        NODE_ENV: 'development',
        DATABASE_URL: fresh.url,
        DATA_DIR: dataDir.dir,
        SESSION_SECRET: TEST_SESSION_SECRET,
      });
      const started = await Promise.allSettled([prepareDatabase(env), prepareDatabase(env)]);
      expect(started.map((outcome) => (outcome.status === 'fulfilled' ? 'started' : String(outcome.reason)))).toEqual([
        'started',
        'started',
      ]);
      const seeded = await fresh.database.pool.query(
        `select (select count(*)::int from members where email = 'demo@example.com') as members,
                (select count(*)::int from operators where email = 'admin@example.com') as operators`,
      );
      expect(seeded.rows[0]).toEqual({ members: 1, operators: 1 });
    } finally {
      dataDir.remove();
    }
  });
});
