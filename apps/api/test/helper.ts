import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createLocalLineVerifier } from '../src/adapters/line/line-verifier.js';
import { createLocalStorage } from '../src/adapters/storage/local-storage.js';
import type { Adapters } from '../src/adapters/types.js';
import { buildApp } from '../src/app.js';
import { type AppConfig, DEFAULT_MEDIA_DIR } from '../src/config.js';
import { connectDatabase, type Database } from '../src/db/client.js';
import { createOutboxLineMessaging, createOutboxSender } from '../src/modules/outbox/outbox-service.js';
import { databaseUrl } from './database-url.js';
import { checkAnswersAgainstDocument } from './documented-answers.js';

export const TEST_SESSION_SECRET = 'test-secret-of-at-least-thirty-two-characters';
/** One throw-away uploads folder per test process (the local file storage of DESIGN §7). */
export const TEST_UPLOADS_DIR = mkdtempSync(join(tmpdir(), 'loyalty-uploads-'));
/** The private file store's folder (receipts): never served, unlike the uploads folder. */
export const TEST_PRIVATE_DIR = mkdtempSync(join(tmpdir(), 'loyalty-private-'));

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('apiDatabaseServerUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database cloned from the migrated template (or, `empty`, PostgreSQL's blank one, as a first
 * start finds it); `drop` removes it.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = options.empty ? 'template0' : inject('apiTemplateDatabase');
  // Cloning needs the template to be idle; a sibling file's clone in flight can make that briefly untrue.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const url = databaseUrl(inject('apiDatabaseServerUrl'), name);
  const database = connectDatabase(url, { max: 5 });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * One database for the whole test file, created before its tests and dropped after them.
 * Read `.database` inside tests and hooks (it exists once `beforeAll` ran); `.url` connects another
 * pool to it, as a second API process would.
 */
export function useTestDatabase(): { readonly database: Database; readonly url: string } {
  let created: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    created = await createTestDatabase();
  });
  afterAll(async () => {
    await created?.drop();
  });
  return {
    get database() {
      if (!created) throw new Error('The test database exists only inside tests and hooks');
      return created.database;
    },
    get url() {
      if (!created) throw new Error('The test database exists only inside tests and hooks');
      return created.url;
    },
  };
}

function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    sessionSecret: TEST_SESSION_SECRET,
    sessionTtlSeconds: 7 * 24 * 60 * 60,
    webDistDir: join(tmpdir(), 'loyalty-no-web-dist'),
    mediaDir: DEFAULT_MEDIA_DIR,
    uploadsDir: TEST_UPLOADS_DIR,
    publicUrl: 'http://app.test',
    rateLimit: { globalMax: 10_000, loginMax: 50, checkEmailMax: 50, otpMax: 200, recipientLookupMax: 30 },
    ...overrides,
  };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  adapters?: Partial<Adapters>;
  logger?: FastifyServerOptions['logger'];
  /** Rate-limit counters shared with other apps (as instances behind a load balancer); in-process without. */
  redis?: Redis;
}

/**
 * The real app on the given database, local adapters writing to its outbox; call `app.close()` after. Every
 * JSON answer it gives is checked against the OpenAPI document (`documented-answers.ts`).
 */
export async function buildTestApp(database: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    adapters: {
      mail: createOutboxSender(database.orm, 'email'),
      sms: createOutboxSender(database.orm, 'sms'),
      line: createLocalLineVerifier({ nodeEnv: 'test' }),
      lineMessaging: createOutboxLineMessaging(database.orm),
      storage: createLocalStorage({ dir: TEST_UPLOADS_DIR }),
      privateStorage: createLocalStorage({ dir: TEST_PRIVATE_DIR }),
      ...options.adapters,
    },
    logger: options.logger ?? false,
    redis: options.redis,
  });
  checkAnswersAgainstDocument(app);
  return app;
}

/** A throw-away folder standing in for the built SPA, with the given files (paths relative to it). */
export function fakeWebDist(files: Record<string, string | Buffer>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'loyalty-web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
