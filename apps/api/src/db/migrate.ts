import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';
import { loadReferenceData } from './reference-data.js';
import * as schema from './schema.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock key of the migrations: any 64-bit number no other lock of this database uses. */
const MIGRATION_LOCK = "hashtextextended('loyalty:migrations', 0)";

/**
 * Applies every committed migration not yet applied, then the reference data; safe to run at each start.
 * Processes starting together (several instances, or `WEB_CONCURRENCY` workers) queue on one session
 * advisory lock held on one connection: the first migrates, the others then find nothing left to do.
 * Were it not held, two would both create the first migration's types and one would die of it.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      const orm = drizzle(client, { schema });
      await migrate(orm, { migrationsFolder: MIGRATIONS_DIR });
      await loadReferenceData(orm);
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}
