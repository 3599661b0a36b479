/**
 * How old a kept catalogue page may be when it is shown. Every process forgets its pages when an
 * operator changes the catalogue (a `catalogue_changes` notice, migration catalogue-change-notifications),
 * and this process also when it redeems; another API instance (DESIGN §9) learns of a redemption only by
 * reading again: for this long it may show stock already taken or a window that has just closed. Redeem
 * itself decides on the locked rows, never on a kept page.
 */
export const CATALOGUE_PAGE_TTL_MS = 3_000;

/**
 * From this age a read still gets the kept page but starts one load of its successor in the background.
 * Under steady traffic the successor lands before the TTL runs out, so readers never queue behind a
 * rebuild (at 64 connections each rebuild made every waiting reader slower by the query's time, which
 * set the p99), and no page is older than the TTL.
 */
export const CATALOGUE_PAGE_REFRESH_AFTER_MS = 2_000;

/**
 * Pages kept at most. Keywords are member input, so the keys are unbounded; a page of 30 cards is some
 * 20 KB, so this caps the memory at a few MB (about 50 MB if every page asked for 100 cards).
 */
export const CATALOGUE_PAGE_LIMIT = 500;

interface Entry {
  loadedAt: number;
  value: Promise<unknown>;
  /** The load has succeeded, so the entry may be refreshed ahead. */
  settled: boolean;
  refreshing: boolean;
}

export interface PageCache {
  /**
   * The kept value of `key`, or `load()` when there is none younger than the TTL. Readers who ask for a
   * key while it loads share that one load; a failed load is not kept. A read of a value older than the
   * refresh age also starts one background `load()`, whose value replaces the kept one when it succeeds.
   */
  read<T>(key: string, now: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

/** A map in least-recently-read order (a read moves its key to the end), trimmed from the front. */
export function createPageCache(limits: { ttlMs: number; refreshAfterMs: number; maxEntries: number }): PageCache {
  const entries = new Map<string, Entry>();
  // An entry stamped after `now` (a caller with another clock) is not trusted either.
  const isFresh = (entry: Entry, now: number) => now >= entry.loadedAt && now - entry.loadedAt < limits.ttlMs;

  function keep(key: string, now: number, value: Promise<unknown>): Entry {
    const entry: Entry = { loadedAt: now, value, settled: false, refreshing: false };
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function refreshAhead(key: string, kept: Entry, now: number, load: () => Promise<unknown>) {
    kept.refreshing = true;
    const next = load();
    next.then(
      () => {
        // A clear (or the cap) dropped the kept entry meanwhile: this load may predate the change.
        if (entries.get(key) === kept)
          entries.set(key, { loadedAt: now, value: next, settled: true, refreshing: false });
      },
      () => {
        kept.refreshing = false;
      },
    );
  }

  return {
    read<T>(key: string, now: number, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      entries.delete(key);
      if (kept && isFresh(kept, now)) {
        entries.set(key, kept);
        if (kept.settled && !kept.refreshing && now - kept.loadedAt >= limits.refreshAfterMs) {
          refreshAhead(key, kept, now, load);
        }
        return kept.value as Promise<T>;
      }
      const value = load();
      entries.set(key, keep(key, now, value));
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** The catalogue pages one app keeps (its cache registry's `cataloguePages`, `caches.ts`). */
export function createCataloguePages(): PageCache {
  return createPageCache({
    ttlMs: CATALOGUE_PAGE_TTL_MS,
    refreshAfterMs: CATALOGUE_PAGE_REFRESH_AFTER_MS,
    maxEntries: CATALOGUE_PAGE_LIMIT,
  });
}
