import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.js';
import { TEST_SESSION_SECRET } from './helper.js';

const apiRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(apiRoot, '..', '..');
// Beside the API tests' embedded clusters: a folder the `postgres` user can reach when run as root.
const scratchRoot = resolve(apiRoot, '..', '..', '.test-data');

/** The Node arguments that run `src/server.ts` through tsx, as `npm start` does. */
export const apiEntry = ['--import', 'tsx', join(apiRoot, 'src', 'server.ts')];

/** A throw-away DATA_DIR (embedded database, uploads, secret) that `remove` deletes. */
export function scratchDataDir(): { dir: string; remove(): void } {
  mkdirSync(scratchRoot, { recursive: true });
  const dir = mkdtempSync(join(scratchRoot, 'server-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The processes whose parent is `pid` and whose command line mentions `marker`: /proc on Linux, else `ps`. */
export function childProcesses(pid: number, marker: string): number[] {
  if (existsSync('/proc/self/stat')) {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
          const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker);
        } catch {
          return false;
        }
      })
      .map(Number);
  }
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, parent, ...args]) => Number(parent) === pid && args.join(' ').includes(marker))
    .map(([child]) => Number(child));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether anything accepts TCP connections on 127.0.0.1 at `port`. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export interface HttpAnswer {
  status: number;
  body: string;
  json<T = { status: string; code?: string; data?: unknown }>(): T;
}

/**
 * One HTTP request on a connection of its own (no keep-alive), so successive requests reach whichever
 * worker the cluster hands each new connection to. Rejects when the connection fails or is cut.
 */
export function httpCall(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((done, fail) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => (body += chunk));
        incoming.on('error', fail);
        incoming.on('end', () => done({ status: incoming.statusCode ?? 0, body, json: () => JSON.parse(body) }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${url} in time`)));
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  readonly exited: Promise<number | null>;
  /** Sends the signal and waits up to `timeoutMs` for the exit; SIGKILL after that. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

/** What every server a test starts runs with: production mode on its own port, limits out of the way. */
export async function serverEnv(overrides: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    SESSION_SECRET: TEST_SESSION_SECRET,
    WEB_DIST_DIR: join(apiRoot, 'no-web-build-in-these-tests'),
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_CHECK_EMAIL_MAX: '100000',
    RATE_LIMIT_OTP_MAX: '100000',
    ...overrides,
  };
  for (const [key, value] of Object.entries(overrides)) if (value === '') delete env[key];
  return env;
}

/** Polls `/api/health` until it answers 200 and the welcome is printed; fails early when the process exits. */
async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  while (Date.now() < deadline && !hasExited) {
    const answer = await httpCall(`${server.baseUrl}/api/health`, { timeoutMs: 2000 }).catch(() => undefined);
    // The welcome is printed once every worker listens, the first health answer when one does.
    if (answer?.status === 200 && server.output().includes('Chaba Rewards is running at')) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(
    `The server ${hasExited ? 'exited' : `did not answer within ${timeoutMs / 1000} s`}:\n${server.output()}`,
  );
}

/**
 * `src/server.ts` in its own Node process through tsx, as `npm start` runs it, with `env` (see
 * `serverEnv`); resolves once `/api/health` answers. `throughNpm` runs `npm start` itself instead: `child`
 * is then npm's own process (the PID a terminal or a supervisor holds), with start.mjs and the server below it.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { timeoutMs?: number; throughNpm?: boolean } = {},
): Promise<ServerProcess> {
  const child = options.throughNpm
    ? spawn('npm', ['start'], { cwd: repoRoot, env })
    : spawn(process.execPath, apiEntry, { cwd: apiRoot, env });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: ServerProcess = {
    child,
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    output: () => printed,
    exited,
    stop: async (signal = 'SIGTERM', timeoutMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), timeoutMs)));
      const outcome = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (outcome !== 'late') return outcome;
      child.kill('SIGKILL');
      await exited;
      throw new Error(`The server did not exit within ${timeoutMs / 1000} s of ${signal}:\n${printed}`);
    },
  };
  try {
    await waitForHealth(server, options.timeoutMs ?? 90_000);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}
