import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { spendingSinceOf } from '../tiers/tier-repository.js';
import { getTiers, tierFor, tierWindowAt } from '../tiers/tier-service.js';

/**
 * Whether the member's current tier (as GetCustomerInfo computes it: the highest whose threshold the
 * rolling 12-month spending reaches) is at least `minTierId`.
 */
export async function reachesTier(db: Executor, memberId: number, minTierId: number, now: Date): Promise<boolean> {
  const { rollingFrom } = tierWindowAt(now);
  const [[row], tiers] = await Promise.all([
    db
      .select({ spending: spendingSinceOf(members.id, rollingFrom) })
      .from(members)
      .where(eq(members.id, memberId)),
    getTiers(db),
  ]);
  const minimum = tiers.find((tier) => tier.id === minTierId);
  if (!row || !minimum) return false;
  return tierFor(tiers, Number(row.spending)).current.minSpending >= minimum.minSpending;
}
