import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_DATABASE, embeddedMaintenanceUrl } from '../../apps/api/src/db/embedded';
import { disableFeaturesSwitch } from './chromium';
import { acknowledgeDemoCardAlerts } from './demo-card-alerts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** What the operator CLI (`npm run admin`) needs to reach the server's database. */
    adminEnv: Record<string, string>;
    /** The server's database, for the few flows that need a state no call can make (support/database.ts). */
    databaseUrl: string;
    /** The `--disable-features` switch every test file's Chromium is launched with (support/chromium.ts). */
    chromiumDisableFeatures: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s`);
}

/** The app's database in the embedded cluster on `port`, as the server names it. */
function embeddedUrlOf(port: number): string {
  const url = new URL(embeddedMaintenanceUrl(port));
  url.pathname = `/${EMBEDDED_DATABASE}`;
  return url.toString();
}

/**
 * Starts the app exactly as `npm start` does (web build when stale, migrations, demo seed), on a free
 * port and a database of its own: a fresh database on TEST_DATABASE_URL's server when set, otherwise
 * the embedded PostgreSQL in a throw-away data folder.
 */
export default async function setup(project: TestProject) {
  const chromiumDisableFeatures = await disableFeaturesSwitch();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The limits hold for loopback clients too; every flow of a run comes from this one address and
    // registers, signs in and asks for codes far more often than one member would.
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_CHECK_EMAIL_MAX: '1000',
    RATE_LIMIT_OTP_MAX: '1000',
    RATE_LIMIT_RECIPIENT_LOOKUP_MAX: '1000',
  };
  const dataDir = join(repoRoot, '.test-data', `e2e-${process.pid}`);
  env.DATA_DIR = dataDir;
  let dropDatabase: (() => Promise<void>) | undefined;

  if (process.env.TEST_DATABASE_URL) {
    const databaseName = `e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.end();
    };
  } else {
    delete env.DATABASE_URL;
    env.EMBEDDED_PG_PORT = String(await freePort());
  }

  const server = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server, 200_000);
  try {
    await acknowledgeDemoCardAlerts(baseURL);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('chromiumDisableFeatures', chromiumDisableFeatures);
  project.provide('databaseUrl', env.DATABASE_URL ?? embeddedUrlOf(Number(env.EMBEDDED_PG_PORT)));
  const adminEnvKeys = ['DATA_DIR', 'DATABASE_URL', 'EMBEDDED_PG_PORT'] as const;
  project.provide(
    'adminEnv',
    Object.fromEntries(adminEnvKeys.flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]]))),
  );

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
    clearTimeout(timer);
    if (server.exitCode === null) server.kill('SIGKILL');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
