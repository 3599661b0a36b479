import cluster from 'node:cluster';
import { pino } from 'pino';
import { ConfigurationError, type Env, parseEnv } from './config.js';
import { EmbeddedDatabaseError } from './db/embedded-preflight.js';
import { loggerOptionsOf } from './process/log-options.js';
import { receiveSetup, startWorkerPool } from './process/worker-pool.js';

// Each role loads only what it runs: a WEB_CONCURRENCY primary never loads the app, and a worker never
// the migrations and the demo seed, so workers start (and a crashed one is replaced) seconds sooner.
const loadPreparation = () => import('./process/prepare-database.js');
const loadServer = () => import('./process/serve-app.js');
const loadWelcome = () => import('./process/welcome.js');

/** Runs `stop` once on SIGINT, SIGTERM or SIGHUP, then exits 0 (1 when stopping failed). */
function onShutdownSignal(stop: (signal: string) => Promise<void>) {
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    try {
      await stop(signal);
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
}

/**
 * One process (WEB_CONCURRENCY=1): database, migrations, demo seed, listen; on a signal it stops
 * accepting, drains requests, closes the pool, stops the embedded database and exits 0.
 */
async function runSingle(env: Env) {
  const [{ prepareDatabase }, { serveApp }, { printWelcome }] = await Promise.all([
    loadPreparation(),
    loadServer(),
    loadWelcome(),
  ]);
  const prepared = await prepareDatabase(env);
  const serving = await serveApp(env, prepared);
  onShutdownSignal(async (signal) => {
    serving.app.log.info({ signal }, 'shutting down');
    await serving.close();
    await prepared.embedded?.stop();
  });
  printWelcome(env, prepared.seeded);
}

/**
 * The primary of WEB_CONCURRENCY workers: prepares the database once (the one embedded PostgreSQL, the
 * migrations, the seed), forks the workers and replaces a crashed one; on a signal every worker drains
 * and exits, and only then the embedded database stops.
 */
async function runPrimary(env: Env) {
  const log = pino(loggerOptionsOf(env));
  const [{ prepareDatabase }, { printWelcome }] = await Promise.all([loadPreparation(), loadWelcome()]);
  const prepared = await prepareDatabase(env);
  const stopDatabase = async () => prepared.embedded?.stop();
  const pool = startWorkerPool({
    count: env.WEB_CONCURRENCY,
    setup: { databaseUrl: prepared.databaseUrl, sessionSecret: prepared.sessionSecret },
    log,
    onStarted: () => printWelcome(env, prepared.seeded),
    onFailed: (reason) => {
      console.error(`Chaba Rewards is stopping: ${reason}`);
      void pool
        .stop()
        .then(stopDatabase)
        .finally(() => process.exit(1));
    },
  });
  onShutdownSignal(async (signal) => {
    log.info({ signal }, 'shutting down: draining every worker');
    await pool.stop();
    await stopDatabase();
  });
}

/** A worker of the primary above: serves the app on what the primary prepared, drains on a signal. */
async function runWorker(env: Env, worker: number) {
  const { serveApp } = await loadServer();
  const serving = await serveApp(env, await receiveSetup(), worker);
  onShutdownSignal(async (signal) => {
    serving.app.log.info({ signal }, 'shutting down');
    await serving.close();
  });
}

/** A port this server cannot listen on: one sentence naming PORT, the setting that fixes it. */
function listenProblemOf(error: unknown): string | undefined {
  const { code, port } = error as { code?: unknown; port?: unknown };
  if (typeof port !== 'number') return undefined;
  if (code === 'EADDRINUSE') {
    return (
      `port ${port} is already in use by another program (EADDRINUSE, perhaps another npm start): stop it, or ` +
      `choose another port with PORT, for example PORT=${port + 1} npm start.`
    );
  }
  if (code === 'EACCES') {
    return `port ${port} needs privileges this process does not have (EACCES): choose a port above 1023 with PORT.`;
  }
  return undefined;
}

/** What a failed start prints: the message alone for a problem the operator can act on, else the stack. */
function startupFailureText(error: unknown): string {
  if (error instanceof EmbeddedDatabaseError || error instanceof ConfigurationError) return error.message;
  const listenProblem = listenProblemOf(error);
  if (listenProblem) return listenProblem;
  if (error instanceof Error) return error.stack || error.message || error.name;
  return `an unexpected ${error === null ? 'null' : typeof error} was thrown: ${String(error)}`;
}

async function main() {
  const env = parseEnv(process.env);
  if (cluster.isWorker && cluster.worker) return runWorker(env, cluster.worker.id);
  return env.WEB_CONCURRENCY > 1 ? runPrimary(env) : runSingle(env);
}

main().catch((error: unknown) => {
  console.error(`Chaba Rewards could not start: ${startupFailureText(error)}`);
  process.exit(1);
});
