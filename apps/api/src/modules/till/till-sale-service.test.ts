import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { createTillClient, createTillStore } from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { auditPoints, earnTestPoints } from '../../../test/ledger-audit.js';
import { auditLog, memberSpendings, pointDebts, pointLedger, tillRefunds, tillSales } from '../../db/schema.js';
import { listPointHistory } from '../points/history-service.js';
import { pointBalance, spendPoints } from '../points/point-service.js';
import { rollingSpendingOf } from '../tiers/tier-service.js';
import { pointsToTakeBack, recordSale, refundSale } from './till-sale-service.js';

const context = useTestDatabase();
const HOUR_MS = 3_600_000;

async function tillSetUp() {
  const { orm } = context.database;
  const store = await createTillStore(orm);
  const client = await createTillClient(orm, store);
  const member = await createMember(orm);
  return { orm, store, client, member };
}

function entriesOf(memberId: number) {
  return context.database.orm
    .select()
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId))
    .orderBy(asc(pointLedger.id));
}

async function spendingRowsOf(memberId: number) {
  const rows = await context.database.orm
    .select({ amount: memberSpendings.amount, spentAt: memberSpendings.spentAt })
    .from(memberSpendings)
    .where(eq(memberSpendings.memberId, memberId))
    .orderBy(asc(memberSpendings.id));
  return rows;
}

async function expectInvariants(memberIds: number[]) {
  const audit = await auditPoints(context.database.orm, memberIds);
  expect(audit.lotsOutOfBalance).toEqual([]);
  expect(audit.ledgerSums).toEqual(audit.balances);
  for (const balance of audit.balances) expect(balance).toBeGreaterThanOrEqual(0);
}

