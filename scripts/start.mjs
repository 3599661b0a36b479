#!/usr/bin/env node
// `npm start`: builds the web app when its production build is missing or older than its sources, then
// runs the API server (which serves that build) in this same process through tsx, so SIGINT and SIGTERM
// reach the server's own graceful shutdown. With WEB_CONCURRENCY workers (node:cluster), each worker
// runs this file again: only the primary builds.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

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

function buildWebIfStale() {
  if (!existsSync(join(web, 'index.html')) || !existsSync(join(web, 'src'))) {
    console.log('The web app (apps/web) has no sources yet: skipping its build; the API still starts.');
    return;
  }
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...WEB_SOURCES.map(newestMtime));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'The web build is older than its sources: rebuilding…' : 'Building the web app…');
  const started = Date.now();
  // Always a production build: with NODE_ENV=test (end-to-end runs) Vite would bundle React's development build.
  const result = spawnSync('npm', ['run', 'build', '-w', '@loyalty/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web build failed; fix it or run `npm run build` to see why.');
    process.exit(result.status ?? 1);
  }
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (cluster.isPrimary) buildWebIfStale();
register();
await import(pathToFileURL(join(repoRoot, 'apps', 'api', 'src', 'server.ts')).href);
