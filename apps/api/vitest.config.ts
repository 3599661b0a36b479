import { defineProject } from 'vitest/config';

/**
 * API tests through `app.inject` against a real PostgreSQL: the global set-up migrates one template
 * database; each test file clones its own from it, so files run in parallel without sharing rows.
 */
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
