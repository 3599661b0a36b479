import { type CampaignConditions, OPEN_CAMPAIGN_CONDITIONS } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { awardsFor, type CampaignInForce, type Purchase, type PurchasingMember } from './award-engine.js';

/** Saturday 28 November 2026, 14:00 in Bangkok. */
const SATURDAY = new Date('2026-11-28T07:00:00Z');
const SALE: Purchase = {
  channel: 'till',
  partnerId: 1,
  storeCode: 'CHB-BKK-005',
  amountSatang: 100_000,
  occurredAt: SATURDAY,
};
const MEMBER: PurchasingMember = { tierCode: 'gold', birthMonth: 11, firstPurchase: false };

function campaign(
  overrides: Partial<Omit<CampaignInForce, 'conditions'>> & { conditions?: Partial<CampaignConditions> } = {},
): CampaignInForce {
  const { conditions, ...rest } = overrides;
  return {
    id: 7,
    nameTh: 'คะแนนสองเท่าสุดสัปดาห์',
    nameEn: 'Double points weekend',
    kind: 'multiplier',
    multiplier: 2,
    bonusPoints: null,
    startsAt: new Date('2026-11-27T17:00:00Z'),
    endsAt: new Date('2026-11-29T17:00:00Z'),
    budgetLeft: null,
    memberCapLeft: null,
    ...rest,
    conditions: { ...OPEN_CAMPAIGN_CONDITIONS, ...conditions },
  };
}

const campaignPoints = (inForce: CampaignInForce, purchase = SALE, member = MEMBER, base = 40) =>
  awardsFor(purchase, member, base, [inForce])
    .filter((award) => award.campaignId !== null)
    .map((award) => award.points);

describe('awards of one purchase', () => {
  it('explains the points: the base, then "Double points weekend +40" in both languages', () => {
    expect(awardsFor(SALE, MEMBER, 40, [campaign()])).toEqual([
      { ruleId: 'base', nameTh: 'คะแนนพื้นฐาน', nameEn: 'Base points', points: 40, campaignId: null },
      { ruleId: '7', nameTh: 'คะแนนสองเท่าสุดสัปดาห์', nameEn: 'Double points weekend', points: 40, campaignId: 7 },
    ]);
  });

  it('rounds a multiplier’s extra down (1.5 × 3 base points adds 1) and gives a bonus once', () => {
    expect(campaignPoints(campaign({ multiplier: 1.5 }), SALE, MEMBER, 3)).toEqual([1]);
    expect(campaignPoints(campaign({ kind: 'bonus', multiplier: null, bonusPoints: 200 }))).toEqual([200]);
  });

  it('stacks overlapping campaigns, each on the base, in campaign order', () => {
    const bonus = campaign({ id: 3, kind: 'bonus', multiplier: null, bonusPoints: 50 });
    expect(awardsFor(SALE, MEMBER, 40, [campaign(), bonus]).map((award) => [award.ruleId, award.points])).toEqual([
      ['base', 40],
      ['3', 50],
      ['7', 40],
    ]);
  });

  it('cuts an award to what the budget and the member’s cap have left, and leaves out a spent one', () => {
    expect(campaignPoints(campaign({ budgetLeft: 15 }))).toEqual([15]);
    expect(campaignPoints(campaign({ memberCapLeft: 9, budgetLeft: 15 }))).toEqual([9]);
    expect(campaignPoints(campaign({ budgetLeft: 0 }))).toEqual([]);
  });

  it('applies from its start up to, not including, its end', () => {
    expect(campaignPoints(campaign({ startsAt: SATURDAY }))).toEqual([40]);
    expect(campaignPoints(campaign({ endsAt: SATURDAY }))).toEqual([]);
  });

  it('holds each condition against the purchase and the member', () => {
    const refused: [string, Partial<CampaignConditions>][] = [
      ['receipts only', { channels: ['receipt'] }],
      ['another partner', { partner_ids: [2] }],
      ['another store', { store_codes: ['SIAM-002'] }],
      ['platinum only', { tiers: ['platinum'] }],
      ['from ฿1,000.01', { min_amount: 1000.01 }],
      ['up to ฿999.99', { max_amount: 999.99 }],
      ['weekdays only', { days_of_week: [1, 2, 3, 4, 5] }],
      ['first purchase', { first_purchase: true }],
    ];
    for (const [, conditions] of refused) expect(campaignPoints(campaign({ conditions }))).toEqual([]);
    expect(
      campaignPoints(campaign({ conditions: { min_amount: 1000, max_amount: 1000, days_of_week: [6, 7] } })),
    ).toEqual([40]);
    expect(campaignPoints(campaign({ conditions: { birthday_month: true } }))).toEqual([40]);
    expect(
      campaignPoints(campaign({ conditions: { birthday_month: true } }), SALE, { ...MEMBER, birthMonth: 12 }),
    ).toEqual([]);
    expect(
      campaignPoints(campaign({ conditions: { birthday_month: true } }), SALE, { ...MEMBER, birthMonth: null }),
    ).toEqual([]);
  });

  it('asks a partner or store condition of a receipt that names none: it does not qualify', () => {
    const receipt: Purchase = { ...SALE, channel: 'receipt', partnerId: null, storeCode: null };
    expect(campaignPoints(campaign({ conditions: { partner_ids: [1] } }), receipt)).toEqual([]);
    expect(campaignPoints(campaign(), receipt)).toEqual([40]);
  });

  it('awards a multiplier nothing on a purchase below one base point, and nothing at all without points', () => {
    expect(awardsFor(SALE, MEMBER, 0, [campaign()])).toEqual([]);
  });
});
