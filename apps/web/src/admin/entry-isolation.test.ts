import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleGraphOf } from '@/test/module-graph';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = resolve(SRC, '..');

const graphOf = (entry: string) => [...moduleGraphOf(SRC, join(SRC, entry))].map((file) => relative(SRC, file));

/** DESIGN §11: the console is its own entry; a member page never loads its code, and it loads no member screen. */
describe('the console and the member app as separate entries', () => {
  it('serves each page its own entry module', () => {
    expect(readFileSync(join(WEB, 'index.html'), 'utf8')).toContain('src="/src/main.tsx"');
    expect(readFileSync(join(WEB, 'admin.html'), 'utf8')).toContain('src="/src/admin/main.tsx"');
  });

  it('keeps every console module out of the member entry’s graph, lazy screens included', () => {
    const member = graphOf('main.tsx');
    expect(member).toContain('app/router.tsx');
    expect(member).toContain('features/sign-in/components/landing-screen.tsx');
    expect(member.filter((file) => file.startsWith('admin/'))).toEqual([]);
  });

  it('keeps the member app’s routes and features out of the console’s graph, sharing only components and lib', () => {
    const consoleGraph = graphOf('admin/main.tsx');
    expect(consoleGraph).toContain('admin/features/audit/components/audit-screen.tsx');
    expect(consoleGraph).toContain('lib/forms/use-contract-form.ts');
    expect(consoleGraph.filter((file) => file.startsWith('app/') || file.startsWith('features/'))).toEqual([]);
  });
});
