import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import {
  createTillClient,
  expectLedgerInvariants,
  ledgerEntriesOf,
  spendingRowsOf as spendingRowsIn,
  TILL_READERS,
  tillSetUp as tillFixture,
} from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { earnTestPoints } from '../../../test/ledger-audit.js';
import { auditLog, pointDebts, tillRefunds } from '../../db/schema.js';
import { pointBalance, spendPoints } from '../points/point-service.js';
import { rollingSpendingOf } from '../tiers/tier-service.js';
import { pointsToTakeBack, refundSale } from './till-refund-service.js';
import { recordSale } from './till-sale-service.js';

const context = useTestDatabase();
const HOUR_MS = 3_600_000;

const tillSetUp = () => tillFixture(context.database.orm);
const entriesOf = (memberId: number) => ledgerEntriesOf(context.database.orm, memberId);
const spendingRowsOf = (memberId: number) => spendingRowsIn(context.database.orm, memberId);
const expectInvariants = (memberIds: number[]) => expectLedgerInvariants(context.database.orm, memberIds);

describe('till refunds', () => {
  it('rounds the points of the refunded share down, cumulatively, so partial refunds never take more than the sale earned', () => {
    expect(pointsToTakeBack(4, 10_000, 3_000)).toBe(1);
    expect(pointsToTakeBack(4, 10_000, 6_000)).toBe(2);
    expect(pointsToTakeBack(4, 10_000, 10_000)).toBe(4);
    expect(pointsToTakeBack(49, 124_999, 1)).toBe(0);
  });

  it('takes back each partial refund’s share of the points and its spending, and answers a retry with the first result', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const occurredAt = new Date(Date.now() - HOUR_MS);
    const sale = await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'F-1',
      amount: 100,
      occurredAt,
    });
    const refund = (refundNo: string, amount: number) =>
      refundSale(orm, client, { transactionId: sale.transaction_id, refundNo, amount });

    const first = await refund('RF-1', 30);
    expect(first).toEqual({ refund_id: expect.any(Number), points_reversed: 1, points_owed: 0, point_balance: 3 });
    expect(await refund('RF-1', 30)).toEqual(first);
    await expect(refund('RF-1', 31)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await refund('RF-2', 30)).toMatchObject({ points_reversed: 1, point_balance: 2 });
    await expect(refund('RF-3', 40.01)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(await refund('RF-3', 40)).toMatchObject({ points_reversed: 2, point_balance: 0 });
    await expect(refund('RF-4', 0.01)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });

    const reversals = (await entriesOf(member.id)).filter((entry) => entry.kind === 'reverse');
    expect(reversals.map((entry) => entry.delta)).toEqual([-1, -1, -2]);
    expect(reversals[0]).toMatchObject({
      source: 'till',
      reason: `${store.nameEn}, refund RF-1 of receipt F-1`,
      reasonTh: `${store.nameTh}, คืนสินค้า RF-1 ของใบเสร็จ F-1`,
    });
    // The refunds' negative spending is dated at the sale, so it leaves the tier window with it.
    expect(await spendingRowsOf(member.id)).toEqual([
      { amount: 100, spentAt: occurredAt },
      { amount: -30, spentAt: occurredAt },
      { amount: -30, spentAt: occurredAt },
      { amount: -40, spentAt: occurredAt },
    ]);
    expect(await rollingSpendingOf(orm, member.id, new Date())).toBe(0);
    const audits = await orm.select().from(auditLog).where(eq(auditLog.action, 'till.refund'));
    expect(
      audits.filter((row) => (row.after as { transaction_id: number }).transaction_id === sale.transaction_id),
    ).toHaveLength(3);
  });

  it('lets 10 parallel refunds never add up past the sale, taking back exactly what it earned', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const sale = await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'P-1',
      amount: 1000,
      occurredAt: new Date(),
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        refundSale(orm, client, { transactionId: sale.transaction_id, refundNo: `PR-${index}`, amount: 250 }),
      ),
    );

    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(4);
    for (const outcome of refused) expect(outcome.reason).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    const [sums] = await orm
      .select({
        amount: sql<string>`sum(${tillRefunds.amount})::text`,
        points: sql<number>`sum(${tillRefunds.pointsReversed})::int`,
      })
      .from(tillRefunds)
      .where(eq(tillRefunds.saleId, sale.transaction_id));
    expect(sums).toEqual({ amount: '1000.00', points: 40 });
    expect(await pointBalance(orm, member.id)).toBe(0);
    await expectInvariants([member.id]);
  });

  it('leaves points already spent owing, and the next earn repays them first', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const sale = await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'O-1',
      amount: 250,
      occurredAt: new Date(),
    });
    await spendPoints(orm, { memberId: member.id, amount: 8, source: 'redemption', reason: 'reward' });

    const refund = await refundSale(orm, client, { transactionId: sale.transaction_id, refundNo: 'OR-1', amount: 250 });
    expect(refund).toMatchObject({ points_reversed: 2, points_owed: 8, point_balance: 0 });
    const debt = () =>
      orm.select({ points: pointDebts.points }).from(pointDebts).where(eq(pointDebts.memberId, member.id));
    expect(await debt()).toEqual([{ points: 8 }]);

    const small = await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'O-2',
      amount: 125,
      occurredAt: new Date(),
    });
    expect(small).toMatchObject({ points_earned: 5, point_balance: 0 });
    expect(await debt()).toEqual([{ points: 3 }]);
    await earnTestPoints(orm, member.id, 10);
    expect(await debt()).toEqual([]);
    expect(await pointBalance(orm, member.id)).toBe(7);
    const repayments = (await entriesOf(member.id)).filter((entry) => entry.kind === 'repay');
    expect(repayments.map((entry) => entry.delta)).toEqual([-5, -3]);
    await expectInvariants([member.id]);
  });

  it('answers NOT_FOUND for another client’s sale, and lets an operator at the console refund any', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const otherClient = await createTillClient(orm, store);
    const sale = await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'X-1',
      amount: 50,
      occurredAt: new Date(),
    });

    await expect(
      refundSale(orm, otherClient, { transactionId: sale.transaction_id, refundNo: 'X', amount: 10 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      refundSale(orm, client, { transactionId: 987_654_321, refundNo: 'X', amount: 10 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [refunds] = await orm
      .select({ n: sql<number>`count(*)::int` })
      .from(tillRefunds)
      .where(and(eq(tillRefunds.saleId, sale.transaction_id)));
    expect(refunds?.n).toBe(0);

    const operator = await testOperatorActor(orm, 'staff');
    const byOperator = { operatorId: operator.operatorId, requestId: operator.requestId };
    await expect(
      refundSale(orm, byOperator, { transactionId: sale.transaction_id, refundNo: 'C-1', amount: 50 }),
    ).resolves.toMatchObject({ points_reversed: 2 });
    const [row] = await orm.select().from(tillRefunds).where(eq(tillRefunds.saleId, sale.transaction_id));
    expect(row).toMatchObject({ operatorId: operator.operatorId, apiClientId: null });
    const [audit] = await orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row?.id)));
    expect(audit).toMatchObject({
      action: 'till.refund',
      operatorId: operator.operatorId,
      requestId: operator.requestId,
    });
  });

  it('keeps debts and balances exact when one member’s sales, refunds and spends run in parallel', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const sales = [];
    for (let index = 0; index < 6; index += 1) {
      sales.push(
        await recordSale(orm, TILL_READERS, client, {
          memberId: member.id,
          store,
          receiptNo: `M-${index}`,
          amount: 250,
          occurredAt: new Date(),
        }),
      );
    }
    const work = [
      ...sales.map((sale, index) =>
        refundSale(orm, client, { transactionId: sale.transaction_id, refundNo: `MR-${index}`, amount: 250 }),
      ),
      ...Array.from({ length: 6 }, (_, index) =>
        recordSale(orm, TILL_READERS, client, {
          memberId: member.id,
          store,
          receiptNo: `N-${index}`,
          amount: 100,
          occurredAt: new Date(),
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        orm.transaction((tx) =>
          spendPoints(tx, { memberId: member.id, amount: 15, source: 'redemption', reason: 'r' }),
        ),
      ),
    ];
    const outcomes = await Promise.allSettled(work);

    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    }
    const spent = outcomes.slice(12).filter((outcome) => outcome.status === 'fulfilled').length * 15;
    const [debt] = await orm
      .select({ points: pointDebts.points })
      .from(pointDebts)
      .where(eq(pointDebts.memberId, member.id));
    const owed = debt?.points ?? 0;
    const balance = await pointBalance(orm, member.id);
    // 60 earned and taken back, 24 earned by the later sales: what was spent is owed or came out of them.
    expect(balance - owed).toBe(24 - spent);
    if (owed > 0) expect(balance).toBe(0);
    await expectInvariants([member.id]);
  });
});
