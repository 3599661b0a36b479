import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, type Database, type Orm } from '../src/db/client.js';
import { buildTestApp, createTestDatabase, type TestAppOptions } from './helper.js';

export interface UseTestAppOptions extends TestAppOptions {
  /**
   * What the app must find in the database as it starts (the demo seed, a key visual already live): run
   * on the file's database before its app is built.
   */
  prepare?: (db: Orm) => Promise<unknown>;
}

export interface OtherAppOptions extends TestAppOptions {
  /**
   * A pool of its own on the file's database (as large as the first app's), as a second API process
   * has, instead of sharing the first app's; closed after the file's tests.
   */
  ownPool?: boolean;
}

/** What a test file works with: the app and the database it runs on. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The database's Drizzle handle, for fixtures and for reading what a call left behind. */
  readonly db: Orm;
  /** The database's URL, to connect another pool to it as a second API process would. */
  readonly url: string;
  /**
   * Another app on the file's database: configured otherwise than the file's app, or standing for a
   * second API process. Closed after the file's tests unless the test closes it first.
   */
  buildApp(options?: OtherAppOptions): Promise<FastifyInstance>;
}

/**
 * One database cloned from the migrated template and one app on it for the whole test file, built before
 * its tests and closed after them. Read the fields inside tests and hooks (they exist once `beforeAll` ran).
 */
export function useTestApp(options: UseTestAppOptions = {}): TestApp {
  const { prepare, ...appOptions } = options;
  let created: { database: Awaited<ReturnType<typeof createTestDatabase>>; app: FastifyInstance } | undefined;
  /** Apps built by `buildApp` and not closed yet, and the pools of those that have their own. */
  const others = new Set<FastifyInstance>();
  const pools: Database[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase();
    await prepare?.(database.database.orm);
    created = { database, app: await buildTestApp(database.database, appOptions) };
  });
  afterAll(async () => {
    await Promise.all([...others].map((other) => other.close()));
    await Promise.all(pools.map((pool) => pool.close()));
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
    async buildApp({ ownPool = false, ...otherOptions } = {}) {
      const { database, url } = current().database;
      const pool = ownPool ? connectDatabase(url, { max: 5 }) : undefined;
      if (pool) pools.push(pool);
      const other = await buildTestApp(pool ?? database, otherOptions);
      others.add(other);
      other.addHook('onClose', (_instance, done) => {
        others.delete(other);
        done();
      });
      return other;
    },
  };
}
