import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * STYLE import rules for the API: routes → module services → module repositories → db. Handlers hold no
 * SQL; services never see Fastify; one module uses another through its service, never its repository;
 * production code never imports the test kit. Type-only imports name a shape, not a use, so they pass.
 */

const SRC = import.meta.dirname;
const TEST_KIT = resolve(SRC, '..', 'test');

/**
 * Files outside repositories that may write SQL, each for a reason: the schema and the connection are
 * the db layer itself; the member figures are subqueries several modules' repositories compose into their
 * selects; the seed and the place sync are data loading (bulk inserts of fixed data).
 */
const SQL_ALLOWED = [
  /^db\/schema(\.ts|\/)/,
  /^db\/(client|migrate|embedded|change-listener|like|member-figures|reference-data|sync-thai-places)\.ts$/,
  /^db\/seed[\w-]*\.ts$/,
];

/**
 * Violations left on this branch, each to be removed as it is fixed (the test fails if one is fixed and
 * still listed, or if a new one appears): none left; a new one must be fixed, or listed here with its reason.
 */
const KNOWN_VIOLATIONS: string[] = [];

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Every import and re-export of a source text, with whether it brings in types only. */
export function importsOf(source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gms)) {
    const names = match[3] ?? '';
    const everyNameTyped =
      /^\{[^}]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(',')
        .every((name) => /^\s*(type\s|$)/.test(name));
    found.push({ specifier: match[4] ?? '', typeOnly: Boolean(match[2]) || everyNameTyped });
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm))
    found.push({ specifier: match[1] ?? '', typeOnly: false });
  for (const match of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ specifier: match[1] ?? '', typeOnly: false });
  return found;
}

type Place =
  | { kind: 'repository'; module: string }
  | { kind: 'module'; module: string }
  | { kind: 'routes' | 'db' | 'test-kit' | 'other' };

/** Where a file (absolute path) sits in the layers. */
function placeOf(file: string): Place {
  if (file.startsWith(TEST_KIT + sep)) return { kind: 'test-kit' };
  const [top, module, name] = relative(SRC, file).split(sep);
  if (top === 'modules' && module && name) {
    return name.endsWith('-repository.ts') ? { kind: 'repository', module } : { kind: 'module', module };
  }
  if (top === 'routes') return { kind: 'routes' };
  if (top === 'db') return { kind: 'db' };
  return { kind: 'other' };
}

const isSqlPackage = (specifier: string) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
const isFastify = (specifier: string) => specifier === 'fastify' || specifier.startsWith('@fastify/');

/** What one production file (absolute path) imports that its layer may not, as readable lines. */
export function violationsOf(file: string, source: string): string[] {
  const from = placeOf(file);
  const path = relative(SRC, file).split(sep).join('/');
  const mayWriteSql = from.kind === 'repository' || SQL_ALLOWED.some((pattern) => pattern.test(path));
  return importsOf(source).flatMap(({ specifier, typeOnly }): string[] => {
    if (isSqlPackage(specifier)) return mayWriteSql || typeOnly ? [] : [`${specifier} (SQL outside a repository)`];
    if (isFastify(specifier))
      return from.kind === 'module' && !typeOnly ? [`${specifier} (a service seeing Fastify)`] : [];
    if (!specifier.startsWith('.')) return [];
    const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
    const to = placeOf(target);
    if (to.kind === 'test-kit') return [`${specifier} (production code importing the test kit)`];
    if (typeOnly) return [];
    const targetPath = relative(SRC, target).split(sep).join('/');
    if (/^db\/schema(\.ts|\/)/.test(targetPath) && !mayWriteSql) return [`${specifier} (SQL outside a repository)`];
    if (to.kind !== 'repository') return [];
    if (from.kind === 'routes') return [`${specifier} (a handler reaching a repository)`];
    if ((from.kind === 'module' || from.kind === 'repository') && from.module !== to.module) {
      return [`${specifier} (another module's repository)`];
    }
    if (from.kind === 'other') return [`${specifier} (a repository outside its module)`];
    return [];
  });
}

function productionFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith(`db${sep}migrations`))
    .map((name) => join(SRC, name));
}

describe('API import rules (STYLE)', () => {
  it('keeps SQL in repositories, Fastify out of services, modules out of each other’s repositories and the test kit out of production, but for the listed violations', () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      violationsOf(file, readFileSync(file, 'utf8')).map((violation) => `${relative(SRC, file)}: ${violation}`),
    );
    expect(violations).toEqual(KNOWN_VIOLATIONS);
  });

  it('catches every import it forbids and lets the allowed ones pass', () => {
    const at = (path: string) => join(SRC, ...path.split('/'));
    expect(
      violationsOf(
        at('routes/v1/point/index.ts'),
        [
          "import { eq } from 'drizzle-orm';",
          "import { members } from '../../../db/schema.js';",
          "import { lockMember } from '../../../modules/customers/member-repository.js';",
          "import type { MemberRow } from '../../../modules/customers/member-repository.js';",
          "import { transferPoints } from '../../../modules/transfers/transfer-service.js';",
          "import { createMember } from '../../../../test/factories.js';",
        ].join('\n'),
      ),
    ).toEqual([
      'drizzle-orm (SQL outside a repository)',
      '../../../db/schema.js (SQL outside a repository)',
      '../../../modules/customers/member-repository.js (a handler reaching a repository)',
      '../../../../test/factories.js (production code importing the test kit)',
    ]);
    expect(
      violationsOf(
        at('modules/transfers/transfer-service.ts'),
        [
          "import type { FastifyRequest } from 'fastify';",
          "import { fastify } from 'fastify';",
          "import { findMemberByCode } from '../customers/member-repository.js';",
          "import { type MemberRow, lockMember } from '../customers/member-repository.js';",
          "import { findMember } from '../customers/member-service.js';",
          "import { sumTransferredSince } from './transfer-repository.js';",
        ].join('\n'),
      ),
    ).toEqual([
      'fastify (a service seeing Fastify)',
      "../customers/member-repository.js (another module's repository)",
      "../customers/member-repository.js (another module's repository)",
    ]);
    expect(
      violationsOf(
        at('modules/points/point-repository.ts'),
        "import { sql } from 'drizzle-orm';\nimport { x } from '../tiers/tier-repository.js';",
      ),
    ).toEqual(["../tiers/tier-repository.js (another module's repository)"]);
    expect(violationsOf(at('db/seed-cards.ts'), "import { eq } from 'drizzle-orm';")).toEqual([]);
    expect(
      violationsOf(
        at('cli/cards-command.ts'),
        "import { issueCard } from '../modules/cards/member-card-repository.js';",
      ),
    ).toEqual(['../modules/cards/member-card-repository.js (a repository outside its module)']);
  });
});
