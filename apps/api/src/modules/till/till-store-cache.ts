import { createNoticedCache, type NoticedCache } from '../../db/noticed-cache.js';
import type { TillStore } from './till-repository.js';

/**
 * The stores tills name, by code, kept exact by the `catalogue_changes` notices partner_stores sends
 * (migration 0023): every till call names its store, and a sale need not read it.
 */
export type TillStoreCache = NoticedCache<string, TillStore>;

/** The stores one app keeps (its cache registry's `tillStores`, `caches.ts`); trusted only while notices arrive. */
export function createTillStoreCache(): TillStoreCache {
  return createNoticedCache({ maxEntries: 10_000 });
}
