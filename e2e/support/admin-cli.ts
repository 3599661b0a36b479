import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs `npm run admin -- <args>` exactly as the README tells operators, against the database of the
 * server under test; answers the exit code and what it printed.
 */
export function runAdminCli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...inject('adminEnv') },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
