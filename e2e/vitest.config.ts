import { defineProject } from 'vitest/config';

/**
 * End-to-end tests: one production server (built SPA + API on its own database) for the whole run,
 * Debian's Chromium driven by playwright-core. Three files at a time, after the other projects (group
 * order 1): a flow waits on the browser and the server in turn, so a third file fills what two leave of
 * two cores (six files took 185 s at two workers with the cores 87 % busy, 158 s at three), and each file
 * uses its own members or reads the demo balance it compares with (support/members.ts). `expect.poll` waits
 * up to 15 s as Playwright's own waits do: its 1 s default failed a till run whose member history was still
 * loading after 1 s while the two cores served three files (the screen showed the receipt a moment later).
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: 3,
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 240_000,
  },
});
