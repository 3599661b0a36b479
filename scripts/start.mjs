#!/usr/bin/env node
// `npm start`: builds the web app when its production build is missing or older than its sources, then
// runs the API server (which serves that build) through tsx. On Linux both happen in one child process
// started with the memory settings of docs/decisions/031 (they must be set before a process starts);
// this process only forwards SIGINT, SIGTERM and SIGHUP to it, so they still reach the server's own
// graceful shutdown, ends it when whatever launched `npm start` has died (launcher-watch.mjs), and exits
// with its code. With WEB_CONCURRENCY workers (node:cluster), each
// worker runs this file again: only the primary builds.
import { spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { watchLaunchers } from './launcher-watch.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(repoRoot, 'apps', 'web');
const builtIndex = join(web, 'dist', 'index.html');
const WEB_SOURCES = [
  join(web, 'src'),
  join(web, 'index.html'),
  join(web, 'admin.html'),
  join(web, 'vite.config.ts'),
  join(web, 'public'),
  join(web, 'build'),
  join(repoRoot, 'packages', 'contracts', 'src'),
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Builds the web app into apps/web/dist when that build is older than its sources; a server given its own
 * build (WEB_DIST_DIR) serves that one. Vite's report (hundreds of lines, one per file) is kept back and
 * shown only when the build fails: `npm start` prints one line for the build, then the banner (DESIGN §17).
 */
function buildWebIfStale() {
  if (process.env.WEB_DIST_DIR?.trim()) return;
  if (!existsSync(join(web, 'index.html')) || !existsSync(join(web, 'src'))) {
    console.log('The web app (apps/web) has no sources yet: skipping its build; the API still starts.');
    return;
  }
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...WEB_SOURCES.map(newestMtime));
  if (builtAt >= sourcesAt) return;
  // One line: what is happening now, finished by how long it took.
  process.stdout.write(builtAt ? 'Rebuilding the web app (its sources changed)… ' : 'Building the web app… ');
  const started = Date.now();
  // Always a production build: with NODE_ENV=test (end-to-end runs) Vite would bundle React's development build.
  const result = spawnSync('npm', ['run', 'build', '-w', '@loyalty/web'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stdout.write(`failed:\n${result.stdout ?? ''}`);
    process.stderr.write(result.stderr ?? '');
    console.error('The web build failed (its output is above); fix it or run `npm run build` to see why.');
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * docs/decisions/031: glibc keeps every argon2 hash's 19 MiB block in its thread's malloc arena once its
 * dynamic mmap threshold has risen past it (about 80 MB after a few parallel log-ins): a fixed threshold
 * gives each block back when the hash ends. V8's young generation of 2 × 16 MiB is cut to 2 × 8 MiB:
 * still large enough for a streamed export's garbage to die young (at 2 × 4 MiB it reached the old
 * generation and the export's peak rose above the default's).
 */
const SERVER_MEMORY_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
/** Set by the starting process on its server child: that child's end of the IPC channel is its parent's life. */
const STARTED_BY_ENV = 'LOYALTY_STARTED_BY_PID';

/** Runs this file again as the server, with the settings above, and ends as it ends. */
function runServerWithMemorySettings() {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], {
    // The IPC channel is how the server learns that this process died without passing a signal on.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...SERVER_MEMORY_ENV, [STARTED_BY_ENV]: String(process.pid) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
  watchLaunchers(() => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const hasMemorySettings = Object.entries(SERVER_MEMORY_ENV).every(([name, value]) => process.env[name] === value);
if (process.platform === 'linux' && cluster.isPrimary && !hasMemorySettings) {
  runServerWithMemorySettings();
} else {
  // Started by the process above: when it is killed outright (SIGKILL, OOM), its end of the channel closes,
  // and the server shuts down gracefully instead of living on as an orphan holding the port. Node reads
  // the channel from its own start, so a parent killed before this line has left it disconnected already:
  // nothing has started yet, and the server simply ends.
  // The channel is read only while someone listens for messages; unref'd, it never keeps the server up.
  if (cluster.isPrimary && process.env[STARTED_BY_ENV]) {
    if (!process.connected) process.exit(1);
    process.on('message', () => {});
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
    process.channel.unref();
  } else if (cluster.isPrimary) {
    // Run directly (not on Linux, or with the memory settings already set): this process is the server.
    watchLaunchers(() => process.kill(process.pid, 'SIGTERM'));
  }
  if (cluster.isPrimary) buildWebIfStale();
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(repoRoot, 'apps', 'api', 'src', 'server.ts')).href);
}
