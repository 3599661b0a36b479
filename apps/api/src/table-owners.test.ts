import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';

/**
 * One writer per table (STYLE import rules): each table has one module whose repository inserts, updates
 * and deletes its rows; others read it (joins for dashboards and exports) or ask the owner's service to
 * change it. The map is docs/architecture/table-owners.md, which this test reads; the seed (data loading
 * above the modules) and the db layer's reference data are outside it, as the document says.
 */

const SRC = import.meta.dirname;
const OWNERS_DOCUMENT = resolve(SRC, '..', '..', '..', 'docs', 'architecture', 'table-owners.md');

/** The table → owning module rows of the document's map: `| \`table\` | \`owner\` | why |`. */
export function ownersOf(document: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const match of document.matchAll(/^\|\s*`([a-z_]+)`\s*\|\s*`([a-z/-]+)`\s*\|/gm)) {
    const [, table, owner] = match;
    if (table && owner) owners.set(table, owner);
  }
  return owners;
}

/** The schema's tables: the name code uses (`pointLedger`) → the table's name (`point_ledger`). */
function schemaTables(): Map<string, string> {
  return new Map(
    Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)]] : [])),
  );
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The tables a source text writes: drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and SQL's
 * `insert into`, `update`, `delete from` naming the table by its schema object (`${t}`) or by its name.
 */
export function tablesWrittenBy(source: string, tables: Map<string, string>): string[] {
  const text = withoutComments(source);
  const names = new Set(tables.values());
  const written = new Set<string>();
  for (const [, object] of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = object && tables.get(object);
    if (table) written.add(table);
  }
  for (const [, object] of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi)) {
    const table = object && tables.get(object);
    if (table) written.add(table);
  }
  for (const [, name] of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi)) {
    if (name && names.has(name)) written.add(name);
  }
  return [...written].sort();
}

function moduleFiles(): { module: string; path: string; source: string }[] {
  const modules = join(SRC, 'modules');
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({
      module: name.split(sep)[0] ?? '',
      path: relative(SRC, join(modules, name)).split(sep).join('/'),
      source: readFileSync(join(modules, name), 'utf8'),
    }));
}

describe('table owners (STYLE: one writer per table)', () => {
  const owners = ownersOf(readFileSync(OWNERS_DOCUMENT, 'utf8'));
  const tables = schemaTables();

  it('names one owner for every table of the schema, and no table the schema lacks', () => {
    expect(tables.size).toBeGreaterThan(40);
    expect([...owners.keys()].sort()).toEqual([...new Set(tables.values())].sort());
  });

  it('lets only the owning module write each table', () => {
    const strangers = moduleFiles().flatMap(({ module, path, source }) =>
      tablesWrittenBy(source, tables)
        .filter((table) => owners.get(table) !== module)
        .map((table) => `${path} writes ${table}, owned by ${owners.get(table)}`),
    );
    expect(strangers).toEqual([]);
  });

  it('finds the writes it is to check, and not reads or other calls of the same names', () => {
    const found = tablesWrittenBy(
      [
        'await db.update(members).set({ status });',
        'await db.insert(pointLedger).values(entry);',
        'await tx.delete(sessions).where(eq(sessions.id, id));',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
        'await db.execute(sql`update ${pointLots} set remaining = 0`);',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
        'await db.execute(sql`insert into ${pointLotChanges} (entry_id) values (1)`);',
        'await db.execute(sql`delete from referrals where id = 1`);',
        'await db.select().from(receipts);',
        'hash.update(bytes); cache.delete(key);',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
        '// update ${addresses} in a comment is no write',
      ].join('\n'),
      tables,
    );
    expect(found).toEqual(['members', 'point_ledger', 'point_lot_changes', 'point_lots', 'referrals', 'sessions']);
    expect(ownersOf('| `members` | `members` | the rows |\n| not a row |')).toEqual(new Map([['members', 'members']]));
  });
});
