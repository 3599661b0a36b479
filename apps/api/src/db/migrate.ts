import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every committed migration not yet applied; safe to run at each start. */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.orm, { migrationsFolder: MIGRATIONS_DIR });
}
