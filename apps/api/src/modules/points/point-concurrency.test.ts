import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { pointLedger, pointLotChanges, pointLots } from '../../db/schema.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { earnPoints, pointBalance, spendPoints, transferPoints } from './point-service.js';

const context = useTestDatabase();
const DAY_MS = 86_400_000;

/** Lots whose remainder differs from the sum of their recorded changes: a lost update leaves one behind. */
async function lotsOutOfBalance(memberIds: number[]) {
  const rows = await context.database.orm
    .select({
      id: pointLots.id,
      remaining: pointLots.remaining,
      changes: sql<number>`sum(${pointLotChanges.amount})::int`,
    })
    .from(pointLots)
    .leftJoin(pointLotChanges, eq(pointLotChanges.lotId, pointLots.id))
    .where(inArray(pointLots.memberId, memberIds))
    .groupBy(pointLots.id);
  return rows.filter((row) => row.remaining !== row.changes);
}

async function ledgerSum(memberId: number) {
  const [row] = await context.database.orm
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId));
  return row?.sum ?? 0;
}

describe('points ledger under parallel requests', () => {
  it('conserves the total over 100 parallel transfers between two members, in both directions', async () => {
    const { orm } = context.database;
    const [first, second] = [await createMember(orm), await createMember(orm)];
    // Several lots each with its own expiry, so transfers draw on and create many lots.
    for (const days of [30, 60, 90, 400]) {
      await earnPoints(orm, {
        memberId: first.id,
        amount: 150,
        source: 'receipt',
        reason: 'seed',
        expiresAt: new Date(Date.now() + days * DAY_MS),
      });
      await earnPoints(orm, {
        memberId: second.id,
        amount: 100,
        source: 'receipt',
        reason: 'seed',
        expiresAt: new Date(Date.now() + days * DAY_MS),
      });
    }
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [first, second] : [second, first];
        return orm.transaction((tx) =>
          transferPoints(tx, {
            fromMemberId: from.id,
            toMemberId: to.id,
            amount: 1 + (index % 37),
            reason: 'parallel',
          }),
        );
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const failure of failures) expect(failure.reason).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(failures.length).toBeLessThan(100);
    const balances = [await pointBalance(orm, first.id), await pointBalance(orm, second.id)] as const;
    expect(balances[0] + balances[1]).toBe(1000);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
    expect([await ledgerSum(first.id), await ledgerSum(second.id)]).toEqual(balances);
    expect(await lotsOutOfBalance([first.id, second.id])).toEqual([]);
    console.info(`points transfers: ${Math.round((100 - failures.length) / seconds)} per second on this PostgreSQL`);
  });

  it('lets exactly 3 of 50 parallel one-point spends through when the member has 3 points', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 2, source: 'receipt', reason: 'seed', rules: UNCACHED_RULES });
    await earnPoints(orm, {
      memberId: member.id,
      amount: 1,
      source: 'code',
      reason: 'seed',
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        orm.transaction((tx) =>
          spendPoints(tx, { memberId: member.id, amount: 1, source: 'redemption', reason: 'rush' }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    }
    expect(await pointBalance(orm, member.id)).toBe(0);
    expect(await ledgerSum(member.id)).toBe(0);
    expect(await lotsOutOfBalance([member.id])).toEqual([]);
  });
});
