import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Env } from '../config.js';
import { connectDatabase } from '../db/client.js';
import { EMBEDDED_DATABASE, type EmbeddedPostgres, ensureDatabase, startEmbeddedPostgres } from '../db/embedded.js';
import { migrateAndSeed, migrateDatabase } from '../db/migrate.js';
import { seedDemoData } from '../seed/seed.js';

/** What every process serving the app needs from the one that prepared the database. */
export interface ServeSetup {
  databaseUrl: string;
  sessionSecret: string;
}

export interface PreparedDatabase extends ServeSetup {
  /** The demo seed ran (outside production): the welcome lists the demo accounts. */
  seeded: boolean;
  /** The embedded PostgreSQL this process started, to stop after every server on it has closed. */
  embedded: EmbeddedPostgres | undefined;
}

/** `SESSION_SECRET`, or one generated once and kept under DATA_DIR (DESIGN §5), readable by the owner only. */
async function sessionSecretOf(env: Env, dataDir: string, embedded: boolean): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'production' && !embedded) {
    throw new Error('SESSION_SECRET is required in production with an outside database (instances must share it)');
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Once per start, before any server listens: the database (outside, or the embedded one started here),
 * the session secret, the migrations and, outside production, the demo seed. With `WEB_CONCURRENCY`
 * workers only the primary process does this, so the seed runs once and one embedded PostgreSQL serves all.
 */
export async function prepareDatabase(env: Env): Promise<PreparedDatabase> {
  const dataDir = resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dir: join(dataDir, 'pg'), port: env.EMBEDDED_PG_PORT });
    databaseUrl = await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
  }
  const sessionSecret = await sessionSecretOf(env, dataDir, embedded !== undefined);
  // Two at least: the set-up lock holds one connection while the seed works through the others.
  const database = connectDatabase(databaseUrl, { max: Math.max(2, env.DATABASE_POOL_MAX) });
  const seeded = env.NODE_ENV !== 'production';
  try {
    if (seeded) await migrateAndSeed(database, () => seedDemoData(database.orm));
    else await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return { databaseUrl, sessionSecret, seeded, embedded };
}
