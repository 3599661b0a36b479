import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';
import { loadReferenceData } from './reference-data.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every committed migration not yet applied, then the reference data; safe to run at each start. */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.orm, { migrationsFolder: MIGRATIONS_DIR });
  await loadReferenceData(database.orm);
}
