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
 * the db layer itself; the member figures and the company scope's conditions (decision 063) are SQL
 * several modules' repositories compose into their selects; the seeds and the place sync are data loading
 * (bulk inserts of fixed data).
 */
const SQL_ALLOWED = [
  /^db\/schema(\.ts|\/)/,
  /^db\/(client|migrate|embedded|change-listener|like|member-figures|company-scope|reference-data|sync-thai-places)\.ts$/,
  /^seed\/seed[\w-]*\.ts$/,
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
  | { kind: 'routes' | 'db' | 'seed' | 'test-kit' | 'other' };

/** Where a file (absolute path) sits in the layers. */
function placeOf(file: string): Place {
  if (file.startsWith(TEST_KIT + sep)) return { kind: 'test-kit' };
  const [top, module, name] = relative(SRC, file).split(sep);
  if (top === 'modules' && module && name) {
    return name.endsWith('-repository.ts') ? { kind: 'repository', module } : { kind: 'module', module };
  }
  if (top === 'routes') return { kind: 'routes' };
  if (top === 'db') return { kind: 'db' };
  if (top === 'seed') return { kind: 'seed' };
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
    // The seed loads demo rows above the modules it fills, through the repository of the table's owner.
    if (from.kind === 'other') return [`${specifier} (a repository outside its module)`];
    return [];
  });
}

/** The production files with their text, as paths relative to src. */
function productionSources(): { path: string; source: string }[] {
  return productionFiles().map((file) => ({
    path: relative(SRC, file).split(sep).join('/'),
    source: readFileSync(file, 'utf8'),
  }));
}

function productionFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith(`db${sep}migrations`))
    .map((name) => join(SRC, name));
}

/**
 * The floors of the API, lowest first (STYLE layout): a file imports its own floor or those below, never one
 * above. The ground holds the database and what every layer shares; the seed sits above the modules it
 * fills; plugins, routes, the CLI, the process and the app's composition sit on top.
 */
const FLOORS = ['ground', 'modules', 'seed', 'app'] as const;
type Floor = (typeof FLOORS)[number];

/** The floor of a source path relative to src, with `/` separators. */
export function floorOf(path: string): Floor {
  const [top, second] = path.split('/');
  if (top === 'db' || top === 'adapters') return 'ground';
  if (top === 'modules') return 'modules';
  if (top === 'seed') return 'seed';
  if (second === undefined && !['app.ts', 'caches.ts', 'deps.ts', 'server.ts'].includes(top ?? '')) return 'ground';
  return 'app';
}

/** The module a source path (relative to src, `/` separators) belongs to, if any. */
const moduleOf = (path: string): string | undefined => /^modules\/([^/]+)\//.exec(path)?.[1];

interface Edge {
  from: string;
  to: string;
}

/** Every non-type import between production files, as paths relative to src with `/` separators. */
export function importEdges(files: { path: string; source: string }[]): Edge[] {
  return files.flatMap(({ path, source }) =>
    importsOf(source)
      .filter(({ specifier, typeOnly }) => !typeOnly && specifier.startsWith('.'))
      .map(({ specifier }) => ({
        from: path,
        to: relative(SRC, resolve(dirname(join(SRC, path)), specifier).replace(/\.js$/, '.ts'))
          .split(sep)
          .join('/'),
      })),
  );
}

/** The imports that run from a lower floor to a higher one, as `from -> to` lines. */
export function floorBreaches(edges: Edge[]): string[] {
  return edges
    .filter(({ from, to }) => FLOORS.indexOf(floorOf(from)) < FLOORS.indexOf(floorOf(to)))
    .map(({ from, to }) => `${from} -> ${to}`);
}

/**
 * The module cycles: strongly connected components of more than one module in the graph whose edge A → B
 * means a file of modules/A imports one of modules/B (Tarjan's algorithm), each sorted, largest first.
 */