describe('till sales', () => {
  it('earns one point per full 25 THB with the base award, counts the amount as spending, and audits client and store', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const occurredAt = new Date(Date.now() - HOUR_MS);

    const result = await recordSale(orm, client, {
      memberId: member.id,
      store,
      receiptNo: 'R-1001',
      amount: 1249.99,
      occurredAt,
    });

    expect(result).toEqual({
      transaction_id: expect.any(Number),
      points_earned: 49,
      awards: [{ rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 49 }],
      point_balance: 49,
      tier: 'Member',
      duplicate: false,
    });
    const [earn] = await entriesOf(member.id);
    expect(earn).toMatchObject({
      kind: 'earn',
      source: 'till',
      delta: 49,
      reference: `till_sale:${result.transaction_id}`,
      reason: `${store.nameEn}, receipt R-1001`,
      reasonTh: `${store.nameTh}, ใบเสร็จ R-1001`,
    });
    const [sale] = await orm.select().from(tillSales).where(eq(tillSales.id, result.transaction_id));
    expect(sale).toMatchObject({ amount: 1249.99, pointsEarned: 49, entryId: earn?.id, ...client, operatorId: null });
    expect(await spendingRowsOf(member.id)).toEqual([{ amount: 1249.99, spentAt: occurredAt }]);
    const [audit] = await orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(result.transaction_id)));
    expect(audit).toMatchObject({
      action: 'till.sale',
      operatorId: null,
      after: { api_client_id: client.apiClientId, store_code: store.code, receipt_no: 'R-1001', points_earned: 49 },
    });
  });

  it('shows the sale in the member’s history with the store’s name and the receipt number, in both languages', async () => {
    const { orm, store, client, member } = await tillSetUp();
    await recordSale(orm, client, {
      memberId: member.id,
      store,
      receiptNo: 'R-77',
      amount: 100,
      occurredAt: new Date(),
    });

    const query = { page: 1, limit: 20, type: 'all' as const };
    const [en] = (await listPointHistory(orm, member.id, query, 'en')).items;
    const [th] = (await listPointHistory(orm, member.id, query, 'th')).items;

    expect(en?.description).toBe(`In-store purchase: ${store.nameEn}, receipt R-77`);
    expect(th?.description).toBe(`ซื้อสินค้าที่ร้าน: ${store.nameTh}, ใบเสร็จ R-77`);
  });

  it('records a sale under 25 THB with no point and no ledger entry', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const result = await recordSale(orm, client, {
      memberId: member.id,
      store,
      receiptNo: 'small',
      amount: 24.99,
      occurredAt: new Date(),
    });
    expect(result).toMatchObject({ points_earned: 0, awards: [], point_balance: 0 });
    expect(await entriesOf(member.id)).toEqual([]);
  });

  it('refuses amounts that are zero, negative, absurd or finer than a satang, naming the field', async () => {
    const { orm, store, client, member } = await tillSetUp();
    for (const amount of [0, -5, 10_000_000.01, 1e12, 10.005, Number.NaN]) {
      await expect(
        recordSale(orm, client, {
          memberId: member.id,
          store,
          receiptNo: `bad-${amount}`,
          amount,
          occurredAt: new Date(),
        }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'amount' }] });
    }
    const [count] = await orm
      .select({ n: sql<number>`count(*)::int` })
      .from(tillSales)
      .where(eq(tillSales.storeId, store.id));
    expect(count?.n).toBe(0);
  });

  it('takes occurred_at up to 30 days old and a minute ahead, never later nor older', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const now = new Date();
    const sale = (receiptNo: string, occurredAt: Date) =>
      recordSale(orm, client, { memberId: member.id, store, receiptNo, amount: 50, occurredAt }, now);

    await expect(sale('future', new Date(now.getTime() + 2 * 60_000))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'occurred_at', message: 'Must not be in the future' }],
    });
    await expect(sale('old', new Date(now.getTime() - 31 * 24 * HOUR_MS))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'occurred_at', message: 'Must be at most 30 days ago' }],
    });
    await expect(sale('skew', new Date(now.getTime() + 30_000))).resolves.toMatchObject({ points_earned: 2 });
    await expect(sale('month', new Date(now.getTime() - 29 * 24 * HOUR_MS))).resolves.toMatchObject({
      points_earned: 2,
    });
  });

  it('refuses a sale of a member who is not active with NOT_ELIGIBLE, and of an unknown one with NOT_FOUND, recording nothing', async () => {
    const { orm, store, client } = await tillSetUp();
    const suspended = await createMember(orm, { status: 'suspended' });
    await expect(
      recordSale(orm, client, { memberId: suspended.id, store, receiptNo: 'S-1', amount: 100, occurredAt: new Date() }),
    ).rejects.toMatchObject({ code: 'NOT_ELIGIBLE' });
    expect(await entriesOf(suspended.id)).toEqual([]);
    await expect(
      recordSale(orm, client, { memberId: 987_654_321, store, receiptNo: 'S-2', amount: 100, occurredAt: new Date() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [claimed] = await orm
      .select({ n: sql<number>`count(*)::int` })
      .from(tillSales)
      .where(eq(tillSales.storeId, store.id));
    expect(claimed?.n).toBe(0);
  });

  it('makes exactly one sale and one earn of 10 parallel identical calls; the others answer it as a duplicate', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const occurredAt = new Date(Date.now() - 60_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        recordSale(orm, client, { memberId: member.id, store, receiptNo: 'PAR-1', amount: 500, occurredAt }),
      ),
    );

    const ids = new Set(results.map((result) => result.transaction_id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    for (const result of results) expect(result).toMatchObject({ points_earned: 20, point_balance: 20 });
    expect(await entriesOf(member.id)).toHaveLength(1);
    expect(await spendingRowsOf(member.id)).toHaveLength(1);
    await expectInvariants([member.id]);
  });

  it('refuses the same receipt number with another member, amount, time or client with IDEMPOTENCY_CONFLICT', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const other = await createMember(orm);
    const otherClient = await createTillClient(orm, store);
    const occurredAt = new Date(Date.now() - HOUR_MS);
    const first = { memberId: member.id, store, receiptNo: 'C-1', amount: 300, occurredAt };
    await recordSale(orm, client, first);

    for (const [actor, changed] of [
      [client, { ...first, memberId: other.id }],
      [client, { ...first, amount: 300.01 }],
      [client, { ...first, occurredAt: new Date(occurredAt.getTime() + 1000) }],
      [otherClient, first],
    ] as const) {
      await expect(recordSale(orm, actor, changed)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    }
    await expect(recordSale(orm, client, first)).resolves.toMatchObject({ duplicate: true, points_earned: 12 });
    expect(await pointBalance(orm, member.id)).toBe(12);
    expect(await pointBalance(orm, other.id)).toBe(0);
  });
});

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
    const sale = await recordSale(orm, client, {
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
    const sale = await recordSale(orm, client, {
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
    const sale = await recordSale(orm, client, {
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

    const small = await recordSale(orm, client, {
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
    const sale = await recordSale(orm, client, {
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
        await recordSale(orm, client, {
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
        recordSale(orm, client, {
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
