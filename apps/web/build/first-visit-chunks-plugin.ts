import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

/** A screen whose own code should come as one file: its name names the chunk, `screen` matches its module. */
export interface ChunkedScreen {
  name: string;
  screen: RegExp;
}

/**
 * Screens of `among` whose shared code should come as one file named `name`: what two or more of them
 * import statically and no other screen reaches.
 */
export interface SharedChunk {
  name: string;
  among: readonly string[];
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** `roots` and every module they import, statically only or dynamically too. */
function reachableFrom(graph: ModuleGraph, roots: readonly string[], withDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    pending.push(...info.importedIds, ...(withDynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/**
 * Only the app's own sources and the addresses of its calls (api-calls-plugin.ts: one module a call, so
 * each comes with the screens that send it): libraries and the contracts have their groups (vite.config.ts).
 */
const isAppSource = (id: string) => /[\\/]apps[\\/]web[\\/]src[\\/]/.test(id) || id.startsWith('\0virtual:api-call/');

/**
 * The modules a screen alone brings (issue 13, DESIGN §10 budget): what it imports statically that no
 * entry loads anyway, no other of `screens` reaches, and no other entry (the console) can ever reach.
 * The splitter would cut them into a file per set of screens sharing them, and a first visit to the
 * screen fetched a dozen small files, each with its own imports, exports and gzip overhead. Grouped,
 * they come as one file; another screen that shares one of them loads that file too, which a member
 * has usually fetched already (these are the pages a visit starts on).
 *
 * `shared` does the same for what several screens share (issue 39): the members' pages over HTTP/1.1,
 * where a browser fetches six files at a time, fetched eight files of 1–2 KB that two or more of them
 * import. Grouped, a member's first visit fetches one, and a screen outside `among` (the landing) none.
 */
export function firstVisitChunks(
  screens: readonly ChunkedScreen[],
  shared?: SharedChunk,
): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const ownerOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'loyalty-first-visit-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      ownerOf.clear();
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const loadedByEntries = reachableFrom(this, entries, false);
      const roots = screens.map(({ name, screen }) => {
        const root = ids.find((id) => screen.test(id));
        if (!root) this.error(`no module is the ${name} screen`);
        return root;
      });
      /** How many of the screens reach a module at all, a dynamic import away included. */
      const reachCount = new Map<string, number>();
      for (const root of roots) {
        for (const id of reachableFrom(this, [root], true)) reachCount.set(id, (reachCount.get(id) ?? 0) + 1);
      }
      /** What the entries that never reach `root` reach: the console's code, for a members' screen. */
      const reachedByOtherEntries = (root: string) =>
        reachableFrom(
          this,
          entries.filter((entry) => !reachableFrom(this, [entry], true).has(root)),
          true,
        );
      /** A module of the app that no entry loads and none of `others` can reach. */
      const isGroupable = (id: string, others: ReadonlySet<string>) =>
        isAppSource(id) && !loadedByEntries.has(id) && !others.has(id);
      screens.forEach(({ name }, index) => {
        const root = roots[index] as string;
        const reachedElsewhere = reachedByOtherEntries(root);
        for (const id of reachableFrom(this, [root], false)) {
          if (id !== root && reachCount.get(id) === 1 && isGroupable(id, reachedElsewhere)) ownerOf.set(id, name);
        }
      });
      if (!shared) return;
      const isSharing = (_root: string, index: number) => shared.among.includes(screens[index]?.name ?? '');
      const sharing = roots.filter(isSharing);
      const outside = roots.filter((root, index) => !isSharing(root, index));
      const first = sharing[0];
      if (first === undefined) return this.error(`${shared.name}: none of ${shared.among.join(', ')} is a screen`);
      const reachedElsewhere = new Set([...reachedByOtherEntries(first), ...reachableFrom(this, outside, true)]);
      const staticCount = new Map<string, number>();
      for (const root of sharing) {
        for (const id of reachableFrom(this, [root], false)) staticCount.set(id, (staticCount.get(id) ?? 0) + 1);
      }
      for (const [id, count] of staticCount) {
        const isScreen = sharing.includes(id);
        if (count > 1 && !isScreen && isGroupable(id, reachedElsewhere)) ownerOf.set(id, shared.name);
      }
    },
  };
  // The screen's own module stays out: it is the chunk the router imports (and first-paint-plugin.ts finds).
  const groups = [...screens.map(({ name }) => name), ...(shared ? [shared.name] : [])].map(
    (name): CodeSplittingGroup => ({
      name,
      includeDependenciesRecursively: false,
      test: (id: string) => ownerOf.get(id) === name,
    }),
  );
  return { plugin, groups };
}
