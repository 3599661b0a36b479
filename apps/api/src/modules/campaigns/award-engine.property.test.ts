import { type CampaignConditions, EARN_CHANNELS, OPEN_CAMPAIGN_CONDITIONS } from '@loyalty/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bangkokIsoWeekdayOf } from '../calendar/bangkok-calendar.js';
import {
  type Award,
  awardsFor,
  type CampaignInForce,
  type Purchase,
  type PurchasingMember,
  pointsOfAwards,
  qualifies,
} from './award-engine.js';

const TIERS = ['member', 'silver', 'gold', 'platinum'];
const STORES = ['CHB-BKK-001', 'CHB-BKK-005', 'SIAM-002'];
const PARTNERS = [1, 2, 3];
const DAY_MS = 86_400_000;
const YEAR_START = Date.parse('2026-01-01T00:00:00Z');

const purchase: fc.Arbitrary<Purchase> = fc.record({
  channel: fc.constantFrom(...EARN_CHANNELS),
  partnerId: fc.option(fc.constantFrom(...PARTNERS), { nil: null }),
  storeCode: fc.option(fc.constantFrom(...STORES), { nil: null }),
  amountSatang: fc.integer({ min: 1, max: 1_000_000 }),
  occurredAt: fc.integer({ min: YEAR_START, max: YEAR_START + 365 * DAY_MS }).map((ms) => new Date(ms)),
});

const member: fc.Arbitrary<PurchasingMember> = fc.record({
  tierCode: fc.constantFrom(...TIERS),
  birthMonth: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  firstPurchase: fc.boolean(),
});

/**
 * A list condition drawn around the purchase: absent, holding (it names the purchase's value among
 * others) or any subset, so that several campaigns often apply to one purchase and some do not.
 */
function listCondition<T>(value: T | null, values: readonly T[]): fc.Arbitrary<T[]> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<T[]>([]) },
    {
      weight: 2,
      arbitrary: fc
        .subarray([...values])
        .map((some) => (value === null || some.includes(value) ? some : [...some, value])),
    },
    { weight: 1, arbitrary: fc.subarray([...values]) },
  );
}
const rarely = fc.integer({ min: 1, max: 4 }).map((roll) => roll === 1);
const thbUpTo = (satang: number) =>
  fc.option(
    fc.integer({ min: 0, max: satang }).map((each) => each / 100),
    { nil: null, freq: 2 },
  );

function conditionsAround(bought: Purchase, buyer: PurchasingMember): fc.Arbitrary<CampaignConditions> {
  return fc
    .record({
      channels: listCondition(bought.channel, EARN_CHANNELS),
      partner_ids: listCondition(bought.partnerId, PARTNERS),
      store_codes: listCondition(bought.storeCode, STORES),
      tiers: listCondition(buyer.tierCode, TIERS),
      min_amount: thbUpTo(Math.round(bought.amountSatang * 1.2)),
      headroom: fc.integer({ min: 0, max: 1_000_000 }),
      days_of_week: listCondition(bangkokIsoWeekdayOf(bought.occurredAt), [1, 2, 3, 4, 5, 6, 7]),
      birthday_month: rarely,
      first_purchase: rarely,
    })
    .map(({ headroom, channels, ...drawn }) => ({
      ...drawn,
      channels: channels.length > 0 ? channels : [bought.channel],
      max_amount: drawn.min_amount === null ? null : drawn.min_amount + headroom / 100,
    }));
}

/** Up to eight campaigns with distinct ids, most of them in force around the purchase. */
function campaignsAround(bought: Purchase, buyer: PurchasingMember): fc.Arbitrary<CampaignInForce[]> {
  const one = fc
    .record({
      kind: fc.constantFrom('multiplier' as const, 'bonus' as const),
      multiplierHundredths: fc.integer({ min: 101, max: 1000 }),
      bonusPoints: fc.integer({ min: 1, max: 1000 }),
      conditions: conditionsAround(bought, buyer),
      startOffsetMs: fc.integer({ min: -30 * DAY_MS, max: DAY_MS }),
      lengthMs: fc.integer({ min: 1, max: 60 * DAY_MS }),
      budgetLeft: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
      memberCapLeft: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
    })
    .map((drawn) => {
      const startsAt = new Date(bought.occurredAt.getTime() + drawn.startOffsetMs);
      return {
        nameTh: 'แคมเปญ',
        nameEn: 'Campaign',
        kind: drawn.kind,
        multiplier: drawn.kind === 'multiplier' ? drawn.multiplierHundredths / 100 : null,
        bonusPoints: drawn.kind === 'bonus' ? drawn.bonusPoints : null,
        conditions: drawn.conditions,
        startsAt,
        endsAt: new Date(startsAt.getTime() + drawn.lengthMs),
        budgetLeft: drawn.budgetLeft,
        memberCapLeft: drawn.memberCapLeft,
      };
    });
  return fc.array(one, { maxLength: 8 }).map((list) => list.map((each, index) => ({ ...each, id: index + 1 })));
}

const basePoints = fc.integer({ min: 0, max: 40_000 });
const campaignAwards = (awards: Award[]) => awards.filter((award) => award.campaignId !== null);

