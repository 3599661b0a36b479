import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import {
  createTillClient,
  createTillStore,
  expectLedgerInvariants,
  TILL_READERS,
} from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { earnTestPoints } from '../../../test/ledger-audit.js';
import { auditLog, pointHolds, pointLedger, pointLots } from '../../db/schema.js';
import { pointHistoryReader } from '../points/history-service.js';
import { pointBalance, spendPoints, transferPoints } from '../points/point-service.js';
import { captureHold, expireHolds, placeHold, releaseHold, thbValueOf } from './till-hold-service.js';
import { refundSale } from './till-refund-service.js';
import { recordSale } from './till-sale-service.js';

const context = useTestDatabase();
const DAY_MS = 86_400_000;
const SOON = new Date(Date.now() + 40 * DAY_MS);
const LATER = new Date(Date.now() + 400 * DAY_MS);

/** A store, its client and a member with 60 points expiring soon and 100 later. */
async function holdSetUp() {
  const { orm } = context.database;
  const store = await createTillStore(orm, 'Chaba Mart Siam');
  const client = await createTillClient(orm, store);
  const member = await createMember(orm);
  await earnTestPoints(orm, member.id, 60, SOON);
  await earnTestPoints(orm, member.id, 100, LATER);
  return { orm, store, client, member };
}

function liveLotsOf(memberId: number) {
  return context.database.orm
    .select({ remaining: pointLots.remaining, expiresAt: pointLots.expiresAt })
    .from(pointLots)
    .where(eq(pointLots.memberId, memberId))
    .orderBy(asc(pointLots.id));
}

const expectInvariants = (memberIds: number[]) => expectLedgerInvariants(context.database.orm, memberIds);

