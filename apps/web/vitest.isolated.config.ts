import { ISOLATED_TESTS, webTests } from './vitest.config.ts';

/** The web test files that replace a module (`vi.mock`), each with a module registry of its own. */
export default webTests({ name: 'web-isolated', include: [ISOLATED_TESTS], exclude: [], isolate: true });
