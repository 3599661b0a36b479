import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specifiersOf } from '@/test/module-graph';

/**
 * STYLE import rules: web code flows components, lib, i18n → features → app. A feature never imports
 * another feature (routes in app compose them), and shared code never imports a feature or app. The
 * back-office console (admin) shares components, lib and i18n with the member app and nothing else,
 * either way (its own entry: entry-isolation.test.ts checks what each page loads).
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_LAYERS = ['components', 'lib', 'i18n'];

/** The file's place under src as path segments (`['features', 'history', ...]`), or null for a package. */
function targetOf(file: string, specifier: string): string[] | null {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/');
  if (!specifier.startsWith('.')) return null;
  return relative(SRC, resolve(dirname(file), specifier)).split(sep);
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** What one file imports that its layer may not, as readable lines. */
function violationsOf(file: string, source: string): string[] {
  const [layer, feature] = relative(SRC, file).split(sep);
  return specifiersOf(source).flatMap((specifier) => {
    const target = targetOf(file, specifier);
    if (!target) return [];
    const [targetLayer, targetFeature] = target;
    // A test may name the console's modules (this file's own examples do); the pages' code may not.
    if (targetLayer === 'admin' && layer !== 'admin' && !isTestFile(file)) return [`${specifier} (the console)`];
    if (layer === 'admin' && (targetLayer === 'features' || targetLayer === 'app')) {
      return [`${specifier} (the member app's ${targetLayer})`];
    }
    if (layer === 'features') {
      if (targetLayer === 'features' && targetFeature !== feature) return [`${specifier} (another feature)`];
      // A test that renders a whole route needs the route table; production code never reaches up to app.
      if (targetLayer === 'app' && !isTestFile(file)) return [`${specifier} (app)`];
      return [];
    }
    if (SHARED_LAYERS.includes(layer ?? '') && (targetLayer === 'features' || targetLayer === 'app')) {
      return [`${specifier} (shared code importing ${targetLayer})`];
    }
    return [];
  });
}

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(SRC, folder, name));
}

function violationsUnder(folder: string): string[] {
  return sourceFilesUnder(folder).flatMap((file) =>
    violationsOf(file, readFileSync(file, 'utf8')).map((violation) => `${relative(SRC, file)}: ${violation}`),
  );
}

describe('web import rules (STYLE)', () => {
  it('keeps every feature to itself: no import of another feature, and no production import of app', () => {
    expect(sourceFilesUnder('features').length).toBeGreaterThan(0);
    expect(violationsUnder('features')).toEqual([]);
  });

  it.each(['admin', 'app', 'features', ...SHARED_LAYERS])(
    'keeps the console and the member app apart in %s',
    (folder) => {
      expect(
        violationsUnder(folder).filter(
          (violation) => violation.includes('(the console)') || violation.includes('member app'),
        ),
      ).toEqual([]);
    },
  );

  it.each(SHARED_LAYERS)('keeps %s free of features and app', (folder) => {
    expect(violationsUnder(folder)).toEqual([]);
  });

  it('catches the imports it forbids, aliased or relative', () => {
    const historyItem = join(SRC, 'features', 'history', 'components', 'history-item.tsx');
    expect(
      violationsOf(
        historyItem,
        [
          "import { formatDateTime } from '@/features/points/lib/format-time';",
          "import { RedemptionStateBadge } from '../../privileges/components/redemption-state-badge';",
          "const routes = import('@/app/routes/history');",
          "import { HISTORY_QUERY_KEY } from '@/lib/query-keys';",
          "import { redemptionListQueryOptions } from '../api/history';",
        ].join('\n'),
      ),
    ).toEqual([
      '@/features/points/lib/format-time (another feature)',
      '../../privileges/components/redemption-state-badge (another feature)',
      '@/app/routes/history (app)',
    ]);
    expect(
      violationsOf(
        join(SRC, 'admin', 'app', 'router.tsx'),
        [
          "import { LoginForm } from '@/features/sign-in/components/login-form';",
          "import { Button } from '@/components/ui/button';",
        ].join('\n'),
      ),
    ).toEqual(["@/features/sign-in/components/login-form (the member app's features)"]);
    expect(
      violationsOf(join(SRC, 'lib', 'api-client.ts'), "import { callAdmin } from '@/admin/lib/admin-api';"),
    ).toEqual(['@/admin/lib/admin-api (the console)']);
    expect(violationsOf(join(SRC, 'lib', 'format.ts'), "export { x } from '@/features/points/api/transfer';")).toEqual([
      '@/features/points/api/transfer (shared code importing features)',
    ]);
  });
});
