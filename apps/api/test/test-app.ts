import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Orm } from '../src/db/client.js';
import { buildTestApp, createTestDatabase, type TestAppOptions } from './helper.js';

/** What a test file works with: the app and the database it runs on. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The database's Drizzle handle, for fixtures and for reading what a call left behind. */
  readonly db: Orm;
  /** The database's URL, to connect another pool to it as a second API process would. */
  readonly url: string;
}

/**
 * One database cloned from the migrated template and one app on it for the whole test file, built before
 * its tests and closed after them. Read the fields inside tests and hooks (they exist once `beforeAll` ran).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let created: { database: Awaited<ReturnType<typeof createTestDatabase>>; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    created = { database, app: await buildTestApp(database.database, options) };
  });
  afterAll(async () => {
    await created?.app.close();
    await created?.database.drop();
  });
  const current = () => {
    if (!created) throw new Error('The test app exists only inside tests and hooks');
    return created;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database.database;
    },
    get db() {
      return current().database.database.orm;
    },
    get url() {
      return current().database.url;
    },
  };
}
