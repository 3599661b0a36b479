import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { createTillClient, createTillStore, TILL_READERS } from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { auditPoints, earnTestPoints } from '../../../test/ledger-audit.js';
import { pointHolds, pointLedger } from '../../db/schema.js';
import { pointBalance } from '../points/point-service.js';
import { placeHold, releaseHold } from './till-hold-service.js';
import { listTillStores } from './till-list-service.js';
import { payWithPoints } from './till-payment-service.js';

const context = useTestDatabase();

describe('paying with points at the console’s till', () => {
  it('holds and captures in one call, once for 10 parallel identical calls, and answers a retry the same', async () => {
    const { orm } = context.database;
    const store = await createTillStore(orm);
    const client = await createTillClient(orm, store);
    const member = await createMember(orm);
    await earnTestPoints(orm, member.id, 100);
    const request = { memberId: member.id, store, points: 40, reference: 'PAY-1' };

    const payments = await Promise.all(
      Array.from({ length: 10 }, () => payWithPoints(orm, TILL_READERS.rules, client, request)),
    );

    expect(new Set(payments.map((payment) => payment.hold_id)).size).toBe(1);
    expect(payments[0]).toEqual({ hold_id: expect.any(Number), points_spent: 40, thb_value: 10, point_balance: 60 });
    const [hold] = await orm
      .select()
      .from(pointHolds)
      .where(eq(pointHolds.id, payments[0]?.hold_id ?? 0));
    expect(hold?.status).toBe('captured');
    const entries = await orm.select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
    expect(entries.map((entry) => entry.kind)).toEqual(['earn', 'hold']);
    await expect(payWithPoints(orm, TILL_READERS.rules, client, { ...request, points: 41 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    await expect(
      payWithPoints(orm, TILL_READERS.rules, client, { ...request, reference: 'PAY-2', points: 61 }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await pointBalance(orm, member.id)).toBe(60);
    const audit = await auditPoints(orm, [member.id]);
    expect(audit.ledgerSums).toEqual(audit.balances);
  });

  it('refuses to pay with a reference whose hold was released', async () => {
    const { orm } = context.database;
    const store = await createTillStore(orm);
    const client = await createTillClient(orm, store);
    const member = await createMember(orm);
    await earnTestPoints(orm, member.id, 50);
    const request = { memberId: member.id, store, points: 20, reference: 'GONE' };
    const hold = await placeHold(orm, TILL_READERS.rules, client, request);
    await releaseHold(orm, client, hold.hold_id);

    await expect(payWithPoints(orm, TILL_READERS.rules, client, request)).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
    expect(await pointBalance(orm, member.id)).toBe(50);
  });

  it('lists the stores a cashier can pick, with their partner, in both languages', async () => {
    const { orm } = context.database;
    const store = await createTillStore(orm, 'Chaba Mart Thonglor');

    const stores = await listTillStores(orm);

    expect(stores).toContainEqual({
      store_code: store.code,
      name: store.nameTh,
      name_en: 'Chaba Mart Thonglor',
      partner: { partner_id: store.partnerId, name: 'ชบา มาร์ท', name_en: 'Chaba Mart' },
    });
  });
});
