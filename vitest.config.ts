import { defineConfig } from 'vitest/config';

/**
 * One test run over every workspace; each project keeps its own environment and set-up. Two workers even
 * on a 2-core machine (Vitest's default there is one): API test files spend most of their time waiting
 * on PostgreSQL, so a second worker fills that wait. The e2e project runs after the others (its own group).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'apps/web/vitest.isolated.config.ts', 'e2e'],
  },
});