describe('till holds', () => {
  it('holds points for 5 minutes, worth points × burn_thb_per_point, taken from the balance at once', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const now = new Date();

    const hold = await placeHold(
      orm,
      TILL_READERS.rules,
      client,
      { memberId: member.id, store, points: 70, reference: 'PAY-1' },
      now,
    );

    expect(hold).toEqual({
      hold_id: expect.any(Number),
      points: 70,
      thb_value: 17.5,
      expires_at: new Date(now.getTime() + 300_000).toISOString(),
    });
    expect(await pointBalance(orm, member.id)).toBe(90);
    // Drawn soonest-expiring first, like a spend.
    expect((await liveLotsOf(member.id)).map((lot) => lot.remaining)).toEqual([0, 90]);
    const [audit] = await orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(hold.hold_id)));
    expect(audit).toMatchObject({
      action: 'till.hold',
      after: { api_client_id: client.apiClientId, store_code: store.code, points: 70 },
    });
  });

  it('counts THB in satang, so a rate of 0.1 never meets a binary fraction', () => {
    expect(thbValueOf(3, 0.1)).toBe(0.3);
    expect(thbValueOf(7, 0.25)).toBe(1.75);
  });

  it('refuses a hold beyond the balance with INSUFFICIENT_POINTS, holding nothing', async () => {
    const { orm, store, client, member } = await holdSetUp();
    await expect(
      placeHold(orm, TILL_READERS.rules, client, { memberId: member.id, store, points: 161, reference: 'BIG' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await pointBalance(orm, member.id)).toBe(160);
    expect(await orm.select().from(pointHolds).where(eq(pointHolds.memberId, member.id))).toEqual([]);
  });

  it('answers the same hold for the same reference, even 10 at once, and IDEMPOTENCY_CONFLICT for other values', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const request = { memberId: member.id, store, points: 100, reference: 'SAME' };
    const holds = await Promise.all(
      Array.from({ length: 10 }, () => placeHold(orm, TILL_READERS.rules, client, request)),
    );

    expect(new Set(holds.map((hold) => hold.hold_id)).size).toBe(1);
    expect(await pointBalance(orm, member.id)).toBe(60);
    await expect(placeHold(orm, TILL_READERS.rules, client, { ...request, points: 99 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    const otherClient = await createTillClient(orm, store);
    await expect(placeHold(orm, TILL_READERS.rules, otherClient, request)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    await expectInvariants([member.id]);
  });

  it('keeps held points from being spent by a redemption or a transfer meanwhile', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const friend = await createMember(orm);
    await placeHold(orm, TILL_READERS.rules, client, { memberId: member.id, store, points: 150, reference: 'KEEP' });

    await expect(
      spendPoints(orm, { memberId: member.id, amount: 11, source: 'redemption', reason: 'reward' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    await expect(
      orm.transaction((tx) =>
        transferPoints(tx, { fromMemberId: member.id, toMemberId: friend.id, amount: 11, reason: 'gift' }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await pointBalance(orm, member.id)).toBe(10);
  });

  it('captures a hold as a payment at the store, answers a retry the same, and refuses a release after it', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const hold = await placeHold(orm, TILL_READERS.rules, client, {
      memberId: member.id,
      store,
      points: 40,
      reference: 'CAP',
    });
    const entriesBefore = await orm.select().from(pointLedger).where(eq(pointLedger.memberId, member.id));

    const captured = await captureHold(orm, client, hold.hold_id);

    expect(captured).toEqual({ points_spent: 40, thb_value: 10, point_balance: 120 });
    expect(await captureHold(orm, client, hold.hold_id)).toEqual(captured);
    await expect(releaseHold(orm, client, hold.hold_id)).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
    // The hold entry is the payment: capturing moves nothing more.
    expect(await orm.select().from(pointLedger).where(eq(pointLedger.memberId, member.id))).toHaveLength(
      entriesBefore.length,
    );
    const query = { page: 1, limit: 1, type: 'all' as const };
    const [en] = (await pointHistoryReader(orm)(member.id, query, 'en')).items;
    const [th] = (await pointHistoryReader(orm)(member.id, query, 'th')).items;
    expect(en).toMatchObject({
      kind: 'hold',
      points: -40,
      description: `Paid with points in store: ${store.nameEn}, payment CAP`,
    });
    expect(th?.description).toBe(`ใช้คะแนนแทนเงินสดที่ร้าน: ${store.nameTh}, ชำระเงิน CAP`);
  });

  it('releases a hold with the points’ own expiry dates, answers a retry the same, and refuses a capture after it', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const hold = await placeHold(orm, TILL_READERS.rules, client, {
      memberId: member.id,
      store,
      points: 70,
      reference: 'REL',
    });

    const released = await releaseHold(orm, client, hold.hold_id);

    expect(released).toEqual({ points_released: 70, point_balance: 160 });
    expect(await releaseHold(orm, client, hold.hold_id)).toEqual(released);
    await expect(captureHold(orm, client, hold.hold_id)).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
    const returned = (await liveLotsOf(member.id)).slice(2);
    expect(returned).toEqual([
      { remaining: 60, expiresAt: SOON },
      { remaining: 10, expiresAt: LATER },
    ]);
    const [row] = await orm.select().from(pointHolds).where(eq(pointHolds.id, hold.hold_id));
    expect(row).toMatchObject({ status: 'released', releaseEntryId: expect.any(Number) });
    const [en] = (await pointHistoryReader(orm)(member.id, { page: 1, limit: 1, type: 'all' }, 'en')).items;
    expect(en?.description).toBe(`Points returned from a cancelled payment: ${store.nameEn}, payment REL`);
    await expectInvariants([member.id]);
  });

  it('lets exactly one of a capture and a release racing win', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const holds = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        placeHold(orm, TILL_READERS.rules, client, {
          memberId: member.id,
          store,
          points: 20,
          reference: `RACE-${index}`,
        }),
      ),
    );
    const outcomes = await Promise.all(
      holds.map(async (hold) => {
        const [capture, release] = await Promise.allSettled([
          captureHold(orm, client, hold.hold_id),
          releaseHold(orm, client, hold.hold_id),
        ]);
        return [capture?.status, release?.status];
      }),
    );

    for (const outcome of outcomes) expect(outcome.filter((status) => status === 'fulfilled')).toHaveLength(1);
    const rows = await orm.select().from(pointHolds).where(eq(pointHolds.memberId, member.id));
    const captured = rows.filter((row) => row.status === 'captured').length;
    expect(captured + rows.filter((row) => row.status === 'released').length).toBe(8);
    expect(await pointBalance(orm, member.id)).toBe(160 - captured * 20);
    await expectInvariants([member.id]);
  });

  it('answers NOT_FOUND for another client’s hold', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const otherClient = await createTillClient(orm, store);
    const hold = await placeHold(orm, TILL_READERS.rules, client, {
      memberId: member.id,
      store,
      points: 5,
      reference: 'MINE',
    });
    await expect(captureHold(orm, otherClient, hold.hold_id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(releaseHold(orm, otherClient, hold.hold_id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(captureHold(orm, client, 987_654_321)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('returns held points repaying a debt first, as an earn does', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const sale = await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'D-1',
      amount: 500,
      occurredAt: new Date(),
    });
    const hold = await placeHold(orm, TILL_READERS.rules, client, {
      memberId: member.id,
      store,
      points: 180,
      reference: 'ALL',
    });
    const refund = await refundSale(orm, client, { transactionId: sale.transaction_id, refundNo: 'D', amount: 500 });
    expect(refund).toMatchObject({ points_reversed: 0, points_owed: 20, point_balance: 0 });

    expect(await releaseHold(orm, client, hold.hold_id)).toEqual({ points_released: 180, point_balance: 160 });
    await expectInvariants([member.id]);
  });
});

describe('till hold expiry', () => {
  it('returns the points of holds past 5 minutes with their original expiry dates, once under two parallel runs', async () => {
    const { orm, store, client, member } = await holdSetUp();
    const placedAt = new Date();
    const holds = await Promise.all(
      Array.from({ length: 3 }, (_, index) =>
        placeHold(
          orm,
          TILL_READERS.rules,
          client,
          { memberId: member.id, store, points: 50, reference: `EXP-${index}` },
          placedAt,
        ),
      ),
    );
    const fresh = await placeHold(
      orm,
      TILL_READERS.rules,
      client,
      { memberId: member.id, store, points: 10, reference: 'FRESH' },
      new Date(placedAt.getTime() + 240_000),
    );
    const later = new Date(placedAt.getTime() + 301_000);

    const [first, second] = await Promise.all([expireHolds(orm, later), expireHolds(orm, later)]);

    // Earlier tests' holds still active expire too; these three must be among them, each once.
    expect(first + second).toBeGreaterThanOrEqual(3);
    expect(await expireHolds(orm, later)).toBe(0);
    const rows = await orm
      .select()
      .from(pointHolds)
      .where(
        inArray(
          pointHolds.id,
          holds.map((hold) => hold.hold_id),
        ),
      );
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired', 'expired']);
    expect(await pointBalance(orm, member.id, later)).toBe(150);
    const lots = await liveLotsOf(member.id);
    expect(
      lots
        .filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() === SOON.getTime())
        .reduce((sum, lot) => sum + lot.remaining, 0),
    ).toBe(60);
    await expect(captureHold(orm, client, holds[0]?.hold_id ?? 0, later)).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
    await expect(releaseHold(orm, client, holds[0]?.hold_id ?? 0, later)).resolves.toMatchObject({
      points_released: 50,
    });
    const [stillActive] = await orm.select().from(pointHolds).where(eq(pointHolds.id, fresh.hold_id));
    expect(stillActive?.status).toBe('active');
    const audits = await orm.select().from(auditLog).where(eq(auditLog.action, 'till.hold_expire'));
    expect(audits.filter((row) => holds.some((hold) => row.entityId === String(hold.hold_id)))).toHaveLength(3);
    await expectInvariants([member.id]);
  });

  it('gives back a point whose expiry passed while it was held as an expired lot, never counted', async () => {
    const { orm } = context.database;
    const store = await createTillStore(orm);
    const client = await createTillClient(orm, store);
    const member = await createMember(orm);
    const now = new Date();
    const lotExpiry = new Date(now.getTime() + 60_000);
    await earnTestPoints(orm, member.id, 30, lotExpiry);
    await placeHold(
      orm,
      TILL_READERS.rules,
      client,
      { memberId: member.id, store, points: 30, reference: 'EDGE' },
      now,
    );

    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await expireHolds(orm, later)).toBeGreaterThanOrEqual(1);

    expect(await pointBalance(orm, member.id, later)).toBe(0);
    expect((await liveLotsOf(member.id)).at(-1)).toEqual({ remaining: 30, expiresAt: lotExpiry });
  });
});
