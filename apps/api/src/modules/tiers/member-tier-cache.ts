import { createNoticedCache, type NoticedCache } from '../../db/noticed-cache.js';
import type { TierRow } from './tier-repository.js';

/** A member's tier as read at `from` (ms), theirs until `until` (ms, the hold's end; null without one). */
export interface KeptMemberTier {
  tier: TierRow;
  from: number;
  until: number | null;
}

/**
 * Each member's tier, kept exact by `member_tier_changes` notices (decision 065): what every privilege list
 * with an exclusive card asks, instead of the member's tier facts per request.
 */
export type MemberTierCache = NoticedCache<number, KeptMemberTier>;

/** Members kept at most: an entry is a tier row's reference and two numbers. */
const MEMBER_TIER_CACHE_MEMBERS = 100_000;

export function createMemberTierCache(): MemberTierCache {
  return createNoticedCache({ maxEntries: MEMBER_TIER_CACHE_MEMBERS });
}

/** Applies one `member_tier_changes` notice (migration 0056): a member id, or anything else for everyone. */
export function applyMemberTierChange(cache: MemberTierCache, payload: string): void {
  if (/^\d+$/.test(payload)) cache.forget(Number(payload));
  else cache.forgetAll();
}
