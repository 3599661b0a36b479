import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join, resolve } from 'node:path';

/** A start-up problem of the embedded database, with a message that says what to do. */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

interface ProcessInfo {
  /** The program and its arguments. */
  args: string[];
  parentPid: number;
  /** The working folder; PostgreSQL's postmaster runs in its data folder. Unknown without /proc. */
  cwd: string | undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the `postgres` user when the server ran as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the system says about a running process: /proc on Linux, `ps` elsewhere; undefined once it is gone. */
function processInfo(pid: number): ProcessInfo | undefined {
  if (existsSync('/proc/self/stat')) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // The parent is the second field after the command name, which may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      let cwd: string | undefined;
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        cwd = undefined;
      }
      return { args, parentPid, cwd };
    } catch {
      return undefined;
    }
  }
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const [parent = '', ...args] = line.split(/\s+/);
    return { args, parentPid: Number(parent), cwd: undefined };
  } catch {
    return undefined;
  }
}

/** A postmaster serving `dataDir`: the postgres program, run on that folder (its `-D`, or its working folder). */
function isPostmasterOf(info: ProcessInfo, dataDir: string): boolean {
  if (!basename(info.args[0] ?? '').startsWith('postgres')) return false;
  const dashD = info.args.indexOf('-D');
  const served = dashD >= 0 ? info.args[dashD + 1] : info.cwd;
  return served !== undefined && resolve(served) === dataDir;
}

function isNodeProcess(pid: number): boolean {
  const program = processInfo(pid)?.args[0];
  return program !== undefined && /^node(js)?(\d+)?$/.test(basename(program));
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return !isAlive(pid);
}

/**
 * Before the embedded PostgreSQL starts on `dir`: a server left running by a process that was killed
 * (kill -9, out of memory) still holds the folder and its port, and would make the new start fail. When
 * `postmaster.pid` names a live postmaster of this very folder whose parent Node process is gone, it is stopped with
 * PostgreSQL's fast shutdown (committed data is safe; open transactions roll back), or its immediate one
 * if that does not end it; the start then goes on as usual. One whose parent still runs belongs to
 * another server started on the same DATA_DIR, which is left alone: that is an error to report. A lock
 * file naming a process that is not a postmaster of this folder is stale and removed.
 */
export async function stopLeftoverServer(dir: string, log: (message: string) => void): Promise<void> {
  const dataDir = resolve(dir);
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : undefined;
  if (!info || !isPostmasterOf(info, dataDir)) {
    rmSync(lockFile, { force: true });
    return;
  }
  if (isNodeProcess(info.parentPid)) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${dataDir} is in use by another running process (${info.parentPid}: the app ` +
        'or an `npm run admin` command). Stop it first, or give this server its own DATA_DIR and EMBEDDED_PG_PORT.',
    );
  }
  log(`Stopping the embedded PostgreSQL (process ${pid}) left running by a server that did not shut down`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 20_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 10_000)) return;
  throw new EmbeddedDatabaseError(
    `The embedded PostgreSQL left running in ${dataDir} (process ${pid}) did not stop. Stop it by hand ` +
      `(kill ${pid}) and start again.`,
  );
}

/** Refuses to start when something else already listens on the embedded database's port. */
export async function assertPortFree(port: number): Promise<void> {
  const problem = await new Promise<NodeJS.ErrnoException | undefined>((done) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => done(error));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(undefined)));
  });
  if (!problem) return;
  if (problem.code === 'EADDRINUSE') {
    throw new EmbeddedDatabaseError(
      `Port ${port} on 127.0.0.1 is already in use by another program, so the embedded PostgreSQL cannot ` +
        'start there. Stop that program, or choose a free port with EMBEDDED_PG_PORT ' +
        `(for example EMBEDDED_PG_PORT=${port + 1} npm start), or use a PostgreSQL of your own with DATABASE_URL.`,
    );
  }
  throw new EmbeddedDatabaseError(
    `The embedded PostgreSQL cannot use port ${port} on 127.0.0.1 (${problem.code ?? problem.message}). ` +
      'Choose another port with EMBEDDED_PG_PORT.',
  );
}
