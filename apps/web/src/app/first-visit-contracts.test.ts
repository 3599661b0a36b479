import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleGraphOf } from '@/test/module-graph';
import { FIRST_VISIT_PAGES } from '../../build/first-paint-plugin';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACTS = resolve(SRC, '../../../packages/contracts/src');

/** The names a source file imports from the contracts as values (`type` imports carry no code). */
function contractValuesOf(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@loyalty\/contracts'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

/**
 * The contracts' modules that build zod schemas when they load: a value taken from one of them brings its
 * schemas and zod itself (24 KB gzip) with it, since the bundler keeps a module's top-level calls.
 */
function schemaModuleOf(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const file of readdirSync(CONTRACTS, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(CONTRACTS, file), 'utf8');
    if (!/^import\s*\{[^}]*\}\s*from\s*'zod'/m.test(source)) continue;
    for (const match of source.matchAll(/^export (?:const|function) (\w+)/gm)) {
      owner.set(match[1] ?? '', file.split(sep).join('/'));
    }
  }
  return owner;
}

describe('the pages a visit starts on (DESIGN §10 budget)', () => {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).map((file) => join(SRC, file));
  const owners = schemaModuleOf();

  it.each(FIRST_VISIT_PAGES.map((page) => [page.name, page.screen] as const))(
    'loads %s without the contracts’ schemas: its values come from modules that build none',
    (_name, screen) => {
      const root = files.find((file) => screen.test(file.split(sep).join('/')));
      expect(root).toBeDefined();
      const loaded = [join(SRC, 'main.tsx'), root as string].flatMap((start) => [
        ...moduleGraphOf(SRC, start, { dynamic: false }),
      ]);
      const schemaValues = [...new Set(loaded)].flatMap((file) =>
        contractValuesOf(readFileSync(file, 'utf8'))
          .filter((name) => owners.has(name))
          .map((name) => `${name} (${owners.get(name)}) in ${file.slice(SRC.length + 1)}`),
      );
      expect(schemaValues).toEqual([]);
    },
  );
});
