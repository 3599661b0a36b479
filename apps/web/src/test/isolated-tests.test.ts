import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** A module replaced for one file would stay replaced for the files after it in a shared registry. */
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

describe('web test files', () => {
  it('replace a module only when named *.isolated.test.*, so they run apart (vitest.isolated.config.ts)', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const sharing = files.filter(
      (file) => !/\.isolated\.test\.tsx?$/.test(file) && REPLACES_A_MODULE.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(sharing).toEqual([]);
    expect(files.filter((file) => /\.isolated\.test\.tsx?$/.test(file)).length).toBeGreaterThan(0);
  });
});
