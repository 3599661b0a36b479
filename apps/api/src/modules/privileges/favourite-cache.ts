import { createNoticedCache, type NoticedCache } from '../../db/noticed-cache.js';

/** Each member's favourite privilege ids, kept exact by `favourite_changes` notices (decision 021). */
export type FavouriteCache = NoticedCache<number, ReadonlySet<number>>;

/**
 * Members kept at most: a member's ids are a few hundred bytes, so this caps the memory at about 10 MB.
 * The oldest entry goes first; a member read again is simply loaded again.
 */
export const FAVOURITE_CACHE_MEMBERS = 50_000;

/**
 * The favourites one app keeps (its cache registry's `favourites`, `caches.ts`). Trusted only while the
 * app's change listener runs (`plugins/app/change-notices.ts`); until then every read goes to the database.
 */
export function createFavouriteCache(): FavouriteCache {
  return createNoticedCache({ maxEntries: FAVOURITE_CACHE_MEMBERS });
}

/** Applies one `favourite_changes` notice (migration 0016): a member id, or anything else for everyone. */
export function applyFavouriteChange(cache: FavouriteCache, payload: string): void {
  if (/^\d+$/.test(payload)) cache.forget(Number(payload));
  else cache.forgetAll();
}
