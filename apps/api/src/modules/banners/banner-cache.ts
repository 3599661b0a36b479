import { type Executor, isTransaction } from '../../db/client.js';
import { createNoticedCache, type NoticedCache } from '../../db/noticed-cache.js';
import type { BannerRow } from './banner-repository.js';

/**
 * Each banner group's banners, whatever their windows, kept exact by `banner_changes` notices: the pages
 * a visit starts on announce their first picture from here without a query per page (issue 13: LCP).
 */
export type BannerCache = NoticedCache<string, readonly BannerRow[]>;

const cacheByDatabase = new WeakMap<Executor, BannerCache>();

/**
 * The banners kept for one database handle (one per app, as the handle is), or none inside a transaction.
 * Trusted only while the app's change listener runs (`plugins/app/change-notices.ts`); until then every
 * read goes to the database.
 */
export function bannersOf(db: Executor): BannerCache | undefined {
  if (isTransaction(db)) return undefined;
  let cache = cacheByDatabase.get(db);
  if (!cache) {
    cache = createNoticedCache({ maxEntries: 16 });
    cacheByDatabase.set(db, cache);
  }
  return cache;
}
