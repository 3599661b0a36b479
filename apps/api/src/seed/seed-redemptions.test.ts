import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../test/factories.js';
import { rowCounts } from '../../test/row-counts.js';
import { useTestApp } from '../../test/test-app.js';
import { idempotencyKeys, partnerCodes, pointLedger, privileges, redemptions, shipmentEvents } from '../db/schema.js';
import { seedDemoData } from './seed.js';
import { DEMO_REDEMPTIONS } from './seed-redemptions.js';

const seededAt = new Date();
const context = useTestApp({ prepare: (db) => seedDemoData(db, seededAt) });
let token: string;

interface RedemptionItem {
  redemption_id: number;
  kind: string;
  state: string;
  title: string;
  partner_code: string | null;
  used_store: string | null;
  points_spent: number;
  redeemed_at: string;
}

beforeAll(async () => {
  token = await logIn(context.app, 'demo@example.com', 'Demo1234!');
});

async function read(url: string, query: Record<string, string> = {}) {
  const response = await context.app.inject({
    url: `/api/v1/${url}`,
    query,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function history(): Promise<RedemptionItem[]> {
  return (await read('History/GetRedemptionHistory', { limit: '50' })).items;
}

async function counts() {
  const { orm } = context.database;
  const tables = { redemptions, ledger: pointLedger, events: shipmentEvents, keys: idempotencyKeys };
  return rowCounts(orm, tables);
}

describe('demo redemptions seed (DESIGN §8 history of every kind)', () => {
  it('gives the demo member redemptions of every kind and state, newest first', async () => {
    const items = await history();
    expect(items).toHaveLength(DEMO_REDEMPTIONS.length);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['ecoupon', 'partner_code', 'physical']));
    expect(items.map((item) => item.state).sort()).toEqual(
      ['active', 'active', 'delivered', 'expired', 'ordered', 'shipped', 'used'].sort(),
    );
    const times = items.map((item) => item.redeemed_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists an active coupon and a revealed partner code, a coupon used at a Baan Brew store and an expired one', async () => {
    const active: RedemptionItem[] = (await read('History/GetCouponHistory', { State: 'active' })).items;
    expect(active.map((item) => item.kind).sort()).toEqual(['ecoupon', 'partner_code']);
    expect(active.find((item) => item.kind === 'partner_code')?.partner_code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-/);
    const [used, ...moreUsed] = (await read('History/GetCouponHistory', { State: 'used' })).items as RedemptionItem[];
    expect(moreUsed).toEqual([]);
    expect(used?.used_store).toBe('Baan Brew Ari');
    const expired: RedemptionItem[] = (await read('History/GetCouponHistory', { State: 'expired' })).items;
    expect(expired.map((item) => item.kind)).toEqual(['ecoupon']);
  });

  it('follows the physical rewards: one just ordered, one shipped with its carrier, one delivered, steps dated in order', async () => {
    const physical = (await history()).filter((item) => item.kind === 'physical');
    const tracking = async (state: string) => {
      const item = physical.find((entry) => entry.state === state);
      return await read('History/GetTrackingStatus', { Redemption_Id: String(item?.redemption_id) });
    };
    const ordered = await tracking('ordered');
    expect(ordered.steps.map((step: { done: boolean }) => step.done)).toEqual([true, false, false, false]);
    expect(ordered.carrier).toBeNull();
    const shipped = await tracking('shipped');
    expect(shipped.steps.map((step: { done: boolean }) => step.done)).toEqual([true, true, true, false]);
    expect(shipped).toMatchObject({ carrier: 'Thailand Post EMS', tracking_no: 'EY123456789TH' });
    expect(shipped.shipping_address).toContain('Emily Carter');
    const delivered = await tracking('delivered');
    const dates: string[] = delivered.steps.map((step: { at: string }) => step.at);
    expect(delivered.steps.every((step: { done: boolean }) => step.done)).toBe(true);
    expect(dates).toEqual([...dates].sort());
    expect(new Date(dates[3] ?? '').getTime()).toBeLessThan(seededAt.getTime());
  });

  it('spends the points through the ledger and takes one unit of stock (and one partner code) each', async () => {
    const { orm } = context.database;
    const spent = await orm.select().from(pointLedger).where(eq(pointLedger.source, 'redemption'));
    const items = await history();
    expect(spent.reduce((sum, entry) => sum + entry.delta, 0)).toBe(
      -items.reduce((sum, item) => sum + item.points_spent, 0),
    );
    const redeemed = await orm
      .select({ stockUsed: privileges.stockUsed })
      .from(privileges)
      .where(
        inArray(
          privileges.imageUrl,
          DEMO_REDEMPTIONS.map((demo) => `/media/privileges/${demo.slug}.svg`),
        ),
      );
    expect(redeemed.map((row) => row.stockUsed)).toEqual(DEMO_REDEMPTIONS.map(() => 1));
    const [taken] = await orm
      .select({ value: count() })
      .from(partnerCodes)
      .where(inArray(partnerCodes.redemptionId, orm.select({ id: redemptions.id }).from(redemptions)));
    expect(taken?.value).toBe(1);
  });

  it('leaves the demo member comfortably above 10,000 points for the flows that redeem more', async () => {
    const info = await read('Customer/GetCustomerInfo');
    expect(info.point_balance).toBeGreaterThanOrEqual(10_000);
  });

  it('adds nothing on a second run, nor on a run ten days later', async () => {
    const before = await counts();
    await seedDemoData(context.database.orm, new Date(seededAt.getTime() + 60_000));
    expect(await counts()).toEqual(before);
    await seedDemoData(context.database.orm, new Date(seededAt.getTime() + 10 * 24 * 60 * 60 * 1000));
    expect(await counts()).toEqual(before);
  });
});
