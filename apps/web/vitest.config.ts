import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { addFriendQrPlugin } from './build/add-friend-qr-plugin.ts';
import { apiCallsPlugin } from './build/api-calls-plugin.ts';

/** Test files that replace a module (`vi.mock`): each gets a module registry of its own. */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/** The web tests in jsdom, with the app's plugins and aliases; `files` picks which and how they load. */
export function webTests(files: { name: string; include: string[]; exclude: string[]; isolate: boolean }) {
  return defineProject({
    plugins: [react(), apiCallsPlugin(), addFriendQrPlugin()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      ...files,
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test-setup.ts'],
      restoreMocks: true,
      // A test's findBy* waits up to 5 s (test-setup.ts), and a screen that loads a module on first use
      // (the console's chart, the receipt viewer) takes one such wait and more on a loaded two-core
      // machine: Vitest's 5 s for the whole test ended them before their own waits did.
      testTimeout: 15_000,
    },
  });
}

/**
 * Files share their worker's loaded modules (`isolate: false`): loading them afresh for each of 108
 * files took most of the project's 88 s, 27 s without. Each test already leaves what it touched as it
 * found it (test-setup.ts), which is all a file after it needs; a file that replaces a module is named
 * `*.isolated.test.*` and runs apart (vitest.isolated.config.ts).
 */
export default webTests({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: [ISOLATED_TESTS],
  isolate: false,
});
