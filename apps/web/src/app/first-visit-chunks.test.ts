import { describe, expect, it } from 'vitest';
import { firstVisitChunks, type SharedChunk } from '../../build/first-visit-chunks-plugin';

const src = (path: string) => `/repo/apps/web/src/${path}`;
/** A call's address, a module of its own (api-calls-plugin.ts). */
const CALL = '\0virtual:api-call/getBannerList';

/** A module graph as the bundler reports it: each module's static and dynamic imports. */
const GRAPH: Record<string, { isEntry?: boolean; imports?: string[]; dynamic?: string[] }> = {
  [src('main.tsx')]: {
    isEntry: true,
    imports: [src('shell.tsx')],
    dynamic: [src('routes/home.tsx'), src('routes/other.tsx'), src('routes/landing.tsx')],
  },
  [src('admin/main.tsx')]: { isEntry: true, dynamic: [src('admin/screen.tsx')] },
  [src('shell.tsx')]: { imports: [src('lib/storage.ts')] },
  [src('lib/storage.ts')]: {},
  [src('routes/home.tsx')]: {
    imports: [
      src('features/home/overview.tsx'),
      src('lib/storage.ts'),
      src('lib/format.ts'),
      src('features/cards/face.tsx'),
      src('features/cards/badge.tsx'),
      '/repo/node_modules/react/index.js',
    ],
    dynamic: [src('features/home/modal.tsx')],
  },
  [src('routes/landing.tsx')]: { imports: [src('features/cards/badge.tsx')] },
  [src('features/cards/badge.tsx')]: {},
  [src('features/home/overview.tsx')]: { imports: [src('features/home/api.ts')] },
  [src('features/home/api.ts')]: { imports: [CALL] },
  [CALL]: {},
  [src('features/home/modal.tsx')]: { imports: [src('features/home/modal-body.tsx')] },
  [src('features/home/modal-body.tsx')]: {},
  [src('features/cards/face.tsx')]: {},
  [src('lib/format.ts')]: {},
  [src('routes/other.tsx')]: {
    imports: [src('features/cards/face.tsx'), src('features/cards/badge.tsx'), src('lib/format.ts')],
    dynamic: [src('features/home/modal-body.tsx')],
  },
  [src('admin/screen.tsx')]: { imports: [src('lib/format.ts')] },
  '/repo/node_modules/react/index.js': {},
};

function groupOf(screens: { name: string; screen: RegExp }[], shared?: SharedChunk) {
  const { plugin, groups } = firstVisitChunks(screens, shared);
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const node = GRAPH[id];
      return node
        ? {
            isEntry: node.isEntry ?? false,
            importedIds: node.imports ?? [],
            dynamicallyImportedIds: node.dynamic ?? [],
          }
        : null;
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as (this: typeof context, error?: Error) => void).call(context);
  return (id: string) => groups.find((group) => typeof group.test === 'function' && group.test(id))?.name ?? null;
}

describe('the first-visit screens’ chunks', () => {
  const home = { name: 'home', screen: /\/routes\/home\.tsx$/ };

  it('groups what only the screen imports statically', () => {
    const group = groupOf([home]);
    expect(group(src('features/home/overview.tsx'))).toBe('home');
    expect(group(src('features/home/api.ts'))).toBe('home');
    expect(group(CALL)).toBe('home');
  });

  it('leaves out the screen itself, what the entries load, libraries and what it imports only on demand', () => {
    const group = groupOf([home]);
    expect(group(src('routes/home.tsx'))).toBeNull();
    expect(group(src('lib/storage.ts'))).toBeNull();
    expect(group('/repo/node_modules/react/index.js')).toBeNull();
    expect(group(src('features/home/modal.tsx'))).toBeNull();
    expect(group(src('features/home/modal-body.tsx'))).toBeNull();
  });

  it('never puts in it what the console can reach, so the console never loads a member screen’s chunk', () => {
    expect(groupOf([home])(src('lib/format.ts'))).toBeNull();
  });

  it('leaves to the splitter what another first-visit screen reaches too', () => {
    expect(groupOf([home])(src('features/cards/face.tsx'))).toBe('home');
    expect(
      groupOf([home, { name: 'other', screen: /\/routes\/other\.tsx$/ }])(src('features/cards/face.tsx')),
    ).toBeNull();
  });

  it('fails the build when a screen names no module', () => {
    expect(() => groupOf([{ name: 'gone', screen: /\/routes\/gone\.tsx$/ }])).toThrow('no module is the gone screen');
  });
});

describe('the chunk the members’ first-visit screens share (issue 39)', () => {
  const home = { name: 'home', screen: /\/routes\/home\.tsx$/ };
  const other = { name: 'other', screen: /\/routes\/other\.tsx$/ };
  const landing = { name: 'landing', screen: /\/routes\/landing\.tsx$/ };
  const shared = { name: 'member-pages', among: ['home', 'other'] };

  it('groups what two or more of them import statically', () => {
    expect(groupOf([home, other, landing], shared)(src('features/cards/face.tsx'))).toBe('member-pages');
  });

  it('leaves out what a screen outside them reaches, what the console reaches and what they import on demand', () => {
    const group = groupOf([home, other, landing], shared);
    expect(group(src('features/cards/badge.tsx'))).toBeNull();
    expect(group(src('lib/format.ts'))).toBeNull();
    expect(group(src('features/home/modal-body.tsx'))).toBeNull();
  });

  it('leaves the screens themselves, what the entries load and what one screen alone imports where they were', () => {
    const group = groupOf([home, other, landing], shared);
    expect(group(src('routes/home.tsx'))).toBeNull();
    expect(group(src('lib/storage.ts'))).toBeNull();
    expect(group(src('features/home/overview.tsx'))).toBe('home');
  });

  it('fails the build when none of them is a screen', () => {
    expect(() => groupOf([home], { name: 'member-pages', among: ['gone'] })).toThrow('none of gone is a screen');
  });
});
