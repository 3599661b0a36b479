import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { ServeSetup } from './prepare-database.js';

/** A crash loop ends: more replacements than this within the window and the whole server stops. */
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 60_000;
/** How long a worker may take to drain its requests on shutdown before it is killed. */
const DRAIN_TIMEOUT_MS = 30_000;

const SETUP_REQUEST = 'loyalty:setup-request';
const SETUP = 'loyalty:setup';

interface SetupMessage {
  type: typeof SETUP;
  setup: ServeSetup;
}

function isSetupMessage(message: unknown): message is SetupMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === SETUP;
}

/**
 * In a worker: asks the primary for the database it prepared and the session secret. They travel over
 * the cluster's private channel, not the environment, so a worker's environment stays the operator's.
 */
export function receiveSetup(): Promise<ServeSetup> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isSetupMessage(message)) return;
      process.off('message', onMessage);
      resolve(message.setup);
    };
    process.on('message', onMessage);
    process.send?.({ type: SETUP_REQUEST });
  });
}

/**
 * At most `limit` replacements within any `windowMs`: `allows(now)` records one and says yes, or says
 * no once the window is full (a worker that crashes at every start would otherwise loop for ever).
 */
export function restartBudget(limit: number, windowMs: number): { allows(now: number): boolean } {
  const recent: number[] = [];
  return {
    allows(now) {
      while (recent.length > 0 && (recent[0] ?? now) <= now - windowMs) recent.shift();
      if (recent.length >= limit) return false;
      recent.push(now);
      return true;
    },
  };
}

export interface WorkerPoolOptions {
  count: number;
  setup: ServeSetup;
  log: Logger;
  /** Every worker of the first round listens. */
  onStarted: () => void;
  /** The pool cannot go on (a worker died while starting, or a crash loop): stop it and exit non-zero. */
  onFailed: (reason: string) => void;
}

export interface WorkerPool {
  /** SIGTERM to every worker (each drains its requests), then waits for all to exit; once, however often called. */
  stop(): Promise<void>;
}

function exitText(code: number | null, signal: string | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * `count` worker processes (node:cluster) that share the port: each runs the same entry in worker mode
 * and serves the app on the database the primary prepared. A worker that dies after it listened is
 * replaced; one that dies before the first round is up means the start failed. Round-robin
 * distribution is cluster's default on Linux and macOS.
 */
export function startWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const restarts = restartBudget(RESTART_LIMIT, RESTART_WINDOW_MS);
  const alive = new Set<Worker>();
  let listened = 0;
  let isStarted = false;
  let isStopping = false;
  let allExited: (() => void) | undefined;

  const onExit = (worker: Worker, code: number | null, signal: string | null, hasListened: boolean) => {
    alive.delete(worker);
    if (isStopping) {
      if (alive.size === 0) allExited?.();
      return;
    }
    const what = `Worker ${worker.id} (process ${worker.process.pid}) ${exitText(code, signal)}`;
    if (!isStarted && !hasListened) return options.onFailed(`${what} before it was listening`);
    if (!restarts.allows(Date.now())) {
      return options.onFailed(`${what}; ${RESTART_LIMIT} workers were replaced within a minute already`);
    }
    options.log.error({ worker: worker.id, code, signal }, `${what}: starting another`);
    fork();
  };

  const fork = () => {
    const worker = cluster.fork();
    let hasListened = false;
    alive.add(worker);
    worker.on('message', (message: { type?: unknown }) => {
      if (message?.type === SETUP_REQUEST) worker.send({ type: SETUP, setup: options.setup } satisfies SetupMessage);
    });
    worker.once('listening', () => {
      hasListened = true;
      listened += 1;
      if (!isStarted && listened === options.count) {
        isStarted = true;
        options.onStarted();
      }
    });
    worker.once('exit', (code, signal) => onExit(worker, code, signal, hasListened));
  };

  for (let index = 0; index < options.count; index += 1) fork();

  let stopped: Promise<void> | undefined;
  const stopAll = async () => {
    isStopping = true;
    if (alive.size === 0) return;
    const exited = new Promise<void>((resolve) => (allExited = resolve));
    for (const worker of alive) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      options.log.error(`Workers still draining after ${DRAIN_TIMEOUT_MS / 1000} s: killing them`);
      for (const worker of alive) worker.process.kill('SIGKILL');
    }, DRAIN_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return {
    stop: () => {
      stopped ??= stopAll();
      return stopped;
    },
  };
}
