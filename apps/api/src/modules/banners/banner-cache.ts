import { createNoticedCache, type NoticedCache } from '../../db/noticed-cache.js';
import type { BannerRow } from './banner-repository.js';

/**
 * Each banner group's banners, whatever their windows, kept exact by `banner_changes` notices: the pages
 * a visit starts on announce their first picture from here without a query per page (issue 13: LCP).
 */
export type BannerCache = NoticedCache<string, readonly BannerRow[]>;

/**
 * The banners one app keeps (its cache registry's `banners`, `caches.ts`). Trusted only while the app's
 * change listener runs (`plugins/app/change-notices.ts`); until then every read goes to the database.
 */
export function createBannerCache(): BannerCache {
  return createNoticedCache({ maxEntries: 16 });
}
