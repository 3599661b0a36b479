import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import {
  createTillClient,
  expectLedgerInvariants,
  ledgerEntriesOf,
  spendingRowsOf as spendingRowsIn,
  TILL_READERS,
  tillSetUp as tillFixture,
} from '../../../test/fixtures/till.js';
import { TEST_SESSION_SECRET, useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import { loggingOrm } from '../../../test/statement-log.js';
import { createCacheRegistry } from '../../caches.js';
import { auditLog, tillSales } from '../../db/schema.js';
import { pointHistoryReader } from '../points/history-service.js';
import { pointBalance } from '../points/point-service.js';
import { recordSale } from './till-sale-service.js';

const context = useTestDatabase();
const HOUR_MS = 3_600_000;

const tillSetUp = () => tillFixture(context.database.orm);
const entriesOf = (memberId: number) => ledgerEntriesOf(context.database.orm, memberId);
const spendingRowsOf = (memberId: number) => spendingRowsIn(context.database.orm, memberId);
const expectInvariants = (memberIds: number[]) => expectLedgerInvariants(context.database.orm, memberIds);

describe('till sales', () => {
  it('earns one point per full 25 THB with the base award, counts the amount as spending, and audits client and store', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const occurredAt = new Date(Date.now() - HOUR_MS);

    const result = await recordSale(orm, TILL_READERS, client, {
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
      tier: expect.objectContaining({ name_en: 'Member' }),
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

  it('tells the member in the inbox and on LINE what they earned where, once however often the sale is retried', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const sale = { memberId: member.id, store, receiptNo: 'R-2002', amount: 100, occurredAt: new Date() };

    await recordSale(orm, TILL_READERS, client, sale);
    await recordSale(orm, TILL_READERS, client, sale);

    const told = await notificationsOf(orm, member.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'points_earned',
      titleEn: 'You earned 4 points',
      titleTh: 'คุณได้รับ 4 คะแนน',
      bodyEn: `For your purchase at ${store.nameEn}, receipt R-2002`,
      bodyTh: `จากการซื้อที่ ${store.nameTh} ใบเสร็จ R-2002`,
      linkPath: '/point-transaction',
      channels: ['line'],
    });
  });

  it('shows the sale in the member’s history with the store’s name and the receipt number, in both languages', async () => {
    const { orm, store, client, member } = await tillSetUp();
    await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'R-77',
      amount: 100,
      occurredAt: new Date(),
    });

    const query = { page: 1, limit: 20, type: 'all' as const };
    const [en] = (await pointHistoryReader(orm)(member.id, query, 'en')).items;
    const [th] = (await pointHistoryReader(orm)(member.id, query, 'th')).items;

    expect(en?.description).toBe(`In-store purchase: ${store.nameEn}, receipt R-77`);
    expect(th?.description).toBe(`ซื้อสินค้าที่ร้าน: ${store.nameTh}, ใบเสร็จ R-77`);
  });

  it('answers the tier the sale’s spending reaches', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const sale = (receiptNo: string, amount: number) =>
      recordSale(orm, TILL_READERS, client, { memberId: member.id, store, receiptNo, amount, occurredAt: new Date() });
    expect(await sale('T-1', 19_999.99)).toMatchObject({
      tier: { code: expect.any(String), name_en: 'Member', name_th: expect.any(String) },
    });
    expect(await sale('T-2', 0.01)).toMatchObject({
      tier: expect.objectContaining({ name_en: 'Silver' }),
      points_earned: 0,
    });
  });

  it('costs a new sale named by member number 11 round trips as the app runs it (rules, tiers and campaigns cached), all but begin and commit parsed once a connection', async () => {
    const { store, client, member } = await tillSetUp();
    const { rules, tiers, campaigns } = createCacheRegistry();
    const other = await createMember(context.database.orm);
    const pool = new pg.Pool({ connectionString: context.url, max: 1 });
    const { orm, statements: logged } = loggingOrm(pool);
    try {
      const sale = { store, amount: 100, occurredAt: new Date() };
      await recordSale(orm, { rules, tiers, campaigns }, client, { ...sale, memberId: other.id, receiptNo: 'R-WARM' });
      logged.length = 0;
      // As the partner API names the member: by member number, found and locked inside the transaction.
      await recordSale(orm, { rules, tiers, campaigns }, client, {
        ...sale,
        member: { member_id: member.mbkMemberId },
        sessionSecret: TEST_SESSION_SECRET,
        receiptNo: 'R-COUNTED',
      });
      const { rows } = await pool.query<{ statement: string }>('select statement from pg_prepared_statements');

      expect(logged).toHaveLength(11);
      const parsed = new Set(rows.map((row) => row.statement));
      expect(logged.filter((statement) => !parsed.has(statement))).toEqual(['begin', 'commit']);
    } finally {
      await pool.end();
    }
  });

  it('records a sale under 25 THB with no point and no ledger entry', async () => {
    const { orm, store, client, member } = await tillSetUp();
    const result = await recordSale(orm, TILL_READERS, client, {
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
        recordSale(orm, TILL_READERS, client, {
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
      recordSale(orm, TILL_READERS, client, { memberId: member.id, store, receiptNo, amount: 50, occurredAt }, now);

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
      recordSale(orm, TILL_READERS, client, {
        memberId: suspended.id,
        store,
        receiptNo: 'S-1',
        amount: 100,
        occurredAt: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'NOT_ELIGIBLE' });
    expect(await entriesOf(suspended.id)).toEqual([]);
    await expect(
      recordSale(orm, TILL_READERS, client, {
        memberId: 987_654_321,
        store,
        receiptNo: 'S-2',
        amount: 100,
        occurredAt: new Date(),
      }),
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
        recordSale(orm, TILL_READERS, client, {
          memberId: member.id,
          store,
          receiptNo: 'PAR-1',
          amount: 500,
          occurredAt,
        }),
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
    await recordSale(orm, TILL_READERS, client, first);

    for (const [actor, changed] of [
      [client, { ...first, memberId: other.id }],
      [client, { ...first, amount: 300.01 }],
      [client, { ...first, occurredAt: new Date(occurredAt.getTime() + 1000) }],
      [otherClient, first],
    ] as const) {
      await expect(recordSale(orm, TILL_READERS, actor, changed)).rejects.toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
      });
    }
    await expect(recordSale(orm, TILL_READERS, client, first)).resolves.toMatchObject({
      duplicate: true,
      points_earned: 12,
    });
    expect(await pointBalance(orm, member.id)).toBe(12);
    expect(await pointBalance(orm, other.id)).toBe(0);
  });
});
