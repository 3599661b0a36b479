import { defineProject } from 'vitest/config';

/**
 * End-to-end tests: one production server (built SPA + API on its own database) for the whole run,
 * Debian's Chromium driven by playwright-core. Files run one at a time: two cores are shared with the
 * server and the browser.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
