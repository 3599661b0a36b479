import { type CampaignSimulation, pointsForAmount } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import type { RulesReader } from '../rules/rules-service.js';
import { type TierReader, tierFor } from '../tiers/tier-service.js';
import { awardsFor, qualifies } from './award-engine.js';
import { inForce } from './campaign-award-service.js';
import { findCampaign } from './campaign-repository.js';
import { type ReplayCursor, selectPurchasesBetween } from './simulation-repository.js';

/** Purchases read per batch: a year of a busy programme streams through in bounded memory. */
const REPLAY_BATCH = 2000;

/**
 * What a campaign would have awarded over a past period (DESIGN §14): the period's till sales and
 * approved receipts, replayed in time order through the award engine as if the campaign had run then
 * with its full budget, its per-member cap counted member by member. Each member's tier is the one
 * their spending of the twelve months before the purchase earned. The campaign's own dates are set
 * aside (it is usually still a draft for the future); nothing is written.
 */
export async function simulateCampaign(
  db: Executor,
  readers: { rules: RulesReader; tiers: TierReader },
  id: number,
  period: { from: Date; to: Date },
): Promise<CampaignSimulation> {
  const row = await findCampaign(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const { receiptBahtPerPoint, burnThbPerPoint } = await readers.rules.read(db);
  const tiers = await readers.tiers.read(db);
  const campaign = { ...inForce(row), startsAt: period.from, endsAt: period.to };
  const awardedTo = new Map<number, number>();
  let budgetLeft = row.budgetPoints;
  let purchases = 0;
  let qualifying = 0;
  let budgetExhausted = false;
  let cursor: ReplayCursor | null = null;
  for (;;) {
    const batch = await selectPurchasesBetween(db, period, cursor, REPLAY_BATCH);
    for (const replayed of batch) {
      purchases += 1;
      const member = {
        tierCode: tierFor(tiers, replayed.spendingBefore).current.code,
        birthMonth: replayed.birthMonth,
        firstPurchase: !replayed.purchasedBefore,
      };
      if (!qualifies(campaign, replayed, member)) continue;
      qualifying += 1;
      const memberAwarded = awardedTo.get(replayed.memberId) ?? 0;
      const allowed = {
        ...campaign,
        budgetLeft,
        memberCapLeft: row.perMemberCap === null ? null : row.perMemberCap - memberAwarded,
      };
      const basePoints = pointsForAmount(replayed.amountSatang / 100, receiptBahtPerPoint);
      const points = awardsFor(replayed, member, basePoints, [allowed]).find(
        (award) => award.campaignId === id,
      )?.points;
      if (budgetLeft === 0) budgetExhausted = true;
      if (!points) continue;
      awardedTo.set(replayed.memberId, memberAwarded + points);
      if (budgetLeft !== null) budgetLeft -= points;
    }
    const last = batch.at(-1);
    if (batch.length < REPLAY_BATCH || !last) break;
    cursor = { occurredAt: last.occurredAt, channel: last.channel, id: last.id };
  }
  const points = [...awardedTo.values()].reduce((sum, awarded) => sum + awarded, 0);
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    purchases,
    qualifying_purchases: qualifying,
    points,
    members: awardedTo.size,
    cost_thb: Math.round(points * burnThbPerPoint * 100) / 100,
    burn_thb_per_point: burnThbPerPoint,
    budget_exhausted: budgetExhausted,
  };
}
