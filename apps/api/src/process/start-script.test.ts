import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_SCRIPT = join(REPO_ROOT, 'scripts', 'start.mjs');

/**
 * Stands in for the server: start.mjs's `tsx/esm/api` and `apps/api/src/server.ts` resolve to empty
 * modules, so a test never starts the real server (an embedded PostgreSQL in the checkout's data folder,
 * port 3000) and a signal finds a process with nothing to drain.
 */
const SERVER_STAND_IN_HOOKS = `
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'tsx/esm/api') return { url: 'data:text/javascript,export function register() {}', shortCircuit: true };
  if (specifier.endsWith('/apps/api/src/server.ts')) return { url: 'data:text/javascript,', shortCircuit: true };
  return nextResolve(specifier, context);
}`;

/**
 * Loaded with `--import` ahead of scripts/start.mjs in each process it runs. In the process that has the
 * memory settings (the server's) it puts the stand-in above in the server's place, reports the settings
 * and waits for a signal, or exits with a code of its own (PROBE_EXIT). It reports once start.mjs has
 * begun watching its parent, so a test acting on the report never races that start; with
 * PROBE_HOLD_START it reports at once and holds start.mjs back until the parent has gone. Elsewhere it
 * does nothing.
 */
const PROBE = `
import { register } from 'node:module';
if (process.env.MALLOC_MMAP_THRESHOLD_) {
  register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(SERVER_STAND_IN_HOOKS)}));
  process.on('SIGTERM', () => { console.log('SIGTERM'); process.exit(0); });
  setInterval(() => {}, 1000);
  const report = () => {
    console.log(JSON.stringify({ pid: process.pid, launcher: process.ppid, malloc: process.env.MALLOC_MMAP_THRESHOLD_, flags: process.execArgv.filter((flag) => flag.startsWith('--max-semi')) }));
    if (process.env.PROBE_EXIT) process.exit(Number(process.env.PROBE_EXIT));
  };
  if (process.env.PROBE_HOLD_START) {
    report();
    await new Promise((resolve) => process.once('disconnect', resolve));
  } else {
    process.on('newListener', (event) => { if (event === 'disconnect') setImmediate(report); });
  }
}`;

/**
 * Whether a process still runs. An orphan that has exited stays a zombie, which `kill(pid, 0)` still
 * finds, until the machine's init reaps it, and how soon that happens is init's business: a zombie has
 * ended.
 */
function isRunning(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Runs start.mjs with the probe, as `node scripts/start.mjs` or, `throughNpm`, as `npm start` does: npm's own
 * process, a shell, then start.mjs (the probe goes through NODE_OPTIONS and acts only in the server).
 * WEB_DIST_DIR stands for a build of its own, so start.mjs never builds the web app here.
 */
function startWithProbe(env: Record<string, string>, options: { throughNpm?: boolean } = {}) {
  const { MALLOC_MMAP_THRESHOLD_: _unset, ...inherited } = process.env;
  const probe = `--import=data:text/javascript,${encodeURIComponent(PROBE)}`;
  const settings = { ...inherited, WEB_DIST_DIR: join(REPO_ROOT, 'no-web-build-in-these-tests'), ...env };
  const child = options.throughNpm
    ? spawn('npm', ['start'], { cwd: REPO_ROOT, env: { ...settings, NODE_OPTIONS: probe } })
    : spawn(process.execPath, [probe, START_SCRIPT], { env: settings });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

/** The probe's report: the server's PID and its launcher's (start.mjs). */
function reportOf(output: string): { pid: number; launcher: number } {
  return JSON.parse(output.split('\n').find((line) => line.startsWith('{')) ?? '');
}

describe.skipIf(process.platform !== 'linux')('scripts/start.mjs (docs/decisions/031)', () => {
  it('runs the server in a child with a fixed mmap threshold and an 8 MiB semi-space, and ends with its code', async () => {
    const started = startWithProbe({ PROBE_EXIT: '3' });
    expect(await started.exited).toBe(3);
    expect(JSON.parse(started.output())).toMatchObject({ malloc: '131072', flags: ['--max-semi-space-size=8'] });
  });

  it('passes SIGTERM on to the server, so its graceful shutdown runs', async () => {
    const started = startWithProbe({});
    while (!started.output()) await new Promise((resolve) => setTimeout(resolve, 50));
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('SIGTERM');
  });

  /** Kills the process the test started (SIGKILL) and answers whether the server or start.mjs outlived it by 10 s. */
  async function killStarterAndWatch(started: ReturnType<typeof startWithProbe>) {
    while (!started.output().includes('{')) await new Promise((resolve) => setTimeout(resolve, 50));
    const { pid, launcher } = reportOf(started.output());
    started.child.kill('SIGKILL');
    await started.exited;
    const survivors = () => [pid, launcher].filter(isRunning);
    for (let waited = 0; survivors().length > 0 && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const orphans = survivors();
    for (const orphan of orphans) process.kill(orphan, 'SIGKILL');
    return { orphaned: orphans.length > 0 };
  }

  it('shuts the server down when the starting process is killed outright, leaving no orphan', async () => {
    const started = startWithProbe({});
    expect(await killStarterAndWatch(started)).toEqual({ orphaned: false });
    expect(started.output()).toContain('SIGTERM');
  });

  it('ends the server before it starts when the starting process was killed while it was loading', async () => {
    const started = startWithProbe({ PROBE_HOLD_START: '1' });
    expect(await killStarterAndWatch(started)).toEqual({ orphaned: false });
    expect(started.output()).not.toContain('SIGTERM');
  });

  it("shuts the server down when `npm start`'s own process is killed outright, leaving no orphan", async () => {
    const started = startWithProbe({}, { throughNpm: true });
    expect(await killStarterAndWatch(started)).toEqual({ orphaned: false });
    expect(started.output()).toContain('SIGTERM');
  });
});
