// The app under test, started exactly as `npm start` starts it (scripts/start.mjs: web build when stale,
// migrations, demo seed) on a free port and a database of its own, the way the end-to-end suite does:
// a fresh database on BENCH_DATABASE_URL's (or TEST_DATABASE_URL's) server when set, otherwise the
// embedded PostgreSQL in a throw-away data folder. Stopped with SIGTERM and cleaned up afterwards.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nodeProcessesBelow } from './support.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The embedded cluster's superuser and the database the server creates in it (apps/api/src/db/embedded.ts):
 * the bench seeds that database while the server runs.
 */
const EMBEDDED_CREDENTIALS = 'postgres:postgres';
const EMBEDDED_DATABASE = 'loyalty';

/**
 * Limits are configuration (README's table): high enough that a bench from one address measures the app,
 * not the limiter, which still runs on every request.
 */
const BENCH_RATE_LIMITS = {
  RATE_LIMIT_MAX: '100000000',
  RATE_LIMIT_LOGIN_MAX: '100000000',
  RATE_LIMIT_CHECK_EMAIL_MAX: '100000000',
  RATE_LIMIT_OTP_MAX: '100000000',
  RATE_LIMIT_RECIPIENT_LOOKUP_MAX: '100000000',
  RATE_LIMIT_PARTNER_MAX: '100000000',
};

export function freePort() {
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

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(new URL('/api/health', baseUrl));
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s`);
}

async function createDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the app; answers its loopback URL, the URL of its database (for the bulk seed and the checks),
 * the process id of the server (for its memory) and `stop`. The caller's environment passes through (WEB_CONCURRENCY, DATABASE_POOL_MAX…), except the
 * database, port and data folder, which are the bench's own. `reuse` starts another server on the
 * database of a running or killed one (a PostgreSQL server's, not the embedded cluster's), which its own
 * `stop` leaves in place.
 */
export async function startAppServer(reuse) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = join(repoRoot, '.test-data', `bench-${process.pid}`);
  const env = {
    ...process.env,
    ...BENCH_RATE_LIMITS,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
  };
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const databaseName = `bench_${process.pid}_${Date.now()}`;
  let databaseUrl;
  if (reuse) {
    databaseUrl = reuse.databaseUrl;
    env.DATABASE_URL = databaseUrl;
  } else if (serverUrl) {
    databaseUrl = await createDatabase(serverUrl, databaseName);
    env.DATABASE_URL = databaseUrl;
  } else {
    delete env.DATABASE_URL;
    env.EMBEDDED_PG_PORT = String(await freePort());
    databaseUrl = `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${env.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`;
  }

  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server under load:
  // start.mjs hands its own flags to the server process, and NODE_OPTIONS refuses --cpu-prof.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const cleanUp = async () => {
    if (reuse) return;
    if (serverUrl) await dropDatabase(serverUrl, databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await cleanUp();
  };
  try {
    await waitForHealth(baseUrl, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    databaseUrl,
    pid: child.pid,
    mode: serverUrl ? 'PostgreSQL server' : 'embedded PostgreSQL',
    stop,
    /** Kills the serving Node processes outright (kill -9), as the OOM killer or a power cut would. */
    crash: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      for (const { pid } of nodeProcessesBelow(child.pid)) {
        if (pid !== child.pid) process.kill(pid, 'SIGKILL');
      }
      await exited;
    },
  };
}
