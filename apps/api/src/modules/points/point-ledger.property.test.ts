import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import type { Executor } from '../../db/client.js';
import { pointDebts, pointLedger, pointLotChanges, pointLots } from '../../db/schema.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import {
  adjustPoints,
  defaultExpiryOf,
  earnPoints,
  owedPoints,
  pointBalance,
  spendPoints,
  sweepExpiredLots,
  transferPoints,
} from './point-service.js';
import { holdPoints, releaseHeldPoints, reversePoints } from './till-movements.js';

const context = useTestDatabase();
const DAY_MS = 86_400_000;
const START = new Date('2026-03-01T03:00:00Z');

type Who = 0 | 1;
type Operation =
  | { op: 'earn'; who: Who; amount: number; days: number }
  | { op: 'spend'; who: Who; amount: number }
  | { op: 'transfer'; who: Who; amount: number }
  | { op: 'adjust'; who: Who; amount: number }
  | { op: 'hold'; who: Who; amount: number }
  | { op: 'release'; who: Who }
  | { op: 'reverse'; who: Who; amount: number }
  | { op: 'expire'; days: number };

const who = fc.constantFrom<Who>(0, 1);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('earn' as const),
    who,
    amount: fc.integer({ min: 1, max: 200 }),
    days: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ op: fc.constant('spend' as const), who, amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ op: fc.constant('transfer' as const), who, amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({
    op: fc.constant('adjust' as const),
    who,
    amount: fc.integer({ min: -150, max: 150 }).filter((n) => n !== 0),
  }),
  fc.record({ op: fc.constant('hold' as const), who, amount: fc.integer({ min: 1, max: 250 }) }),
  fc.record({ op: fc.constant('release' as const), who }),
  fc.record({ op: fc.constant('reverse' as const), who, amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ op: fc.constant('expire' as const), days: fc.integer({ min: 1, max: 12 }) }),
);

/** The rules of DESIGN §6 as plain data: lots in creation order, drawn soonest-expiring first. */
interface ModelLot {
  who: Who;
  remaining: number;
  expiresAt: number;
}

/**
 * The model's state: the lots, what each member owes (DESIGN §13 refunds), and the holds not yet
 * released with what they drew at each expiry.
 */
interface Model {
  lots: ModelLot[];
  owed: [number, number];
  holds: { who: Who; entryId: number; drawn: Map<number, number> }[];
}

function modelBalance(lots: readonly ModelLot[], member: Who, now: number) {
  return lots.filter((lot) => lot.who === member && lot.expiresAt > now).reduce((sum, lot) => sum + lot.remaining, 0);
}

/** Draws like the ledger must; answers the expiries drawn, or undefined when the balance is short. */
function modelDraw(lots: ModelLot[], member: Who, amount: number, now: number) {
  if (modelBalance(lots, member, now) < amount) return undefined;
  const order = lots
    .filter((lot) => lot.who === member && lot.expiresAt > now && lot.remaining > 0)
    .sort((a, b) => a.expiresAt - b.expiresAt);
  const drawn = new Map<number, number>();
  let left = amount;
  for (const lot of order) {
    const taken = Math.min(lot.remaining, left);
    lot.remaining -= taken;
    if (taken > 0) drawn.set(lot.expiresAt, (drawn.get(lot.expiresAt) ?? 0) + taken);
    left -= taken;
  }
  return drawn;
}

async function expectRefused(work: Promise<unknown>) {
  await expect(work).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
}

/** An earn's repayment in the model: the debt takes what was credited live first, never past the balance. */
function modelRepay(model: Model, member: Who, credited: number, now: number) {
  const repaid = Math.min(model.owed[member], credited, modelBalance(model.lots, member, now));
  if (repaid > 0) modelDraw(model.lots, member, repaid, now);
  model.owed[member] -= repaid;
}

