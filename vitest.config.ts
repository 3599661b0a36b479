import { defineConfig } from 'vitest/config';

/** One test run over every workspace; each project keeps its own environment and set-up. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'e2e'],
  },
});
