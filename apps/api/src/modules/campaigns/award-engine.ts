import type { CampaignConditions, CampaignKind, EarnChannel } from '@loyalty/contracts';
import { bangkokIsoWeekdayOf, bangkokMonthOf } from '../calendar/bangkok-calendar.js';

/** A purchase to earn on: a till sale or an approved receipt (DESIGN §14). */
export interface Purchase {
  channel: EarnChannel;
  /** The partner and store it was made at; a receipt may name neither. */
  partnerId: number | null;
  storeCode: string | null;
  /** THB in whole satang, so no float decides a condition. */
  amountSatang: number;
  occurredAt: Date;
}

/** What the conditions ask of the member at the time of the purchase. */
export interface PurchasingMember {
  tierCode: string;
  /** 1–12, null when the member has not given a birth date. */
  birthMonth: number | null;
  /** No earlier purchase (till sale or approved receipt) of this member. */
  firstPurchase: boolean;
}

/**
 * A campaign as the engine applies it: its rule, and what is left of its budget and of this member's cap
 * at the moment of the purchase (the caller reads both under the campaign's lock).
 */
export interface CampaignInForce {
  id: number;
  nameTh: string;
  nameEn: string;
  kind: CampaignKind;
  multiplier: number | null;
  bonusPoints: number | null;
  conditions: CampaignConditions;
  startsAt: Date;
  endsAt: Date;
  /** Points the budget can still give; null when the campaign has no budget. */
  budgetLeft: number | null;
  /** Points the per-member cap still allows this member; null when there is no cap. */
  memberCapLeft: number | null;
}

/** One line of an earn's explanation: `rule_id` is `base` or the campaign's id (DESIGN §14). */
export interface Award {
  ruleId: string;
  nameTh: string;
  nameEn: string;
  points: number;
  /** The campaign whose budget and cap the award draws on; null for the base earn. */
  campaignId: number | null;
}

export const BASE_AWARD_NAMES = { nameTh: 'คะแนนพื้นฐาน', nameEn: 'Base points' } as const;

const satangOf = (thb: number) => Math.round(thb * 100);
const includes = <T>(list: readonly T[], value: T | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/** Whether every condition of `campaign` holds for this purchase by this member. */
export function qualifies(campaign: CampaignInForce, purchase: Purchase, member: PurchasingMember): boolean {
  const { conditions } = campaign;
  const at = purchase.occurredAt.getTime();
  return (
    at >= campaign.startsAt.getTime() &&
    at < campaign.endsAt.getTime() &&
    conditions.channels.includes(purchase.channel) &&
    includes(conditions.partner_ids, purchase.partnerId) &&
    includes(conditions.store_codes, purchase.storeCode) &&
    includes(conditions.tiers, member.tierCode) &&
    (conditions.min_amount === null || purchase.amountSatang >= satangOf(conditions.min_amount)) &&
    (conditions.max_amount === null || purchase.amountSatang <= satangOf(conditions.max_amount)) &&
    includes(conditions.days_of_week, bangkokIsoWeekdayOf(purchase.occurredAt)) &&
    (!conditions.birthday_month || member.birthMonth === bangkokMonthOf(purchase.occurredAt)) &&
    (!conditions.first_purchase || member.firstPurchase)
  );
}

/**
 * What the campaign's rule gives before its budget and cap: (multiplier − 1) × base, rounded down and
 * counted in hundredths so 1.5 × 3 is exactly 1, or the bonus.
 */
function uncappedAward(campaign: CampaignInForce, basePoints: number): number {
  if (campaign.kind === 'bonus') return campaign.bonusPoints ?? 0;
  const extraHundredths = Math.round((campaign.multiplier ?? 1) * 100) - 100;
  return Math.floor((extraHundredths * basePoints) / 100);
}

/**
 * The awards of one purchase: the base earn, then every campaign whose conditions hold, each cut to what
 * its budget and this member's cap have left (campaigns stack; none reduces another's). Ordered by
 * campaign id, so the order campaigns are given in changes nothing. Awards of 0 points are left out.
 */
export function awardsFor(
  purchase: Purchase,
  member: PurchasingMember,
  basePoints: number,
  campaigns: readonly CampaignInForce[],
): Award[] {
  const awards: Award[] =
    basePoints > 0 ? [{ ruleId: 'base', ...BASE_AWARD_NAMES, points: basePoints, campaignId: null }] : [];
  const applying = campaigns.filter((campaign) => qualifies(campaign, purchase, member)).sort((a, b) => a.id - b.id);
  for (const campaign of applying) {
    const points = Math.min(
      uncappedAward(campaign, basePoints),
      campaign.budgetLeft ?? Number.POSITIVE_INFINITY,
      campaign.memberCapLeft ?? Number.POSITIVE_INFINITY,
    );
    if (points > 0) {
      awards.push({
        ruleId: String(campaign.id),
        nameTh: campaign.nameTh,
        nameEn: campaign.nameEn,
        points,
        campaignId: campaign.id,
      });
    }
  }
  return awards;
}

/** The base earn alone (no campaign in force): one award, or none below one point. */
export function baseAwards(basePoints: number): Award[] {
  return basePoints > 0 ? [{ ruleId: 'base', ...BASE_AWARD_NAMES, points: basePoints, campaignId: null }] : [];
}

/** What a purchase earns in all: the sum of its awards. */
export function pointsOfAwards(awards: readonly Award[]): number {
  return awards.reduce((sum, award) => sum + award.points, 0);
}
