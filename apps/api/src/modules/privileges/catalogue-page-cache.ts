import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';

/**
 * How old a kept catalogue page may be when it is shown. This process forgets its pages as soon as a
 * redemption or an operator changes stock or a flash sale, but another API instance (DESIGN §9) learns
 * of that change only by reading again: for this long it may show stock already taken or a window
 * that has just closed. Redeem itself decides on the locked rows, never on a kept page.
 */
export const CATALOGUE_PAGE_TTL_MS = 3_000;

/**
 * Pages kept at most. Keywords are member input, so the keys are unbounded; a page of 30 cards is some
 * 20 KB, so this caps the memory at a few MB (about 50 MB if every page asked for 100 cards).
 */
export const CATALOGUE_PAGE_LIMIT = 500;

interface Entry {
  loadedAt: number;
  value: Promise<unknown>;
}

export interface PageCache {
  /**
   * The kept value of `key`, or `load()` when there is none younger than the TTL. Readers who ask for a
   * key while it loads share that one load; a failed load is not kept.
   */
  read<T>(key: string, now: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

/** A map in least-recently-read order (a read moves its key to the end), trimmed from the front. */
export function createPageCache(limits: { ttlMs: number; maxEntries: number }): PageCache {
  const entries = new Map<string, Entry>();
  // An entry stamped after `now` (a caller with another clock) is not trusted either.
  const isFresh = (entry: Entry, now: number) => now >= entry.loadedAt && now - entry.loadedAt < limits.ttlMs;
  return {
    read<T>(key: string, now: number, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      entries.delete(key);
      if (kept && isFresh(kept, now)) {
        entries.set(key, kept);
        return kept.value as Promise<T>;
      }
      const value = load();
      const entry = { loadedAt: now, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
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

const cacheByDatabase = new WeakMap<Executor, PageCache>();

/**
 * The catalogue pages kept for one database handle (one per app, as the handle is), or none inside a
 * transaction: what a transaction reads must be what it locked and wrote, not a kept page.
 */
export function cataloguePagesOf(db: Executor): PageCache | undefined {
  if (db instanceof PgTransaction) return undefined;
  let cache = cacheByDatabase.get(db);
  if (!cache) {
    cache = createPageCache({ ttlMs: CATALOGUE_PAGE_TTL_MS, maxEntries: CATALOGUE_PAGE_LIMIT });
    cacheByDatabase.set(db, cache);
  }
  return cache;
}
