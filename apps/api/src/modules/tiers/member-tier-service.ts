import { type Executor, isTransaction } from '../../db/client.js';
import type { MemberTierCache } from './member-tier-cache.js';
import { type TierReader, UNCACHED_TIERS } from './tier-cache.js';
import type { TierRow } from './tier-repository.js';
import { currentStatusOf, currentTierOf } from './tier-service.js';

/** Where a read of members' tiers looks: the tier table, and each member's tier as last read. */
export interface MemberTierReaders {
  tiers: TierReader;
  memberTiers: MemberTierCache;
}

/**
 * `currentTierOf`, kept between the member's tier changes (decision 065): a kept tier answers from the
 * instant it was read until its hold ends, and `member_tier_changes` forgets it whenever the member's
 * status row changes (an upgrade, a settled hold, an operator's change, in any process). A transaction
 * reads the table, as it must see its own writes; so does a read without the readers (a tool).
 */
export async function heldTierOf(
  db: Executor,
  readers: MemberTierReaders | undefined,
  memberId: number,
  now: Date,
): Promise<TierRow> {
  if (!readers || isTransaction(db)) return currentTierOf(db, readers?.tiers ?? UNCACHED_TIERS, memberId, now);
  const at = now.getTime();
  const kept = await readers.memberTiers.read(memberId, async () => {
    const status = await currentStatusOf(db, readers.tiers, memberId, now);
    return { tier: status.tier, from: at, until: status.expiresAt?.getTime() ?? null };
  });
  if (kept && kept.from <= at && (kept.until === null || at <= kept.until)) return kept.tier;
  return currentTierOf(db, readers.tiers, memberId, now);
}
