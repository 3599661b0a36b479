import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { pointLedger, pointLotChanges, pointLots } from '../../db/schema.js';
import { runIdempotent } from '../idempotency/idempotency-service.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import {
  adjustPoints,
  defaultExpiryOf,
  earnPoints,
  lockTransferSource,
  owedPoints,
  pointBalance,
  spendPoints,
  sweepExpiredLots,
  transferPoints,
} from './point-service.js';
import { holdPoints, releaseHeldPoints, reversePoints } from './till-movements.js';

const context = useTestDatabase();
const DAY_MS = 86_400_000;
const NOW = new Date('2026-06-15T05:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const earn = { source: 'receipt', reason: 'receipt approved', rules: UNCACHED_RULES } as const;

async function entriesOf(memberId: number) {
  return context.database.orm
    .select()
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId))
    .orderBy(asc(pointLedger.id));
}

async function lotsOf(memberId: number) {
  return context.database.orm
    .select()
    .from(pointLots)
    .where(eq(pointLots.memberId, memberId))
    .orderBy(asc(pointLots.id));
}

async function changesOf(entryId: number) {
  return context.database.orm
    .select({ lotId: pointLotChanges.lotId, amount: pointLotChanges.amount })
    .from(pointLotChanges)
    .where(eq(pointLotChanges.entryId, entryId))
    .orderBy(asc(pointLotChanges.lotId));
}

