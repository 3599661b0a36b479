import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const START_SCRIPT = fileURLToPath(new URL('../../../../scripts/start.mjs', import.meta.url));

/**
 * Loaded with `--import` ahead of scripts/start.mjs in each process it runs: in the process that has the
 * memory settings (the server's), it reports them and waits for a signal or exits with a code of its own.
 * It reports on the next turn of the event loop, once start.mjs's synchronous start (its parent watch,
 * and a web build when stale) has run, so a test acting on the report never races that start. Elsewhere
 * it does nothing.
 */
const PROBE = `
if (process.env.MALLOC_MMAP_THRESHOLD_) {
  process.on('SIGTERM', () => { console.log('SIGTERM'); process.exit(0); });
  setInterval(() => {}, 1000);
  setImmediate(() => {
    console.log(JSON.stringify({ pid: process.pid, malloc: process.env.MALLOC_MMAP_THRESHOLD_, flags: process.execArgv.filter((flag) => flag.startsWith('--max-semi')) }));
    if (process.env.PROBE_EXIT) process.exit(Number(process.env.PROBE_EXIT));
  });
}`;

function startWithProbe(env: Record<string, string>) {
  const { MALLOC_MMAP_THRESHOLD_: _unset, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(PROBE)}`, START_SCRIPT],
    {
      env: { ...inherited, ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
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

  it('shuts the server down when the starting process is killed outright, leaving no orphan', async () => {
    const started = startWithProbe({});
    while (!started.output()) await new Promise((resolve) => setTimeout(resolve, 50));
    const { pid } = JSON.parse(started.output().split('\n')[0] ?? '') as { pid: number };
    started.child.kill('SIGKILL');
    await started.exited;
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; alive() && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive()).toBe(false);
    expect(started.output()).toContain('SIGTERM');
  });
});
