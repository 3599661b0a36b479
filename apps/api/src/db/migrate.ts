import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Orm } from './client.js';
import { loadReferenceData } from './reference-data.js';
import * as schema from './schema.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * When the newest committed migration was generated (its journal's `when`): drizzle records that time as
 * the `created_at` of each migration it applies, so a database holding it has every migration applied.
 */
export const LATEST_MIGRATION_AT: number = Math.max(
  ...(
    JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
  ).entries.map((entry) => entry.when),
);
/** The advisory lock key of the set-up: any 64-bit number no other lock of this database uses. */
const SETUP_LOCK = "hashtextextended('loyalty:migrations', 0)";

/**
 * Runs `work` while this process holds the database's set-up lock: a session advisory lock held on a
 * connection of its own. Processes starting together (several instances, or `WEB_CONCURRENCY` workers)
 * queue on it, so each step of the set-up (migrations, reference data, demo seed) runs in one process at
 * a time and the next finds it done. `work` gets that connection; it may use the pool as well.
 */
async function holdingSetupLock(database: Database, work: (lockHolder: Orm) => Promise<void>): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${SETUP_LOCK})`);
    try {
      await work(drizzle(client, { schema }));
    } finally {
      await client.query(`select pg_advisory_unlock(${SETUP_LOCK})`);
    }
  } finally {
    client.release();
  }
}

/** Every committed migration not yet applied, then the reference data. */
async function applyMigrations(orm: Orm): Promise<void> {
  await migrate(orm, { migrationsFolder: MIGRATIONS_DIR });
  await loadReferenceData(orm);
}

/**
 * Applies every committed migration not yet applied, then the reference data; safe to run at each start.
 * Under the set-up lock: two processes would both create the first migration's types and one would die of it.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await holdingSetupLock(database, applyMigrations);
}

/**
 * Migrates, then runs `seed` under the same lock: a seed checks what exists before it inserts, which only
 * holds while no other process seeds (two development servers started together on a fresh database had
 * both found no demo member, and one died inserting it a second time).
 */
export async function migrateAndSeed(database: Database, seed: () => Promise<void>): Promise<void> {
  await holdingSetupLock(database, async (orm) => {
    await applyMigrations(orm);
    await seed();
  });
}