/** A purchase, its member, its base points and the campaigns around it. */
const scenario = fc.tuple(purchase, member).chain(([bought, buyer]) =>
  fc.record({
    bought: fc.constant(bought),
    buyer: fc.constant(buyer),
    base: basePoints,
    inForce: campaignsAround(bought, buyer),
  }),
);

describe('the award engine (DESIGN §14), for any purchase, member and campaigns', () => {
  it('adds up: the base earn once, then at most one positive award per qualifying campaign', () => {
    fc.assert(
      fc.property(scenario, ({ bought, buyer, base, inForce }) => {
        const awards = awardsFor(bought, buyer, base, inForce);
        expect(awards.filter((award) => award.ruleId === 'base').map((award) => award.points)).toEqual(
          base > 0 ? [base] : [],
        );
        for (const award of awards) expect(award.points).toBeGreaterThan(0);
        const ids = campaignAwards(awards).map((award) => award.campaignId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) {
          const awarding = inForce.find((each) => each.id === id);
          expect(awarding && qualifies(awarding, bought, buyer)).toBe(true);
        }
        expect(pointsOfAwards(awards)).toBe(awards.reduce((sum, award) => sum + award.points, 0));
      }),
    );
  });

  it('never gives a campaign more than its budget or the member’s cap has left', () => {
    fc.assert(
      fc.property(scenario, ({ bought, buyer, base, inForce }) => {
        for (const award of campaignAwards(awardsFor(bought, buyer, base, inForce))) {
          const awarding = inForce.find((each) => each.id === award.campaignId);
          expect(award.points).toBeLessThanOrEqual(awarding?.budgetLeft ?? Number.POSITIVE_INFINITY);
          expect(award.points).toBeLessThanOrEqual(awarding?.memberCapLeft ?? Number.POSITIVE_INFINITY);
        }
      }),
    );
  });

  it('gives the same awards whatever order the campaigns come in', () => {
    fc.assert(
      fc.property(scenario, fc.infiniteStream(fc.nat()), ({ bought, buyer, base, inForce }, keys) => {
        const shuffled = inForce
          .map((each) => ({ each, key: keys.next().value as number }))
          .sort((a, b) => a.key - b.key)
          .map(({ each }) => each);
        expect(awardsFor(bought, buyer, base, shuffled)).toEqual(awardsFor(bought, buyer, base, inForce));
      }),
    );
  });

  it('holds budgets and caps over a run of purchases when each award is taken from what was left', () => {
    const run = scenario.chain((first) =>
      fc.record({
        first: fc.constant(first),
        more: fc.array(fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), basePoints), { maxLength: 40 }),
      }),
    );
    fc.assert(
      fc.property(run, ({ first, more }) => {
        const { bought, buyer, inForce } = first;
        const purchases = [[bought.amountSatang, first.base] as const, ...more];
        const left = new Map(inForce.map((each) => [each.id, { budget: each.budgetLeft, cap: each.memberCapLeft }]));
        const given = new Map<number, number>();
        for (const [amountSatang, base] of purchases) {
          const current = inForce.map((each) => ({
            ...each,
            budgetLeft: left.get(each.id)?.budget ?? null,
            memberCapLeft: left.get(each.id)?.cap ?? null,
          }));
          for (const award of campaignAwards(awardsFor({ ...bought, amountSatang }, buyer, base, current))) {
            const id = award.campaignId as number;
            const remaining = left.get(id);
            if (!remaining) throw new Error('An award of an unknown campaign');
            left.set(id, {
              budget: remaining.budget === null ? null : remaining.budget - award.points,
              cap: remaining.cap === null ? null : remaining.cap - award.points,
            });
            given.set(id, (given.get(id) ?? 0) + award.points);
          }
        }
        for (const each of inForce) {
          const total = given.get(each.id) ?? 0;
          expect(total).toBeLessThanOrEqual(each.budgetLeft ?? Number.POSITIVE_INFINITY);
          expect(total).toBeLessThanOrEqual(each.memberCapLeft ?? Number.POSITIVE_INFINITY);
        }
      }),
    );
  });

  it('awards nothing outside a campaign’s window, and a multiplier of 2 with room to spare doubles the base', () => {
    fc.assert(
      fc.property(scenario, ({ bought, buyer, base, inForce }) => {
        const ended = inForce.map((each) => ({ ...each, endsAt: bought.occurredAt }));
        expect(campaignAwards(awardsFor(bought, buyer, base, ended))).toEqual([]);
        const doubling: CampaignInForce = {
          id: 1,
          nameTh: 'คะแนนสองเท่า',
          nameEn: 'Double points',
          kind: 'multiplier',
          multiplier: 2,
          bonusPoints: null,
          conditions: OPEN_CAMPAIGN_CONDITIONS,
          startsAt: bought.occurredAt,
          endsAt: new Date(bought.occurredAt.getTime() + 1),
          budgetLeft: null,
          memberCapLeft: null,
        };
        expect(pointsOfAwards(awardsFor(bought, buyer, base, [doubling]))).toBe(2 * base);
      }),
    );
  });
});
