import type { PointAward, TillAward } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { currentTierOf, type TierReader } from '../tiers/tier-service.js';
import {
  type Award,
  awardsFor,
  baseAwards,
  type CampaignInForce,
  type Purchase,
  type PurchasingMember,
  qualifies,
} from './award-engine.js';
import type { CampaignReader } from './campaign-cache.js';
import {
  addCampaignAwards,
  type CampaignRow,
  lockCampaignAllowances,
  returnCampaignAwards,
  selectPurchaseFacts,
} from './campaign-repository.js';

/** What a purchase's awards read as the app keeps it: the tiers and the active campaigns. */
export interface AwardReaders {
  tiers: TierReader;
  campaigns: CampaignReader;
}

/** Active campaigns whose window holds `at` (DESIGN §14: overlapping campaigns all apply). */
function campaignsInForceAt(active: readonly CampaignRow[], at: Date): CampaignRow[] {
  return active.filter((row) => row.startsAt <= at && at < row.endsAt);
}

/** A campaign row as the engine applies it, with what its budget and the member's cap have left. */
export function inForce(
  row: CampaignRow,
  allowance?: { budgetLeft: number | null; memberAwarded: number },
): CampaignInForce {
  return {
    id: row.id,
    nameTh: row.name,
    nameEn: row.nameEn,
    kind: row.kind,
    multiplier: row.multiplier,
    bonusPoints: row.bonusPoints,
    conditions: row.conditions,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    budgetLeft: allowance?.budgetLeft ?? null,
    memberCapLeft: row.perMemberCap === null ? null : row.perMemberCap - (allowance?.memberAwarded ?? 0),
  };
}

async function purchasingMember(
  db: Executor,
  tiers: TierReader,
  memberId: number,
  occurredAt: Date,
): Promise<PurchasingMember | undefined> {
  const facts = await selectPurchaseFacts(db, memberId);
  if (!facts) return undefined;
  return {
    tierCode: (await currentTierOf(db, tiers, memberId, occurredAt)).code,
    birthMonth: facts.dateOfBirth === null ? null : Number(facts.dateOfBirth.slice(5, 7)),
    firstPurchase: !facts.hasPurchased,
  };
}

/**
 * The awards of a purchase (DESIGN §14), inside the transaction that earns them: the base points and
 * every active campaign whose conditions hold, each within what its budget and the member's cap have
 * left. Campaigns with a budget or a cap are locked (in id order) before they are read and counted, so
 * parallel purchases never award past them. Call it before the purchase's spending is recorded: the
 * member's tier and first purchase are as they were before it. With no campaign in force it reads
 * nothing but the app's copy of the active campaigns.
 */
export async function awardPurchase(
  tx: Executor,
  readers: AwardReaders,
  purchase: Purchase,
  memberId: number,
  basePoints: number,
): Promise<Award[]> {
  const running = campaignsInForceAt(await readers.campaigns.read(tx), purchase.occurredAt);
  if (running.length === 0) return baseAwards(basePoints);
  const member = await purchasingMember(tx, readers.tiers, memberId, purchase.occurredAt);
  if (!member) return baseAwards(basePoints);
  const candidates = running.filter((row) => qualifies(inForce(row), purchase, member));
  const limited = candidates.filter((row) => row.budgetPoints !== null || row.perMemberCap !== null);
  const allowances = await lockCampaignAllowances(
    tx,
    limited.map((row) => row.id),
    memberId,
  );
  const stillActive = candidates.filter((row) => !limited.includes(row) || allowances.has(row.id));
  const awards = awardsFor(
    purchase,
    member,
    basePoints,
    stillActive.map((row) => inForce(row, allowances.get(row.id))),
  );
  await addCampaignAwards(
    tx,
    memberId,
    awards.flatMap((award) =>
      award.campaignId === null ? [] : [{ campaignId: award.campaignId, points: award.points }],
    ),
  );
  return awards;
}

/** Awards as the till, the partner API and the point history answer them. */
export function awardsOnTheWire(awards: readonly Award[]): TillAward[] {
  return awards.map((award) => ({
    rule_id: award.ruleId,
    name: award.nameTh,
    name_en: award.nameEn,
    points: award.points,
  }));
}

/** A campaign's award names the campaign by its id; the base and birthday awards by a word. */
const CAMPAIGN_RULE_ID = /^[1-9][0-9]*$/;

/**
 * A refund's share of a purchase's campaign awards goes back to the campaigns' budgets and to the
 * member's caps (DESIGN §14: a budget is what a campaign gave, so points a refund took back are not
 * spent). `takenBackOf` answers how many of an award's points this refund takes back.
 */
export async function returnRefundedAwards(
  tx: Executor,
  memberId: number,
  awards: readonly PointAward[],
  takenBackOf: (awardPoints: number) => number,
): Promise<void> {
  const returns = awards.flatMap((award) => {
    const points = takenBackOf(award.points);
    return CAMPAIGN_RULE_ID.test(award.rule_id) && points > 0 ? [{ campaignId: Number(award.rule_id), points }] : [];
  });
  await returnCampaignAwards(tx, memberId, returns);
}
