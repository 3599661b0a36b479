import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, uniqueMobile } from '../../../test/factories.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { addAddress, createOffer, redeemPayload, redeemReadyProfile } from '../../../test/fixtures/redemptions.js';
import { createTillClient, createTillStore, TILL_READERS } from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { receipts } from '../../db/schema.js';
import { proposeAdjustment } from '../adjustments/adjustment-service.js';
import { DAY_MS, startOfBangkokDay } from '../calendar/bangkok-calendar.js';
import { adjustPoints, earnPoints, spendPoints, sweepExpiredLots, transferPoints } from '../points/point-service.js';
import { redeemPrivilege } from '../redemptions/redeem-service.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { recordSale } from '../till/till-sale-service.js';
import { getDashboard } from './dashboard-service.js';

const context = useTestDatabase();
const db = () => context.database.orm;

/** The dashboard is read at this instant; every movement is placed relative to its Bangkok day. */
const now = new Date();
const today = startOfBangkokDay(now);
const yesterdayLate = new Date(today.getTime() - 30 * 60 * 1000);
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const bangkokDate = (instant: Date) => new Date(instant.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

const earn = (memberId: number, amount: number, at: Date, expiresAt?: Date) =>
  earnPoints(
    db(),
    { memberId, amount, source: 'code', reason: 'test', ...(expiresAt ? { expiresAt } : { rules: UNCACHED_RULES }) },
    at,
  );

beforeAll(async () => {
  const joinedLongAgo = await createMember(db(), { createdAt: daysAgo(10) });
  const first = await createMember(db(), { mobileNo: uniqueMobile(), ...redeemReadyProfile() });
  const second = await createMember(db());
  await db().transaction(async (tx) => {
    await earnPoints(
      tx,
      { memberId: first.id, amount: 1000, source: 'code', reason: 'old', rules: UNCACHED_RULES },
      daysAgo(40),
    );
  });
  await earn(first.id, 100, now);
  await earn(first.id, 70, yesterdayLate);
  await earn(second.id, 40, daysAgo(60), daysAgo(3));
  await sweepExpiredLots(db(), daysAgo(2));
  await db().transaction((tx) =>
    spendPoints(tx, { memberId: first.id, amount: 30, source: 'redemption', reason: 't' }, now),
  );
  await db().transaction((tx) =>
    transferPoints(tx, { fromMemberId: first.id, toMemberId: joinedLongAgo.id, amount: 200, reason: 'gift' }, now),
  );
  await db().transaction((tx) =>
    adjustPoints(tx, UNCACHED_RULES, { memberId: second.id, amount: 25, reason: 'goodwill' }, now),
  );
  await db().transaction((tx) =>
    adjustPoints(tx, UNCACHED_RULES, { memberId: first.id, amount: -5, reason: 'correction' }, now),
  );
  const { privilege } = await createOffer(db(), { kind: 'physical', pointCost: 0 });
  await redeemPrivilege(db(), UNCACHED_TIERS, {
    memberId: first.id,
    idempotencyKey: undefined,
    input: redeemPayload(privilege, { Address_Id: await addAddress(db(), first.id) }),
    language: 'en',
  });
  await db()
    .insert(receipts)
    .values([
      { memberId: second.id, fileKey: 'a', contentType: 'image/png', sizeBytes: 10 },
      { memberId: second.id, fileKey: 'b', contentType: 'image/png', sizeBytes: 10, status: 'rejected' },
    ]);
  // Staff's adjustments always wait for an admin (maker-checker): one pending, moving no points yet.
  const staff = await testOperatorActor(db(), 'staff');
  await proposeAdjustment(db(), UNCACHED_RULES, staff, {
    memberCode: second.mbkMemberId,
    points: 10,
    reasonEn: 'Late',
    reasonTh: 'ช้า',
  });
});

describe('the back-office dashboard', () => {
  it('counts members, and the ones who joined in the last 7 Bangkok days', async () => {
    const dashboard = await getDashboard(db(), UNCACHED_RULES, {}, now);
    expect(dashboard.members_total).toBe(3);
    expect(dashboard.members_new_7_days).toBe(2);
  });

  it('sums points issued, redeemed and expired in 30 days, leaving transfers and older movements out', async () => {
    const dashboard = await getDashboard(db(), UNCACHED_RULES, {}, now);
    // Earned 100 + 70 and adjusted +25; the 1,000 of 40 days ago, the transfer and the -5 are not issued.
    expect(dashboard.points_issued_30_days).toBe(195);
    expect(dashboard.points_redeemed_30_days).toBe(30);
    expect(dashboard.points_expired_30_days).toBe(40);
    // 1,000 + 100 + 70 + 25 held, less 30 spent and 5 corrected; the transfer only moved 200.
    expect(dashboard.points_outstanding).toBe(1160);
  });

  it('counts the work waiting: redemptions, pending receipts, open shipments, pending adjustments', async () => {
    const dashboard = await getDashboard(db(), UNCACHED_RULES, {}, now);
    expect(dashboard).toMatchObject({
      redemptions_30_days: 1,
      receipts_pending: 1,
      shipments_open: 1,
      adjustments_pending: 1,
    });
  });

  it('answers 30 Bangkok days of issued and redeemed points, zero-filled, today last', async () => {
    const { daily_points: days, points_issued_30_days: issued } = await getDashboard(db(), UNCACHED_RULES, {}, now);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: bangkokDate(now), issued: 125, redeemed: 30 });
    expect(days.at(-2)).toEqual({ date: bangkokDate(yesterdayLate), issued: 70, redeemed: 0 });
    expect(days[0]).toEqual({ date: bangkokDate(daysAgo(29)), issued: 0, redeemed: 0 });
    expect(days.reduce((sum, day) => sum + day.issued, 0)).toBe(issued);
  });

  it('moves the window with the day it is read on', async () => {
    const later = await getDashboard(db(), UNCACHED_RULES, {}, new Date(now.getTime() + 30 * DAY_MS));
    expect(later.points_issued_30_days).toBe(0);
    expect(later.members_new_7_days).toBe(0);
    expect(later.daily_points.every((day) => day.issued === 0 && day.redeemed === 0)).toBe(true);
  });

  // Last: it adds a member and sales the figures above do not count.
  it('counts the till sales of the 30 days and the points they earned, leaving older sales out', async () => {
    const store = await createTillStore(db());
    const client = await createTillClient(db(), store);
    const shopper = await createMember(db());
    const before = await getDashboard(db(), UNCACHED_RULES, {}, now);
    const sale = (receiptNo: string, amount: number, at: Date) =>
      recordSale(db(), TILL_READERS, client, { memberId: shopper.id, store, receiptNo, amount, occurredAt: at }, at);
    await sale('D-1', 250, now);
    await sale('D-2', 60, daysAgo(3));
    await sale('D-3', 1000, daysAgo(31));

    const after = await getDashboard(db(), UNCACHED_RULES, {}, now);

    expect(after.till_sales_30_days - before.till_sales_30_days).toBe(2);
    expect(after.till_points_30_days - before.till_points_30_days).toBe(12);
  });
});