describe('points ledger', () => {
  it('expires an earn on 31 December (Asia/Bangkok) of the second year after it', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const { lotId } = await earnPoints(orm, { memberId: member.id, amount: 40, ...earn }, NOW);
    const [lot] = await lotsOf(member.id);
    expect(lot).toMatchObject({ id: lotId, amount: 40, remaining: 40, expiresAt: defaultExpiryOf(NOW) });
    expect(defaultExpiryOf(new Date('2026-12-31T16:59:59Z')).getTime()).toBe(defaultExpiryOf(NOW).getTime());
    // 17:00 UTC on 31 December is already 1 January in Bangkok: the next earn year.
    expect(defaultExpiryOf(new Date('2026-12-31T17:00:00Z')).getTime()).toBeGreaterThan(defaultExpiryOf(NOW).getTime());
  });

  it('spends the soonest-expiring lots first and links the spend to what it consumed', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const late = await earnPoints(orm, { memberId: member.id, amount: 100, ...earn, expiresAt: later(300) }, NOW);
    const soon = await earnPoints(orm, { memberId: member.id, amount: 30, ...earn, expiresAt: later(10) }, NOW);
    const { entryId, balanceAfter } = await spendPoints(
      orm,
      { memberId: member.id, amount: 50, source: 'redemption', reason: 'coffee coupon' },
      NOW,
    );
    expect(balanceAfter).toBe(80);
    expect(await changesOf(entryId)).toEqual([
      { lotId: late.lotId, amount: -20 },
      { lotId: soon.lotId, amount: -30 },
    ]);
    expect((await lotsOf(member.id)).map((lot) => lot.remaining)).toEqual([80, 0]);
    expect(await pointBalance(orm, member.id, NOW)).toBe(80);
    expect((await entriesOf(member.id)).at(-1)).toMatchObject({
      kind: 'spend',
      source: 'redemption',
      reason: 'coffee coupon',
      delta: -50,
    });
  });

  it('refuses to spend past the balance with INSUFFICIENT_POINTS and changes nothing', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 10, ...earn }, NOW);
    await expect(
      spendPoints(orm, { memberId: member.id, amount: 11, source: 'redemption', reason: 'too much' }, NOW),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await pointBalance(orm, member.id, NOW)).toBe(10);
    expect(await entriesOf(member.id)).toHaveLength(1);
  });

  it('refuses amounts that are not whole positive points with VALIDATION_FAILED', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      await expect(earnPoints(orm, { memberId: member.id, amount, ...earn }, NOW)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(
      adjustPoints(orm, UNCACHED_RULES, { memberId: member.id, amount: 0, reason: 'nothing' }, NOW),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await entriesOf(member.id)).toHaveLength(0);
  });

  it('transfers points keeping their expiry, one receiving lot per expiry, and answers the sender’s balance', async () => {
    const { orm } = context.database;
    const [sender, receiver] = [await createMember(orm), await createMember(orm)];
    await earnPoints(orm, { memberId: sender.id, amount: 9, ...earn, expiresAt: later(-1) }, later(-30));
    await earnPoints(orm, { memberId: sender.id, amount: 20, ...earn, expiresAt: later(5) }, NOW);
    await earnPoints(orm, { memberId: sender.id, amount: 50, ...earn, expiresAt: later(400) }, NOW);
    const { senderBalance } = await orm.transaction((tx) =>
      transferPoints(tx, { fromMemberId: sender.id, toMemberId: receiver.id, amount: 35, reason: 'gift' }, NOW),
    );
    expect(senderBalance).toBe(35);
    expect((await lotsOf(receiver.id)).map(({ amount, expiresAt, source }) => ({ amount, expiresAt, source }))).toEqual(
      [
        { amount: 20, expiresAt: later(5), source: 'transfer' },
        { amount: 15, expiresAt: later(400), source: 'transfer' },
      ],
    );
    expect(await pointBalance(orm, sender.id, NOW)).toBe(35);
    expect(await pointBalance(orm, receiver.id, NOW)).toBe(35);
    expect((await entriesOf(sender.id)).at(-1)).toMatchObject({ kind: 'transfer_out', source: 'transfer', delta: -35 });
    expect(await entriesOf(receiver.id)).toMatchObject([{ kind: 'transfer_in', source: 'transfer', delta: 35 }]);
  });

  it('reads a sender’s points sent since a given instant and their spendable lots in one, and transfers from those lots', async () => {
    const { orm } = context.database;
    const [sender, receiver] = [await createMember(orm), await createMember(orm)];
    const at = { now: NOW, since: later(-1) };
    expect(await orm.transaction((tx) => lockTransferSource(tx, sender.id, at))).toEqual({
      memberId: sender.id,
      sentSince: 0,
      lots: [],
    });
    await expect(
      orm.transaction(async (tx) =>
        transferPoints(
          tx,
          { fromMemberId: sender.id, toMemberId: receiver.id, amount: 1, reason: 'gift' },
          NOW,
          await lockTransferSource(tx, sender.id, at),
        ),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    await earnPoints(orm, { memberId: sender.id, amount: 40, ...earn, expiresAt: later(400) }, later(-3));
    await earnPoints(orm, { memberId: sender.id, amount: 30, ...earn, expiresAt: later(5) }, later(-3));
    const gift = { fromMemberId: sender.id, toMemberId: receiver.id, reason: 'gift' };
    await orm.transaction((tx) => transferPoints(tx, { ...gift, amount: 7 }, later(-2)));
    await orm.transaction((tx) => transferPoints(tx, { ...gift, amount: 3 }, NOW));

    const { senderBalance } = await orm.transaction(async (tx) => {
      const source = await lockTransferSource(tx, sender.id, at);
      expect(source.sentSince).toBe(3);
      expect(source.lots.map(({ remaining, expiresAt }) => ({ remaining, expiresAt }))).toEqual([
        { remaining: 20, expiresAt: later(5) },
        { remaining: 40, expiresAt: later(400) },
      ]);
      return transferPoints(tx, { ...gift, amount: 25 }, NOW, source);
    });
    expect(senderBalance).toBe(35);
    expect(await pointBalance(orm, sender.id, NOW)).toBe(35);
    expect(await pointBalance(orm, receiver.id, NOW)).toBe(35);
  });

  it('refuses a transfer to oneself with INVALID_RECIPIENT', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 20, ...earn }, NOW);
    await expect(
      transferPoints(orm, { fromMemberId: member.id, toMemberId: member.id, amount: 5, reason: 'self' }, NOW),
    ).rejects.toMatchObject({ code: 'INVALID_RECIPIENT' });
  });

  it('adjusts up with a new lot and down like a spend, never below zero', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await adjustPoints(orm, UNCACHED_RULES, { memberId: member.id, amount: 25, reason: 'goodwill' }, NOW);
    await adjustPoints(orm, UNCACHED_RULES, { memberId: member.id, amount: -10, reason: 'duplicate receipt' }, NOW);
    await expect(
      adjustPoints(orm, UNCACHED_RULES, { memberId: member.id, amount: -16, reason: 'too much' }, NOW),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await pointBalance(orm, member.id, NOW)).toBe(15);
    expect(await entriesOf(member.id)).toMatchObject([
      { kind: 'adjust', source: 'operator', reason: 'goodwill', delta: 25 },
      { kind: 'adjust', source: 'operator', reason: 'duplicate receipt', delta: -10 },
    ]);
  });

  it('never counts an expired lot, and the sweep writes one expire entry for it, once', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 70, ...earn, expiresAt: later(1) }, NOW);
    await earnPoints(orm, { memberId: member.id, amount: 5, ...earn, expiresAt: later(90) }, NOW);
    const afterExpiry = later(2);
    expect(await pointBalance(orm, member.id, afterExpiry)).toBe(5);
    await expect(
      spendPoints(orm, { memberId: member.id, amount: 6, source: 'redemption', reason: 'r' }, afterExpiry),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await sweepExpiredLots(orm, afterExpiry)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredLots(orm, afterExpiry)).toBe(0);
    const expires = (await entriesOf(member.id)).filter((entry) => entry.kind === 'expire');
    expect(expires).toMatchObject([{ delta: -70, source: 'expiry' }]);
    expect((await lotsOf(member.id)).map((lot) => lot.remaining)).toEqual([0, 5]);
    expect(await pointBalance(orm, member.id, afterExpiry)).toBe(5);
  });

  it('records the idempotency key and does a replayed spend once', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 100, ...earn }, NOW);
    const request = { memberId: member.id, key: 'spend-key-0001', payload: { call: 'Spend', points: 60 } };
    const spend = (key: string) => (tx: Parameters<typeof spendPoints>[0]) =>
      spendPoints(tx, { memberId: member.id, amount: 60, source: 'redemption', reason: 'r', idempotencyKey: key }, NOW);
    const first = await runIdempotent(orm, request, spend(request.key));
    const replay = await runIdempotent(orm, request, spend(request.key));
    expect(replay).toEqual(first);
    expect(await pointBalance(orm, member.id, NOW)).toBe(40);
    const spends = (await entriesOf(member.id)).filter((entry) => entry.kind === 'spend');
    expect(spends).toMatchObject([{ idempotencyKey: 'spend-key-0001' }]);
  });

  it('does a replayed transfer once on both sides', async () => {
    const { orm } = context.database;
    const [sender, receiver] = [await createMember(orm), await createMember(orm)];
    await earnPoints(orm, { memberId: sender.id, amount: 50, ...earn }, NOW);
    const request = { memberId: sender.id, key: 'transfer-key-01', payload: { to: receiver.id, points: 20 } };
    const transfer = (tx: Parameters<typeof transferPoints>[0]) =>
      transferPoints(
        tx,
        { fromMemberId: sender.id, toMemberId: receiver.id, amount: 20, reason: 'gift', idempotencyKey: request.key },
        NOW,
      );
    await Promise.all([runIdempotent(orm, request, transfer), runIdempotent(orm, request, transfer)]);
    await runIdempotent(orm, request, transfer);
    expect(await pointBalance(orm, sender.id, NOW)).toBe(30);
    expect(await pointBalance(orm, receiver.id, NOW)).toBe(20);
    expect(await entriesOf(receiver.id)).toMatchObject([{ kind: 'transfer_in', idempotencyKey: 'transfer-key-01' }]);
  });
});

