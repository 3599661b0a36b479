import { createTableCopy, readEveryTime, type TableCopy, type TableReader } from '../../db/table-copy.js';
import { listTiers, type TierRow } from './tier-repository.js';

/** The tier table ordered by threshold, as one app keeps it (its cache registry's `tiers`, `caches.ts`). */
export type TierCache = TableCopy<TierRow[]>;
/** Where a service reads the tiers: the app's `caches.tiers`, or `UNCACHED_TIERS` in a tool. */
export type TierReader = TableReader<TierRow[]>;

/**
 * Tier rows are operator data that rarely change, and `tier_changes` makes every app forget them at once;
 * while notices may be missed a copy is at most a minute old.
 */
const TIERS_CACHE_MS = 60_000;

export function createTierCache(): TierCache {
  return createTableCopy(listTiers, TIERS_CACHE_MS);
}

/** The tier table as stored, read each time: for a tool that keeps nothing and for tests. */
export const UNCACHED_TIERS: TierReader = readEveryTime(listTiers);
