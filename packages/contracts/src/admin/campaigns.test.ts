import { describe, expect, it } from 'vitest';
import { type CampaignInput, campaignInputSchema } from './campaigns.js';

const DOUBLE_WEEKEND: CampaignInput = {
  name: 'คะแนนสองเท่าสุดสัปดาห์',
  name_en: 'Double points weekend',
  kind: 'multiplier',
  multiplier: 2,
  bonus_points: null,
  conditions: {
    channels: ['till'],
    partner_ids: [1],
    store_codes: ['CHB-BKK-005'],
    tiers: [],
    min_amount: 100,
    max_amount: null,
    days_of_week: [6, 7],
    birthday_month: false,
    first_purchase: false,
  },
  starts_at: '2026-11-27T17:00:00Z',
  ends_at: '2026-11-29T17:00:00Z',
  per_member_cap: 500,
  budget_points: 100_000,
};

/** The fields a refused input names, with the message key of each. */
function refusals(input: unknown): [string, string][] {
  const result = campaignInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('a campaign as an operator writes it (DESIGN §14)', () => {
  it('takes a double-points weekend at one partner’s store', () => {
    expect(refusals(DOUBLE_WEEKEND)).toEqual([]);
    expect(refusals({ ...DOUBLE_WEEKEND, kind: 'bonus', multiplier: null, bonus_points: 200 })).toEqual([]);
  });

  it('refuses conditions that can never hold: an end before its start, the smallest amount above the largest', () => {
    expect(refusals({ ...DOUBLE_WEEKEND, ends_at: DOUBLE_WEEKEND.starts_at })).toEqual([['ends_at', 'campaignEnd']]);
    expect(refusals({ ...DOUBLE_WEEKEND, conditions: { ...DOUBLE_WEEKEND.conditions, max_amount: 99.99 } })).toEqual([
      ['conditions.max_amount', 'campaignAmounts'],
    ]);
    expect(refusals({ ...DOUBLE_WEEKEND, conditions: { ...DOUBLE_WEEKEND.conditions, channels: [] } })).not.toEqual([]);
  });

  it('refuses a multiplier of 0, of 1 or with three decimals, and a rule that does not match its kind', () => {
    for (const multiplier of [0, 1, -2, 10.01, 1.005]) {
      expect(refusals({ ...DOUBLE_WEEKEND, multiplier })).toContainEqual(['multiplier', 'campaignMultiplier']);
    }
    expect(refusals({ ...DOUBLE_WEEKEND, bonus_points: 50 })).toEqual([['bonus_points', 'campaignBonus']]);
    expect(refusals({ ...DOUBLE_WEEKEND, kind: 'bonus' })).toEqual([
      ['multiplier', 'campaignMultiplier'],
      ['bonus_points', 'campaignBonus'],
    ]);
  });

  it('refuses a budget or a cap smaller than one award', () => {
    const bonus = { ...DOUBLE_WEEKEND, kind: 'bonus', multiplier: null, bonus_points: 200 };
    expect(refusals({ ...bonus, budget_points: 199 })).toEqual([['budget_points', 'campaignBelowOneAward']]);
    expect(refusals({ ...bonus, per_member_cap: 100 })).toEqual([['per_member_cap', 'campaignBelowOneAward']]);
  });

  it('refuses negative, absurd and mistyped values, repeated items and unknown fields, never coercing', () => {
    const conditions = DOUBLE_WEEKEND.conditions;
    const bad: unknown[] = [
      { ...DOUBLE_WEEKEND, budget_points: -1 },
      { ...DOUBLE_WEEKEND, budget_points: 2_000_000_000 },
      { ...DOUBLE_WEEKEND, per_member_cap: '500' },
      { ...DOUBLE_WEEKEND, multiplier: '2' },
      { ...DOUBLE_WEEKEND, starts_at: 'tomorrow' },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, min_amount: 10.005 } },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, min_amount: -1 } },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, days_of_week: [0] } },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, days_of_week: [6, 6] } },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, partner_ids: [true] } },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, tiers: ['Gold'] } },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, birthday_month: 'yes' } },
      { ...DOUBLE_WEEKEND, conditions: { ...conditions, weather: 'sunny' } },
      { ...DOUBLE_WEEKEND, status: 'active' },
    ];
    for (const input of bad) expect(refusals(input)).not.toEqual([]);
  });
});