describe('points ledger at the till', () => {
  const till = { source: 'till', reason: 'Store, payment P' } as const;

  it('releases a hold once, giving back one lot per expiry drawn; a second release is refused by the database', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 30, ...earn, expiresAt: later(10) }, NOW);
    await earnPoints(orm, { memberId: member.id, amount: 50, ...earn, expiresAt: later(90) }, NOW);
    const { entryId, balanceAfter } = await holdPoints(orm, { memberId: member.id, amount: 45, ...till }, NOW);
    expect(balanceAfter).toBe(35);

    const released = await releaseHeldPoints(orm, entryId, { reason: 'released' }, NOW);

    expect(released).toMatchObject({ points: 45, repaid: 0 });
    expect((await lotsOf(member.id)).slice(2).map((lot) => [lot.amount, lot.expiresAt])).toEqual([
      [30, later(10)],
      [15, later(90)],
    ]);
    expect(await entriesOf(member.id)).toMatchObject([
      {},
      {},
      { kind: 'hold', delta: -45 },
      { kind: 'release', delta: 45, reversesEntryId: entryId },
    ]);
    await expect(releaseHeldPoints(orm, entryId, { reason: 'again' }, NOW)).rejects.toThrow();
    expect(await pointBalance(orm, member.id, NOW)).toBe(80);
  });

  it('reverses what the balance holds, owes the rest, and repays it first from the next earns', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 12, ...earn }, NOW);

    const reversal = await reversePoints(orm, { memberId: member.id, amount: 20, ...till }, NOW);
    expect(reversal).toMatchObject({ reversed: 12, owed: 8, balanceAfter: 0 });
    expect(await reversePoints(orm, { memberId: member.id, amount: 5, ...till }, NOW)).toMatchObject({
      entryId: null,
      reversed: 0,
      owed: 5,
    });
    expect(await owedPoints(orm, member.id)).toBe(13);

    expect(await earnPoints(orm, { memberId: member.id, amount: 10, ...earn }, NOW)).toMatchObject({ repaid: 10 });
    expect(await owedPoints(orm, member.id)).toBe(3);
    expect(await earnPoints(orm, { memberId: member.id, amount: 10, ...earn }, NOW)).toMatchObject({ repaid: 3 });
    expect(await owedPoints(orm, member.id)).toBe(0);
    expect(await pointBalance(orm, member.id, NOW)).toBe(7);
    expect((await entriesOf(member.id)).map((entry) => [entry.kind, entry.delta])).toEqual([
      ['earn', 12],
      ['reverse', -12],
      ['earn', 10],
      ['repay', -10],
      ['earn', 10],
      ['repay', -3],
    ]);
  });
});
