import { defineProject } from 'vitest/config';

/**
 * API tests through `app.inject` against a real PostgreSQL: the global set-up migrates one template
 * database; each test file clones its own from it, so files run in parallel without sharing rows.
 * Files share their worker's loaded modules (`isolate: false`): importing the app afresh for each of
 * 137 files took 97 of the project's 145 s. Sharing is safe because every cache of rows belongs to an
 * app's registry (decision 041) and what modules still keep (prepared statements, receipts hashed) is
 * keyed by the database handle, each file builds its own app on its own database, and no API test
 * mocks a module or stubs the environment.
 */
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/one-query-per-client.ts'],
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
