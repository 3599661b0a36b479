import {
  identifyMember,
  partnerCaptureHold,
  partnerListTransactions,
  partnerPlaceHold,
  partnerRecordSale,
  partnerRefundSale,
  partnerReleaseHold,
} from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { daysFromNow } from '../../../test/fixtures/cards.js';
import { TEST_SESSION_SECRET } from '../../../test/helper.js';
import { auditPoints } from '../../../test/ledger-audit.js';
import { callPartner, createTestApiClient } from '../../../test/partner-kit.js';
import { useTestApp } from '../../../test/test-app.js';
import { issueMemberCode, memberCodeKeyOf } from '../../modules/till/member-code.js';

const context = useTestApp();
const KEY = memberCodeKeyOf(TEST_SESSION_SECRET);
let pos: Awaited<ReturnType<typeof createTestApiClient>>;
let other: Awaited<ReturnType<typeof createTestApiClient>>;

beforeAll(async () => {
  pos = await createTestApiClient(context.db, { storeCount: 3, clientStores: 2 });
  other = await createTestApiClient(context.db);
});

const memberCodeOf = (memberId: number) => issueMemberCode(KEY, memberId, Date.now).code;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function dataOf<T>(answer: { status: number; body: unknown }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: T }).data;
}

const codeOf = (answer: { body: unknown }) => (answer.body as { code?: string }).code;

