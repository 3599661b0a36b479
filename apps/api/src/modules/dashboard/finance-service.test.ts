import { beforeAll, describe, expect, it } from 'vitest';
import { addPointLot, addSpending, createMember } from '../../../test/factories.js';
import { createProduct } from '../../../test/fixtures/products.js';
import { createTillClient, createTillStore, TILL_READERS } from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { memberTierStatuses } from '../../db/schema.js';
import { bangkokDateOf, DAY_MS } from '../calendar/bangkok-calendar.js';
import { earnPoints, spendPoints, sweepExpiredLots } from '../points/point-service.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { recordSale } from '../till/till-sale-service.js';
import { financePeriodOf, getFinanceFigures } from './finance-service.js';

const context = useTestDatabase();
const db = () => context.database.orm;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const daysOn = (days: number) => new Date(now.getTime() + days * DAY_MS);
const FAR = new Date('2031-12-31T16:59:59Z');
let companyId = 0;

beforeAll(async () => {
  // Lots only (no ledger movement): 100 expire in 29 days, 200 in 31, 400 in 61, 800 in 91; one already gone.
  const holder = await createMember(db());
  for (const [days, amount] of [
    [29, 100],
    [31, 200],
    [61, 400],
    [91, 800],
  ] as const) {
    await addPointLot(db(), { memberId: holder.id, amount, expiresAt: daysOn(days) });
  }
  await addPointLot(db(), { memberId: holder.id, amount: 50, expiresAt: daysAgo(1) });
  await addSpending(db(), { memberId: holder.id, amount: 60_000, spentAt: daysAgo(100) });

  // A till sale at a store of a group company's partner: 250 THB earns 10 points for that company.
  const store = await createTillStore(db());
  companyId = (await createProduct(db(), { partnerId: store.partnerId })).id;
  const client = await createTillClient(db(), store);
  const shopper = await createMember(db());
  await recordSale(
    db(),
    TILL_READERS,
    client,
    { memberId: shopper.id, store, receiptNo: 'F-1', amount: 250, occurredAt: daysAgo(1) },
    daysAgo(1),
  );

  // 990 earned in the period, 750 spent, the 240 left expire in it: breakage 240 ÷ (990 + 10) = 0.24.
  const lapsing = await createMember(db());
  await earnPoints(
    db(),
    { memberId: lapsing.id, amount: 990, source: 'code', reason: 'c', expiresAt: daysAgo(5) },
    daysAgo(20),
  );
  await db().transaction((tx) =>
    spendPoints(tx, { memberId: lapsing.id, amount: 750, source: 'redemption', reason: 'r' }, daysAgo(10)),
  );
  await sweepExpiredLots(db(), daysAgo(4));

  // Earned before the default period; a suspended Platinum spender is not in the tier mix.
  const earlier = await createMember(db());
  await earnPoints(
    db(),
    { memberId: earlier.id, amount: 500, source: 'code', reason: 'c', expiresAt: FAR },
    daysAgo(45),
  );
  const suspended = await createMember(db(), { status: 'suspended' });
  await addSpending(db(), { memberId: suspended.id, amount: 200_000, spentAt: daysAgo(10) });

  // Holds Silver (DESIGN §14 tier status) with no spending in the window.
  const holding = await createMember(db());
  await db()
    .insert(memberTierStatuses)
    .values({ memberId: holding.id, tierId: 2, expiresAt: daysOn(200) });
});

describe('the dashboard’s finance figures', () => {
  it('values the points outstanding at burn_thb_per_point and tells what expires within 30, 60 and 90 days', async () => {
    const finance = await getFinanceFigures(db(), UNCACHED_RULES, {}, now);
    // 1,500 in lots + 10 from the till + 500 earned earlier; the lapsed and the expired lots hold nothing.
    expect(finance).toMatchObject({
      burn_thb_per_point: 0.25,
      points_outstanding: 2010,
      liability_thb: 502.5,
      expiring: { days_30: 100, days_60: 300, days_90: 700 },
    });
  });

  it('splits the liability per company: the till’s points to the company of its store, the rest together', async () => {
    const { companies } = await getFinanceFigures(db(), UNCACHED_RULES, {}, now);
    expect(companies).toEqual([
      expect.objectContaining({
        company_id: companyId,
        points_outstanding: 10,
        liability_thb: 2.5,
        expiring: { days_30: 0, days_60: 0, days_90: 0 },
      }),
      {
        company_id: null,
        name: null,
        name_en: null,
        points_outstanding: 2000,
        liability_thb: 500,
        expiring: { days_30: 100, days_60: 300, days_90: 700 },
      },
    ]);
  });

  it('counts the period’s earned and expired points, breakage and the members who moved points', async () => {
    const finance = await getFinanceFigures(db(), UNCACHED_RULES, {}, now);
    expect(finance).toMatchObject({
      from: bangkokDateOf(daysAgo(29)),
      to: bangkokDateOf(now),
      points_earned: 1000,
      points_expired: 240,
      breakage: 0.24,
      active_members: 2,
    });
  });

  it('reads the period asked for, and has no breakage where nothing was earned', async () => {
    const earlier = { from: bangkokDateOf(daysAgo(50)), to: bangkokDateOf(daysAgo(40)) };
    expect(await getFinanceFigures(db(), UNCACHED_RULES, earlier, now)).toMatchObject({
      ...earlier,
      points_earned: 500,
      points_expired: 0,
      breakage: 0,
      active_members: 1,
    });
    const quiet = { from: '2020-01-01', to: '2020-01-31' };
    expect(await getFinanceFigures(db(), UNCACHED_RULES, quiet, now)).toMatchObject({
      points_earned: 0,
      breakage: null,
      active_members: 0,
    });
  });

  it('mixes the active members by the tier they hold or their last twelve months’ spending reached', async () => {
    const { tier_mix: mix } = await getFinanceFigures(db(), UNCACHED_RULES, {}, now);
    expect(mix.map((tier) => [tier.name_en, tier.members])).toEqual([
      ['Member', 3],
      ['Silver', 1],
      ['Gold', 1],
      ['Platinum', 0],
    ]);
  });
});

describe('the finance period', () => {
  it('defaults to the 30 Bangkok days ending today, or ending on `to`', () => {
    const at = new Date('2026-11-28T18:00:00Z'); // 01:00 on 29 November in Bangkok
    expect(financePeriodOf({}, at)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(financePeriodOf({ to: '2026-03-01' }, at)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(financePeriodOf({ from: '2026-11-01' }, at)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
  });

  it('refuses a period ending before it starts', () => {
    expect(() => financePeriodOf({ from: '2026-11-02', to: '2026-11-01' }, now)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });
});
