import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { createTillClient, createTillStore, TILL_READERS } from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { earnTestPoints } from '../../../test/ledger-audit.js';
import { captureHold, placeHold, releaseHold } from './till-hold-service.js';
import { listTransactions } from './till-list-service.js';
import { refundSale } from './till-refund-service.js';
import { recordSale } from './till-sale-service.js';

const context = useTestDatabase();
const MINUTE_MS = 60_000;

describe('till reconciliation list', () => {
  it('lists the client’s own sales, refunds and captures in the period, by store, paged; never another client’s', async () => {
    const { orm } = context.database;
    const store = await createTillStore(orm);
    const otherStore = await createTillStore(orm, 'Chaba Mart Bangna');
    const client = await createTillClient(orm, store);
    const otherClient = await createTillClient(orm, store);
    const member = await createMember(orm);
    await earnTestPoints(orm, member.id, 100);
    const start = new Date(Date.now() - 10 * MINUTE_MS);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

    const sale = await recordSale(
      orm,
      TILL_READERS,
      client,
      { memberId: member.id, store, receiptNo: 'L-1', amount: 100, occurredAt: at(0) },
      at(1),
    );
    await refundSale(orm, client, { transactionId: sale.transaction_id, refundNo: 'LR-1', amount: 50 }, at(2));
    const hold = await placeHold(
      orm,
      TILL_READERS.rules,
      client,
      { memberId: member.id, store, points: 8, reference: 'LH-1' },
      at(3),
    );
    await captureHold(orm, client, hold.hold_id, at(4));
    const released = await placeHold(
      orm,
      TILL_READERS.rules,
      client,
      { memberId: member.id, store, points: 3, reference: 'LH-2' },
      at(3),
    );
    await releaseHold(orm, client, released.hold_id, at(4));
    await recordSale(
      orm,
      TILL_READERS,
      otherClient,
      { memberId: member.id, store, receiptNo: 'L-2', amount: 75, occurredAt: at(0) },
      at(5),
    );
    await recordSale(
      orm,
      TILL_READERS,
      client,
      { memberId: member.id, store: otherStore, receiptNo: 'L-3', amount: 25, occurredAt: at(0) },
      at(6),
    );
    await recordSale(
      orm,
      TILL_READERS,
      client,
      { memberId: member.id, store, receiptNo: 'L-4', amount: 25, occurredAt: at(0) },
      at(9),
    );

    const query = { clientId: client.apiClientId, from: at(0), to: at(8), page: 1, limit: 10 };
    const all = await listTransactions(orm, query);

    expect(all.items.map((item) => [item.type, item.reference, item.amount, item.points])).toEqual([
      ['sale', 'L-1', 100, 4],
      ['refund', 'LR-1', 50, -2],
      ['capture', 'LH-1', 2, -8],
      ['sale', 'L-3', 25, 1],
    ]);
    expect(all).toMatchObject({ page: 1, limit: 10, total: 4, end_page: true });
    expect(all.items[1]).toMatchObject({
      transaction_id: sale.transaction_id,
      store_code: store.code,
      member_id: member.mbkMemberId,
    });
    const byStore = await listTransactions(orm, { ...query, storeCode: otherStore.code });
    expect(byStore.items.map((item) => item.reference)).toEqual(['L-3']);
    const second = await listTransactions(orm, { ...query, page: 2, limit: 3 });
    expect(second).toMatchObject({ total: 4, end_page: true, items: [{ reference: 'L-3' }] });
    const theirs = await listTransactions(orm, { ...query, clientId: otherClient.apiClientId });
    expect(theirs.items.map((item) => item.reference)).toEqual(['L-2']);
  });
});