async function checkInvariants(db: Executor, ids: readonly [number, number], model: Model, now: Date) {
  const { lots } = model;
  const rows = await db
    .select()
    .from(pointLots)
    .where(inArray(pointLots.memberId, [...ids]))
    .orderBy(asc(pointLots.id));
  // Same lots, same remainders: every draw took from the soonest-expiring lots first.
  expect(rows.map((row) => [ids.indexOf(row.memberId), row.remaining, row.expiresAt.getTime()])).toEqual(
    lots.map((lot) => [lot.who, lot.remaining, lot.expiresAt]),
  );
  for (const member of [0, 1] as const) {
    const id = ids[member];
    const balance = await pointBalance(db, id, now);
    expect(balance).toBe(modelBalance(lots, member, now.getTime()));
    expect(balance).toBeGreaterThanOrEqual(0);
    const [ledger] = await db
      .select({ sum: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
      .from(pointLedger)
      .where(eq(pointLedger.memberId, id));
    const expiredUnswept = rows
      .filter((row) => row.memberId === id && row.expiresAt <= now)
      .reduce((sum, row) => sum + row.remaining, 0);
    // The ledger counts expired points until the sweep writes them off; the balance never does.
    expect(ledger?.sum).toBe(balance + expiredUnswept);
    const owed = await owedPoints(db, id);
    expect(owed).toBe(model.owed[member]);
    expect(owed).toBeGreaterThanOrEqual(0);
  }
  // A member owing nothing has no debt row: none holds 0 or less.
  const emptyDebts = await db
    .select()
    .from(pointDebts)
    .where(and(inArray(pointDebts.memberId, [...ids]), lte(pointDebts.points, 0)));
  expect(emptyDebts).toEqual([]);
  const drift = await db
    .select({ id: pointLots.id })
    .from(pointLots)
    .leftJoin(pointLotChanges, eq(pointLotChanges.lotId, pointLots.id))
    .where(inArray(pointLots.memberId, [...ids]))
    .groupBy(pointLots.id)
    .having(sql`${pointLots.remaining} <> coalesce(sum(${pointLotChanges.amount}), 0)`);
  expect(drift).toEqual([]);
}

async function apply(db: Executor, ids: readonly [number, number], model: Model, step: Operation, now: Date) {
  const { lots } = model;
  const at = now.getTime();
  switch (step.op) {
    case 'earn': {
      const expiresAt = new Date(at + step.days * DAY_MS);
      await earnPoints(
        db,
        { memberId: ids[step.who], amount: step.amount, source: 'receipt', reason: 'p', expiresAt },
        now,
      );
      lots.push({ who: step.who, remaining: step.amount, expiresAt: expiresAt.getTime() });
      modelRepay(model, step.who, step.amount, at);
      return;
    }
    case 'spend': {
      const work = spendPoints(
        db,
        { memberId: ids[step.who], amount: step.amount, source: 'redemption', reason: 'p' },
        now,
      );
      if (modelDraw(lots, step.who, step.amount, at)) await work;
      else await expectRefused(work);
      return;
    }
    case 'transfer': {
      const to: Who = step.who === 0 ? 1 : 0;
      const work = transferPoints(
        db,
        { fromMemberId: ids[step.who], toMemberId: ids[to], amount: step.amount, reason: 'p' },
        now,
      );
      const drawn = modelDraw(lots, step.who, step.amount, at);
      if (!drawn) return expectRefused(work);
      await work;
      for (const [expiresAt, remaining] of drawn) lots.push({ who: to, remaining, expiresAt });
      return;
    }
    case 'adjust': {
      const work = adjustPoints(db, UNCACHED_RULES, { memberId: ids[step.who], amount: step.amount, reason: 'p' }, now);
      if (step.amount > 0) {
        await work;
        lots.push({ who: step.who, remaining: step.amount, expiresAt: defaultExpiryOf(now).getTime() });
      } else if (modelDraw(lots, step.who, -step.amount, at)) await work;
      else await expectRefused(work);
      return;
    }
    case 'hold': {
      const work = holdPoints(db, { memberId: ids[step.who], amount: step.amount, source: 'till', reason: 'p' }, now);
      const drawn = modelDraw(lots, step.who, step.amount, at);
      if (!drawn) return expectRefused(work);
      model.holds.push({ who: step.who, entryId: (await work).entryId, drawn });
      return;
    }
    case 'release': {
      const index = model.holds.findIndex((hold) => hold.who === step.who);
      const hold = model.holds[index];
      if (!hold) return;
      model.holds.splice(index, 1);
      await releaseHeldPoints(db, hold.entryId, { reason: 'p' }, now);
      let live = 0;
      for (const [expiresAt, remaining] of hold.drawn) {
        // A returned lot whose expiry has passed is simply expired: pushed, never counted.
        lots.push({ who: step.who, remaining, expiresAt });
        if (expiresAt > at) live += remaining;
      }
      modelRepay(model, step.who, live, at);
      return;
    }
    case 'reverse': {
      const expected = Math.min(step.amount, modelBalance(lots, step.who, at));
      const result = await reversePoints(
        db,
        { memberId: ids[step.who], amount: step.amount, source: 'till', reason: 'p' },
        now,
      );
      if (expected > 0) modelDraw(lots, step.who, expected, at);
      model.owed[step.who] += step.amount - expected;
      expect(result).toMatchObject({ reversed: expected, owed: step.amount - expected });
      // What could not be taken is owed only because the balance is spent to 0.
      if (result.owed > 0) expect(await pointBalance(db, ids[step.who], now)).toBe(0);
      return;
    }
    case 'expire':
      return;
  }
}

describe('points ledger properties', () => {
  it('keeps balance = lot remainders = ledger sum, never negative, owed ≥ 0, through holds, refunds and repayments', async () => {
    const { orm } = context.database;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 30 }), async (steps) => {
        const ids = [(await createMember(orm)).id, (await createMember(orm)).id] as const;
        const model: Model = { lots: [], owed: [0, 0], holds: [] };
        let now = START;
        for (const step of steps) {
          if (step.op === 'expire') {
            now = new Date(now.getTime() + step.days * DAY_MS);
            await sweepExpiredLots(orm, now);
            for (const lot of model.lots) if (lot.expiresAt <= now.getTime()) lot.remaining = 0;
          } else {
            await orm.transaction((tx) => apply(tx, ids, model, step, now));
          }
          await checkInvariants(orm, ids, model, now);
        }
      }),
      { numRuns: 30 },
    );
  });
});
