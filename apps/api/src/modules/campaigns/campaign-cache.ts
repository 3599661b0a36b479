import { createTableCopy, readEveryTime, type TableCopy, type TableReader } from '../../db/table-copy.js';
import { type CampaignRow, selectActiveCampaigns } from './campaign-repository.js';

/** The active campaigns by id, as one app keeps them (its cache registry's `campaigns`, `caches.ts`). */
export type CampaignCache = TableCopy<CampaignRow[]>;
/** Where a purchase reads the active campaigns: the app's `caches.campaigns`, or `UNCACHED_CAMPAIGNS` in a tool. */
export type CampaignReader = TableReader<CampaignRow[]>;

/**
 * Every purchase reads the campaigns (decision 064) and operators change them rarely: `campaign_changes`
 * makes every app forget them at once, and while notices may be missed a copy is at most a minute old. A
 * budget's use is not in the notice, nor trusted from the copy: a purchase locks and reads it from the
 * table before counting against it (`lockCampaignAllowances`).
 */
const CAMPAIGNS_CACHE_MS = 60_000;

export function createCampaignCache(): CampaignCache {
  return createTableCopy(selectActiveCampaigns, CAMPAIGNS_CACHE_MS);
}

/** The active campaigns as stored, read each time: for a tool that keeps nothing and for tests. */
export const UNCACHED_CAMPAIGNS: CampaignReader = readEveryTime(selectActiveCampaigns);