describe('a POS at the till, end to end (DESIGN §13)', () => {
  it('identifies the member, earns for a sale, pays with points, and refunds part of the sale', async () => {
    const member = await createMember(context.db, { firstName: 'Ploy', lastName: 'Sukjai' });
    const code = memberCodeOf(member.id);
    const store = pos.storeCodes[0] as string;
    const call = <C extends Parameters<typeof callPartner>[1]>(c: C, args: Parameters<typeof callPartner<C>>[2]) =>
      callPartner(context.app, c, args, { key: pos.key });

    const identified = dataOf<{ member_id: string; point_balance: number; display_name: string }>(
      await call(identifyMember, { input: { member_code: code } }),
    );
    expect(identified).toMatchObject({ member_id: member.mbkMemberId, display_name: 'Ploy S.', point_balance: 0 });

    // The same code again: till calls never spend it.
    const sale = dataOf<{ transaction_id: number; points_earned: number; point_balance: number; duplicate: boolean }>(
      await call(partnerRecordSale, {
        input: { member_code: code, store_code: store, receipt_no: 'R-1', amount: 1000, occurred_at: minutesAgo(2) },
      }),
    );
    expect(sale).toMatchObject({ points_earned: 40, point_balance: 40, duplicate: false });
    expect(sale).toHaveProperty('awards', [expect.objectContaining({ rule_id: 'base', points: 40 })]);

    const hold = dataOf<{ hold_id: number; points: number; thb_value: number; expires_at: string }>(
      await call(partnerPlaceHold, {
        input: { member_id: member.mbkMemberId, store_code: store, points: 30, reference: 'PAY-1' },
      }),
    );
    expect(hold).toMatchObject({ points: 30, thb_value: 7.5 });
    expect(new Date(hold.expires_at).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    // Held points are gone from the balance at once: a second hold for them is refused.
    const tooMuch = await call(partnerPlaceHold, {
      input: { member_id: member.mbkMemberId, store_code: store, points: 11, reference: 'PAY-2' },
    });
    expect([tooMuch.status, codeOf(tooMuch)]).toEqual([409, 'INSUFFICIENT_POINTS']);

    const captured = dataOf(await call(partnerCaptureHold, { params: { hold_id: hold.hold_id } }));
    expect(captured).toEqual({ points_spent: 30, thb_value: 7.5, point_balance: 10 });
    // A retry answers the same; a release after the capture is refused.
    expect(dataOf(await call(partnerCaptureHold, { params: { hold_id: hold.hold_id } }))).toEqual(captured);
    const release = await call(partnerReleaseHold, { params: { hold_id: hold.hold_id } });
    expect([release.status, codeOf(release)]).toEqual([409, 'NOT_ACTIVE']);

    // Half the sale comes back: 20 points to take back, 10 in the balance, 10 owed.
    const refund = dataOf(
      await call(partnerRefundSale, {
        params: { transaction_id: sale.transaction_id },
        input: { refund_no: 'RF-1', amount: 500 },
      }),
    );
    expect(refund).toMatchObject({ points_reversed: 10, points_owed: 10, point_balance: 0 });

    // The next sale repays what is owed first.
    const next = dataOf<{ point_balance: number }>(
      await call(partnerRecordSale, {
        input: {
          member_id: member.mbkMemberId,
          store_code: store,
          receipt_no: 'R-2',
          amount: 500,
          occurred_at: minutesAgo(1),
        },
      }),
    );
    expect(next.point_balance).toBe(10);

    const listed = dataOf<{ items: { type: string; reference: string }[]; total: number }>(
      await call(partnerListTransactions, {
        input: { from: minutesAgo(10), to: new Date(Date.now() + 60_000).toISOString(), store_code: store },
      }),
    );
    expect(listed.items.map((item) => `${item.type}:${item.reference}`).sort()).toEqual(
      ['capture:PAY-1', 'refund:RF-1', 'sale:R-1', 'sale:R-2'].sort(),
    );
    const audit = await auditPoints(context.db, [member.id]);
    expect(audit).toEqual({ balances: [10], ledgerSums: [10], lotsOutOfBalance: [] });
  });

  it('refuses a store outside the client’s list, and another client’s sale, hold and list', async () => {
    const member = await createMember(context.db);
    const outside = pos.storeCodes[2] as string;
    const sale = await callPartner(
      context.app,
      partnerRecordSale,
      {
        input: {
          member_id: member.mbkMemberId,
          store_code: outside,
          receipt_no: 'X',
          amount: 10,
          occurred_at: minutesAgo(1),
        },
      },
      { key: pos.key },
    );
    expect([sale.status, codeOf(sale)]).toEqual([403, 'FORBIDDEN']);
    const list = await callPartner(
      context.app,
      partnerListTransactions,
      { input: { from: minutesAgo(10), to: minutesAgo(0), store_code: pos.storeCodes[0] as string } },
      { key: other.key },
    );
    expect([list.status, codeOf(list)]).toEqual([403, 'FORBIDDEN']);

    const mine = dataOf<{ transaction_id: number }>(
      await callPartner(
        context.app,
        partnerRecordSale,
        {
          input: {
            member_id: member.mbkMemberId,
            store_code: pos.storeCodes[0] as string,
            receipt_no: 'MINE-1',
            amount: 100,
            occurred_at: minutesAgo(1),
          },
        },
        { key: pos.key },
      ),
    );
    const theirs = await callPartner(
      context.app,
      partnerRefundSale,
      { params: { transaction_id: mine.transaction_id }, input: { refund_no: 'R', amount: 1 } },
      { key: other.key },
    );
    expect([theirs.status, codeOf(theirs)]).toEqual([404, 'NOT_FOUND']);
    const theirList = dataOf<{ total: number }>(
      await callPartner(
        context.app,
        partnerListTransactions,
        { input: { from: minutesAgo(10), to: new Date(Date.now() + 60_000).toISOString() } },
        { key: other.key },
      ),
    );
    expect(theirList.total).toBe(0);
  });

  it('answers ten parallel posts of one receipt with one sale, and the same number with other values as a conflict', async () => {
    const member = await createMember(context.db);
    const input = {
      member_id: member.mbkMemberId,
      store_code: pos.storeCodes[1] as string,
      receipt_no: 'PAR-1',
      amount: 250,
      occurred_at: minutesAgo(1),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callPartner(context.app, partnerRecordSale, { input }, { key: pos.key })),
    );
    const sales = answers.map((answer) =>
      dataOf<{ transaction_id: number; duplicate: boolean; point_balance: number }>(answer),
    );
    expect(new Set(sales.map((sale) => sale.transaction_id)).size).toBe(1);
    expect(sales.filter((sale) => !sale.duplicate)).toHaveLength(1);
    expect(sales.every((sale) => sale.point_balance === 10)).toBe(true);
    const changed = await callPartner(
      context.app,
      partnerRecordSale,
      { input: { ...input, amount: 251 } },
      { key: pos.key },
    );
    expect([changed.status, codeOf(changed)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
  });

  it.each([
    ['a string amount', { amount: '100.00' }],
    ['a negative amount', { amount: -1 }],
    ['a zero amount', { amount: 0 }],
    ['an absurd amount', { amount: 1e12 }],
    ['three decimals', { amount: 10.005 }],
    ['a future time', { occurred_at: new Date(Date.now() + 3_600_000).toISOString() }],
    ['a time 31 days old', { occurred_at: daysFromNow(-31).toISOString() }],
    ['a member id as a number', { member_id: 1 }],
    ['a receipt with a NUL', { receipt_no: 'R\u0000' }],
  ])('refuses %s as VALIDATION_FAILED', async (_label, change) => {
    const member = await createMember(context.db);
    const answer = await callPartner(
      context.app,
      partnerRecordSale,
      {
        input: {
          member_id: member.mbkMemberId,
          store_code: pos.storeCodes[0] as string,
          receipt_no: `BAD-${Math.random()}`,
          amount: 100,
          occurred_at: minutesAgo(1),
          ...change,
        },
      },
      { key: pos.key },
    );
    expect([answer.status, codeOf(answer)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses codes of another shape, an unknown member number and an inactive member', async () => {
    const store = pos.storeCodes[0] as string;
    const sale = (member: Record<string, unknown>) =>
      callPartner(
        context.app,
        partnerRecordSale,
        {
          input: {
            ...member,
            store_code: store,
            receipt_no: `C-${Math.random()}`,
            amount: 50,
            occurred_at: minutesAgo(1),
          },
        },
        { key: pos.key },
      );
    const garbled = await sale({ member_code: '4006381333931' });
    expect([garbled.status, codeOf(garbled)]).toEqual([400, 'CODE_INVALID']);
    const unknown = await sale({ member_id: 'CR99999999' });
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    const suspended = await createMember(context.db, { status: 'suspended' });
    const refused = await sale({ member_code: memberCodeOf(suspended.id) });
    expect([refused.status, codeOf(refused)]).toEqual([403, 'NOT_ELIGIBLE']);
  });
});
