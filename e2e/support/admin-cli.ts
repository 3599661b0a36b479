import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs `npm run admin -- <args>` exactly as the README tells operators, against the database of the
 * server under test; answers the exit code and what it printed. It never blocks the test's event loop:
 * a synchronous run held fetch's idle keep-alive sockets past the server's keep-alive timeout (several
 * runs in a row on a loaded machine), and the next call went out on a socket the server had closed.
 */
export function runAdminCli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...inject('adminEnv') },
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
