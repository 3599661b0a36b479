import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { type EmbeddedPostgres, embeddedMaintenanceUrl, startEmbeddedPostgres } from './embedded.js';
import { EmbeddedDatabaseError } from './embedded-preflight.js';

const apiRoot = resolve(import.meta.dirname, '..', '..');
// Beside the API tests' own embedded clusters: a folder the `postgres` user can reach when run as root.
const scratchRoot = resolve(apiRoot, '..', '..', '.test-data');
/** initdb, a start, a kill and a restart of a real PostgreSQL, on a busy machine. */
const CLUSTER_MS = 60_000;

function scratchDir(): string {
  mkdirSync(scratchRoot, { recursive: true });
  return mkdtempSync(join(scratchRoot, 'embedded-'));
}

/** Runs a TypeScript entry of the API in its own Node process, as `npm start` does through tsx. */
function runTs(entry: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: apiRoot, env });
}

function outputOf(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return () => output;
}

async function answers(port: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedMaintenanceUrl(port) });
  try {
    await client.connect();
    return (await client.query('select 1 as one')).rows[0]?.one === 1;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function listenOn(port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer((socket) => socket.end());
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

describe('embedded PostgreSQL after a crash', () => {
  let dir: string;
  let port: number;
  let recovered: EmbeddedPostgres | undefined;

  beforeAll(async () => {
    dir = join(scratchDir(), 'pg');
    port = await freePort();
  });
  afterAll(async () => {
    await recovered?.stop();
    rmSync(resolve(dir, '..'), { recursive: true, force: true });
  });

  it('stops the server a killed process left running on its folder, and starts again', {
    timeout: CLUSTER_MS,
  }, async () => {
    const child = runTs(join(apiRoot, 'test', 'embedded-child.ts'), [dir, String(port)]);
    const output = outputOf(child);
    await new Promise<void>((done, fail) => {
      child.stdout?.on('data', () => output().includes('ready') && done());
      child.once('exit', (code) => fail(new Error(`The child exited (${code}) before it was ready:\n${output()}`)));
    });
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    const orphan = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isAlive(orphan)).toBe(true);

    recovered = await startEmbeddedPostgres({ dir, port });
    expect(isAlive(orphan)).toBe(false);
    expect(await answers(port)).toBe(true);
  });

  it('leaves a server another running process uses alone and says so', { timeout: CLUSTER_MS }, async () => {
    expect(recovered).toBeDefined();
    const second = startEmbeddedPostgres({ dir, port: await freePort() });
    await expect(second).rejects.toThrow(EmbeddedDatabaseError);
    await expect(second).rejects.toThrow(/in use by another running process .*DATA_DIR/);
    expect(await answers(port)).toBe(true);
  });
});

describe('embedded PostgreSQL that cannot start', () => {
  it('names the taken port and the setting to change, before touching the folder', async () => {
    const dir = join(scratchDir(), 'pg');
    const port = await freePort();
    const squatter = await listenOn(port);
    try {
      const start = startEmbeddedPostgres({ dir, port });
      await expect(start).rejects.toThrow(EmbeddedDatabaseError);
      await expect(start).rejects.toThrow(new RegExp(`Port ${port} .*in use.*EMBEDDED_PG_PORT`, 's'));
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
    } finally {
      squatter.close();
      rmSync(resolve(dir, '..'), { recursive: true, force: true });
    }
  });

  it('repeats what PostgreSQL said when it stops while starting', async () => {
    const dir = join(scratchDir(), 'pg');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // A folder that claims to be a cluster and holds nothing else: PostgreSQL gives up at once.
    writeFileSync(join(dir, 'PG_VERSION'), '18\n');
    try {
      const start = startEmbeddedPostgres({ dir, port: await freePort() });
      await expect(start).rejects.toThrow(EmbeddedDatabaseError);
      await expect(start).rejects.toThrow(/stopped while starting\. It said:\n.*\S/s);
    } finally {
      rmSync(resolve(dir, '..'), { recursive: true, force: true });
    }
  });

  it('makes `npm start` print what is wrong and what to do, never a bare `undefined`', {
    timeout: CLUSTER_MS,
  }, async () => {
    const dataDir = scratchDir();
    const pgPort = await freePort();
    const squatter = await listenOn(pgPort);
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        PORT: String(await freePort()),
      };
      delete env.DATABASE_URL;
      const server = runTs(join(apiRoot, 'src', 'server.ts'), [], env);
      const output = outputOf(server);
      const code = await new Promise((done) => server.once('exit', done));
      expect(code).toBe(1);
      expect(output()).toContain(`could not start: Port ${pgPort} on 127.0.0.1 is already in use`);
      expect(output()).toContain('EMBEDDED_PG_PORT');
      expect(output()).not.toMatch(/^undefined$/m);
    } finally {
      squatter.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
