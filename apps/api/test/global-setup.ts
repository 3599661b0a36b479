import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { databaseUrl } from './database-url.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the PostgreSQL server's maintenance database, for creating and dropping databases. */
    apiDatabaseServerUrl: string;
    /** The migrated database every test file clones. */
    apiTemplateDatabase: string;
  }
}

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The embedded cluster lives for one run and is deleted after it: nothing in it outlives a crash, so it
 * need not wait for the disk. Each test file clones the template (229 clones a run) and writes its own
 * rows; with every write flushed, the API suite kept the two cores 83 % busy, 27 % of it in the kernel.
 */
const THROW_AWAY_CLUSTER = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/** `TEST_DATABASE_URL`'s server when set, otherwise an embedded PostgreSQL for this run only. */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  const embeddedDir = join(repoRoot, '.test-data', `pg-${process.pid}`);
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    rmSync(embeddedDir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres({ dir: embeddedDir, port: await freePort(), settings: THROW_AWAY_CLUSTER });
    serverUrl = embedded.url;
  }

  const template = `api_template_${process.pid}_${Date.now()}`;
  await runAdmin(serverUrl, `CREATE DATABASE ${template}`);
  const database = connectDatabase(databaseUrl(serverUrl, template), { max: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('apiDatabaseServerUrl', serverUrl);
  project.provide('apiTemplateDatabase', template);

  return async () => {
    await runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    if (embedded) {
      await embedded.stop();
      rmSync(embeddedDir, { recursive: true, force: true });
    }
  };
}
