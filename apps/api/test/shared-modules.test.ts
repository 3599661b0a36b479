import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const API_ROOT = join(import.meta.dirname, '..');

/** What would outlive its file: a replaced module, environment variable, global or clock. */
const LEAKING_CALLS =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\(|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}

describe('API test files', () => {
  it('leave their worker’s shared modules, environment and clock as they found them (vitest.config: isolate false)', () => {
    const files = [...testFilesUnder(join(API_ROOT, 'src')), ...testFilesUnder(join(API_ROOT, 'test'))];
    expect(files.length).toBeGreaterThan(100);
    const leaking = files
      .filter((file) => !file.endsWith('shared-modules.test.ts'))
      .filter((file) => LEAKING_CALLS.test(readFileSync(file, 'utf8')))
      .map((file) => relative(API_ROOT, file));
    expect(leaking).toEqual([]);
  });
});
