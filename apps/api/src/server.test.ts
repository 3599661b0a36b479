import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/helper.js';
import {
  apiEntry,
  childProcesses,
  httpCall,
  isAlive,
  type ServerProcess,
  serverEnv,
  startServer,
} from '../test/server-process.js';

/** Start-up of a primary and two workers through tsx on a busy machine; then a replacement worker. */
const SERVER_MS = 120_000;

/** The server runs in processes of its own: the file needs a database, not an app in this process. */
const database = useTestDatabase();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer(await serverEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: database.url }));
}, SERVER_MS);
afterAll(async () => {
  await server?.stop('SIGKILL');
});

const workerPids = () => childProcesses(server.child.pid ?? 0, 'server.ts');

/**
 * The worker numbers `/api/health` names over fresh connections, polled until `wanted` holds (at most
 * `attempts` calls). A call without an answer counts as an attempt: a connection the cluster handed to
 * a worker in the instant it died is lost with it.
 */
async function workersAnswering(wanted: (seen: Set<number>) => boolean, attempts: number): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let attempt = 0; attempt < attempts && !wanted(seen); attempt += 1) {
    const answer = await httpCall(`${server.baseUrl}/api/health`, { timeoutMs: 2000 }).catch(() => undefined);
    if (answer?.status === 200) seen.add(answer.json<{ worker: number }>().worker);
    if (!wanted(seen)) await new Promise((done) => setTimeout(done, 50));
  }
  return seen;
}

describe('npm start with WEB_CONCURRENCY=2', () => {
  it('answers from two worker processes sharing the port', async () => {
    expect(workerPids()).toHaveLength(2);
    expect(await workersAnswering((seen) => seen.size === 2, 20)).toEqual(new Set([1, 2]));
  });

  it('replaces a worker that crashed while the other keeps serving', { timeout: SERVER_MS }, async () => {
    const [victim = 0] = workerPids();
    process.kill(victim, 'SIGKILL');
    // The replacement is worker 3: polled until it answers (a start through tsx takes seconds).
    const seen = await workersAnswering((answered) => answered.has(2) && answered.has(3), 1000);
    expect(seen).toEqual(new Set([2, 3]));
    expect(server.output()).toMatch(/Worker 1 \(process \d+\) was killed by SIGKILL: starting another/);
    expect(workerPids()).toHaveLength(2);
    expect(workerPids()).not.toContain(victim);
  });

  it('drains every worker on SIGTERM and exits 0', async () => {
    const workers = workerPids();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(workers.filter(isAlive)).toEqual([]);
    expect(server.output()).not.toMatch(/could not start|Shutdown failed/);
  });
});

describe('npm start with WEB_CONCURRENCY=2 when the workers cannot listen', () => {
  it('stops every process with exit code 1 and says why, instead of replacing them', {
    timeout: SERVER_MS,
  }, async () => {
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(0, '127.0.0.1', done));
    const address = squatter.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const env = await serverEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: database.url, PORT: String(port) });
      const primary = spawn(process.execPath, apiEntry, { env });
      let output = '';
      primary.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise((done) => primary.once('exit', done));
      expect(code).toBe(1);
      expect(output).toMatch(/stopping: Worker \d \(process \d+\) exited with code 1 before it was listening/);
      expect(output).toContain('EADDRINUSE');
    } finally {
      squatter.close();
    }
  });
});

describe('npm start on a port another program holds', () => {
  it('says so in one sentence naming PORT and exits 1, without a stack trace', { timeout: SERVER_MS }, async () => {
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(0, '127.0.0.1', done));
    const address = squatter.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const env = await serverEnv({ DATABASE_URL: database.url, PORT: String(port) });
      const single = spawn(process.execPath, apiEntry, { env });
      let errors = '';
      single.stderr.on('data', (chunk) => (errors += chunk));
      const code = await new Promise((done) => single.once('exit', done));
      expect(code).toBe(1);
      expect(errors.trim()).toBe(
        `Chaba Rewards could not start: port ${port} is already in use by another program (EADDRINUSE, perhaps ` +
          `another npm start): stop it, or choose another port with PORT, for example PORT=${port + 1} npm start.`,
      );
    } finally {
      squatter.close();
    }
  });
});
