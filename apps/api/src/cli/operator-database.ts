import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Env } from '../config.js';
import { connectDatabase, type Database, type Orm } from '../db/client.js';
import {
  EMBEDDED_DATABASE,
  type EmbeddedOptions,
  type EmbeddedPostgres,
  embeddedMaintenanceUrl,
  ensureDatabase,
  startEmbeddedPostgres,
} from '../db/embedded.js';
import { migrateDatabase } from '../db/migrate.js';
import { CliError } from './cli-error.js';

export interface OperatorDatabase {
  orm: Orm;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Told when the CLI starts the embedded cluster itself (the app is not running). */
  onNotice?: (message: string) => void;
  /** How the embedded cluster starts; the server's own way unless a test stands in. */
  startEmbedded?: (options: EmbeddedOptions) => Promise<EmbeddedPostgres>;
  /** The embedded mode's database name; tests use a throw-away one. */
  databaseName?: string;
}

/** Whether a PostgreSQL answers at `url`: false only when nothing listens there. */
async function isListening(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ECONNREFUSED') return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function connect(url: string, stopAfter?: EmbeddedPostgres): OperatorDatabase & { database: Database } {
  const database = connectDatabase(url, { max: 2 });
  return {
    database,
    orm: database.orm,
    close: async () => {
      await database.close();
      await stopAfter?.stop();
    },
  };
}

/**
 * The database `npm start` uses, found the same way (DATABASE_URL, else the embedded cluster under
 * DATA_DIR/pg on EMBEDDED_PG_PORT). While the app runs the CLI connects to its cluster; when the app is
 * stopped the CLI starts that cluster itself for the one command (migrated like the server would) and
 * stops it after, so operators need not start the app to review receipts. Without any cluster yet there is
 * nothing to review: the error says to start the app once.
 */
export async function openOperatorDatabase(env: Env, options: OpenOptions = {}): Promise<OperatorDatabase> {
  if (env.DATABASE_URL) return connect(env.DATABASE_URL);
  const name = options.databaseName ?? EMBEDDED_DATABASE;
  const maintenanceUrl = embeddedMaintenanceUrl(env.EMBEDDED_PG_PORT);
  if (await isListening(maintenanceUrl)) return connect(await ensureDatabase(maintenanceUrl, name));
  const clusterDir = join(resolve(env.DATA_DIR), 'pg');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new CliError(
      `No database under ${clusterDir} yet: run \`npm start\` once to create it (or set DATABASE_URL to the app's database).`,
    );
  }
  options.onNotice?.('The app is not running: starting its embedded database for this command…');
  const embedded = await (options.startEmbedded ?? startEmbeddedPostgres)({
    dir: clusterDir,
    port: env.EMBEDDED_PG_PORT,
  });
  try {
    const opened = connect(await ensureDatabase(embedded.url, name), embedded);
    await migrateDatabase(opened.database).catch(async (error: unknown) => {
      await opened.database.close();
      throw error;
    });
    return opened;
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
