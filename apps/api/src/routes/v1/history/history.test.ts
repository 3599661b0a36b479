import { type CallInput, getCustomerInfo, getPointExpireTimeline, getPointHistory } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract } from '../../../../test/call-contract.js';
import { addPointLot, createMember, logIn, sessionTokenFor } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { adjustPoints, earnPoints, spendPoints } from '../../../modules/points/point-service.js';

const context = useTestApp();

const day = 24 * 60 * 60 * 1000;
const base = Date.now() - 30 * day;
const at = (days: number) => new Date(base + days * day);

/** A member with five movements on five days: three earns, two spends. */
async function memberWithHistory() {
  const member = await createMember(context.database.orm);
  await context.database.orm.transaction(async (tx) => {
    const earn = (amount: number, source: 'receipt' | 'code', on: number, expiresAt: Date) =>
      earnPoints(tx, { memberId: member.id, amount, source, reason: `r-${on}`, expiresAt }, at(on));
    // 2030-01-15T10:00Z and 2030-01-15T20:00Z are two Bangkok days: the 15th and the 16th.
    await earn(100, 'receipt', 0, new Date('2030-01-15T10:00:00Z'));
    await earn(50, 'code', 1, new Date('2030-01-15T20:00:00Z'));
    await spendPoints(tx, { memberId: member.id, amount: 30, source: 'redemption', reason: 'r-2' }, at(2));
    await earn(20, 'receipt', 3, new Date('2030-01-15T12:00:00Z'));
    await spendPoints(tx, { memberId: member.id, amount: 10, source: 'redemption', reason: 'r-4' }, at(4));
  });
  return { member, token: await sessionTokenFor(context.database.orm, member) };
}

function history(
  token: string | undefined,
  input: CallInput<typeof getPointHistory> | BadInput = {},
  language: 'en' | 'th' = 'en',
) {
  return callContract(context.app, getPointHistory, input, { ...(token ? { as: { token } } : {}), language });
}

function timeline(token: string) {
  return callContract(context.app, getPointExpireTimeline, {}, { as: { token } });
}

describe('History/GetPointHistory', () => {
  it('lists the member’s movements newest first with signed points and earn expiries', async () => {
    const { token } = await memberWithHistory();
    const response = await history(token);
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ page: 1, limit: 20, total: 5, end_page: true });
    expect(data.items.map((item: { points: number }) => item.points)).toEqual([-10, 20, -30, 50, 100]);
    expect(data.items[1]).toMatchObject({ kind: 'earn', source: 'receipt', expires_at: '2030-01-15T12:00:00.000Z' });
    expect(data.items[0]).toMatchObject({ kind: 'spend', source: 'redemption', expires_at: null });
    expect(data.items[0]?.created_at).toBe(at(4).toISOString());
  });

  it('pages by limit and marks the last page with end_page', async () => {
    const { token } = await memberWithHistory();
    const first = (await history(token, { page: '1', limit: '2' })).data;
    const third = (await history(token, { page: '3', limit: '2' })).data;
    const beyond = (await history(token, { page: '4', limit: '2' })).data;
    expect(first.items.map((item: { points: number }) => item.points)).toEqual([-10, 20]);
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5, end_page: false });
    expect(third.items.map((item: { points: number }) => item.points)).toEqual([100]);
    expect(third.end_page).toBe(true);
    // Past the end no row carries the total: it is read again, not answered as 0.
    expect(beyond).toMatchObject({ items: [], total: 5, end_page: true });
  });

  it('keeps only arrivals for type=earn and only departures for type=spend', async () => {
    const { token } = await memberWithHistory();
    const earns = (await history(token, { type: 'earn' })).data;
    const spends = (await history(token, { type: 'spend' })).data;
    expect(earns.items.map((item: { points: number }) => item.points)).toEqual([20, 50, 100]);
    expect(earns.total).toBe(3);
    expect(spends.items.map((item: { points: number }) => item.points)).toEqual([-10, -30]);
    expect(spends.total).toBe(2);
  });

  it('describes entries in the request language', async () => {
    const { token } = await memberWithHistory();
    const english = (await history(token, { type: 'earn' }, 'en')).data.items;
    const thai = (await history(token, { type: 'earn' }, 'th')).data.items;
    expect(english[0]?.description).toBe('Receipt points');
    expect(english[1]?.description).toBe('Code points');
    expect(thai[0]?.description).toBe('คะแนนจากใบเสร็จ');
    expect(thai[1]?.description).toBe('คะแนนจากโค้ด');
  });

  it('adds an operator adjustment’s reason to its label', async () => {
    const { member, token } = await memberWithHistory();
    await context.database.orm.transaction((tx) =>
      adjustPoints(tx, context.app.deps.caches.rules, { memberId: member.id, amount: 5, reason: 'Missing receipt 42' }),
    );
    const [latest] = (await history(token, { limit: '1' }, 'th')).data.items;
    expect(latest).toMatchObject({ kind: 'adjust', points: 5, description: 'ปรับปรุงคะแนน: Missing receipt 42' });
  });

  it('never shows another member’s entries', async () => {
    await memberWithHistory();
    const stranger = await createMember(context.database.orm);
    const data = (await history(await sessionTokenFor(context.database.orm, stranger))).data;
    expect(data).toMatchObject({ items: [], total: 0, end_page: true });
  });

  it.each<Record<string, string>>([
    { page: '0' },
    { page: 'abc' },
    { limit: '101' },
    { limit: '0' },
    { limit: '2.5' },
    { type: 'transfer' },
    { type: 'x'.repeat(5000) },
  ])('answers VALIDATION_FAILED for %o', async (query) => {
    const { token } = await memberWithHistory();
    const response = await history(token, badInput(query));
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });

  it('stays readable for suspended and blocked members, as GetCustomerInfo does', async () => {
    for (const status of ['suspended', 'blocked'] as const) {
      const member = await createMember(context.database.orm, { status });
      const token = await logIn(context.app, member.email ?? '');
      expect((await history(token)).statusCode, status).toBe(200);
      expect((await timeline(token)).statusCode, status).toBe(200);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await history(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  });
});

describe('History/GetPointExpireTimeline', () => {
  it('groups remaining points by Bangkok expiry day, soonest first, leaving expired lots out', async () => {
    const { member, token } = await memberWithHistory();
    await addPointLot(context.database.orm, { memberId: member.id, amount: 70, expiresAt: new Date(Date.now() - day) });
    const response = await timeline(token);
    expect(response.statusCode).toBe(200);
    // Spends draw the soonest lots first: 40 leave the 100-point lot of the 15th (Bangkok).
    expect(response.data).toEqual({
      items: [
        { expires_on: '2030-01-15', points: 80 },
        { expires_on: '2030-01-16', points: 50 },
      ],
      total: 130,
    });
  });

  it('totals exactly the balance GetCustomerInfo reports', async () => {
    const { member, token } = await memberWithHistory();
    await addPointLot(context.database.orm, { memberId: member.id, amount: 70, expiresAt: new Date(Date.now() - day) });
    const info = await callContract(context.app, getCustomerInfo, {}, { as: { token } });
    expect((await timeline(token)).data.total).toBe(info.data.point_balance);
  });

  it('is empty for a member without points and 401 without a session', async () => {
    const member = await createMember(context.database.orm);
    expect((await timeline(await sessionTokenFor(context.database.orm, member))).data).toEqual({
      items: [],
      total: 0,
    });
    const anonymous = await callContract(context.app, getPointExpireTimeline, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  });
});