export function moduleCycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!a || !b || a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
    if (!next.has(b)) next.set(b, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || (a[0] ?? '').localeCompare(b[0] ?? ''));
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

  it('keeps every import on its floor or below: db/ imports no module, no module imports the seed or the app', () => {
    expect(floorBreaches(importEdges(productionSources()))).toEqual([]);
  });

  it('has no module cycle', () => {
    expect(moduleCycles(importEdges(productionSources()))).toEqual([]);
  });

  it('finds the floor breaches and the module cycles it is to refuse', () => {
    const edges = importEdges([
      { path: 'db/seed.ts', source: "import { lockMember } from '../modules/members/member-service.js';" },
      { path: 'modules/points/point-service.ts', source: "import { seedDemoData } from '../../seed/seed.js';" },
      { path: 'modules/jobs/job-queue.ts', source: "import { runImportJob } from '../imports/import-service.js';" },
      { path: 'modules/imports/import-service.ts', source: "import { startJob } from '../jobs/job-service.js';" },
      { path: 'modules/codes/code-service.ts', source: "import type { Job } from '../jobs/job-service.js';" },
      { path: 'modules/jobs/job-service.ts', source: "import { x } from '../codes/code-service.js';" },
      { path: 'seed/seed.ts', source: "import { lockMember } from '../modules/members/member-service.js';" },
      { path: 'app.ts', source: "import { seedDemoData } from './seed/seed.js';" },
    ]);
    expect(floorBreaches(edges)).toEqual([
      'db/seed.ts -> modules/members/member-service.ts',
      'modules/points/point-service.ts -> seed/seed.ts',
    ]);
    expect(moduleCycles(edges)).toEqual([['imports', 'jobs']]);
  });

  it('catches every import it forbids and lets the allowed ones pass', () => {
    const at = (path: string) => join(SRC, ...path.split('/'));
    expect(
      violationsOf(
        at('routes/v1/point/index.ts'),
        [
          "import { eq } from 'drizzle-orm';",
          "import { members } from '../../../db/schema.js';",
          "import { lockMember } from '../../../modules/members/member-repository.js';",
          "import type { MemberRow } from '../../../modules/members/member-repository.js';",
          "import { transferPoints } from '../../../modules/transfers/transfer-service.js';",
          "import { createMember } from '../../../../test/factories.js';",
        ].join('\n'),
      ),
    ).toEqual([
      'drizzle-orm (SQL outside a repository)',
      '../../../db/schema.js (SQL outside a repository)',
      '../../../modules/members/member-repository.js (a handler reaching a repository)',
      '../../../../test/factories.js (production code importing the test kit)',
    ]);
    expect(
      violationsOf(
        at('modules/transfers/transfer-service.ts'),
        [
          "import type { FastifyRequest } from 'fastify';",
          "import { fastify } from 'fastify';",
          "import { findMemberByCode } from '../members/member-repository.js';",
          "import { type MemberRow, lockMember } from '../members/member-repository.js';",
          "import { findMember } from '../members/member-service.js';",
          "import { sumTransferredSince } from './transfer-repository.js';",
        ].join('\n'),
      ),
    ).toEqual([
      'fastify (a service seeing Fastify)',
      "../members/member-repository.js (another module's repository)",
      "../members/member-repository.js (another module's repository)",
    ]);
    expect(
      violationsOf(
        at('modules/points/point-repository.ts'),
        "import { sql } from 'drizzle-orm';\nimport { x } from '../tiers/tier-repository.js';",
      ),
    ).toEqual(["../tiers/tier-repository.js (another module's repository)"]);
    expect(violationsOf(at('seed/seed-cards.ts'), "import { eq } from 'drizzle-orm';")).toEqual([]);
    expect(
      violationsOf(
        at('cli/cards-command.ts'),
        "import { issueCard } from '../modules/cards/member-card-repository.js';",
      ),
    ).toEqual(['../modules/cards/member-card-repository.js (a repository outside its module)']);
  });
});
