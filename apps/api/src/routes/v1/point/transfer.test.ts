import { getPointExpireTimeline, getPointHistory, getTransferPointInfo, transferPoint } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, type Caller, callContract } from '../../../../test/call-contract.js';
import { addPointLot } from '../../../../test/factories.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { transferWithCode } from '../../../../test/fixtures/transfers.js';
import { useTestApp } from '../../../../test/test-app.js';

/** DESIGN §6 default, inserted by migration 0006 into programme_rules. */
const DEFAULT_DAILY_CAP = 10_000;

const context = useTestApp();

type TransferInput = { Member_Id: string; Points: number; Note?: string };
const transfer = (as: Caller, input: TransferInput | BadInput, idempotencyKey?: string) =>
  callContract(context.app, transferPoint, input, { as, ...(idempotencyKey ? { idempotencyKey } : {}) });
const info = (as: Caller) => callContract(context.app, getTransferPointInfo, undefined, { as });

async function historyOf(as: Caller, language: 'en' | 'th' = 'en') {
  return (await callContract(context.app, getPointHistory, {}, { as, language })).data.items;
}

describe('Point/GetTransferPointInfo', () => {
  it('tells the balance, the daily cap, what was sent today and what can still be sent', async () => {
    const sender = await memberWithPoints(context.database.orm, 500);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const before = await info(sender);
    expect(before.statusCode, before.text).toBe(200);
    expect(before.data).toEqual({
      point_balance: 500,
      daily_cap: DEFAULT_DAILY_CAP,
      transferred_today: 0,
      transferable: 500,
      recent_recipients: [],
    });
    await transfer(sender, { Member_Id: recipient.member.mbkMemberId, Points: 300 });
    expect((await info(sender)).data).toMatchObject({
      point_balance: 200,
      transferred_today: 300,
      transferable: 200,
      recent_recipients: [{ member_id: recipient.member.mbkMemberId, masked_mobile: expect.stringContaining('-xxx-') }],
    });
  });

  it('limits what can be sent to what is left of the cap when the balance is larger', async () => {
    const sender = await memberWithPoints(context.database.orm, 25_000);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const sent = await transferWithCode(context.app, context.database.orm, sender, {
      Member_Id: recipient.member.mbkMemberId,
      Points: 9_000,
    });
    expect(sent.statusCode, sent.text).toBe(200);
    expect((await info(sender)).data).toMatchObject({ transferred_today: 9_000, transferable: 1_000 });
  });

  it('refuses a request without a session', async () => {
    const response = await callContract(context.app, getTransferPointInfo);
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });
});

describe('Point/TransferPoint', () => {
  it('moves the points, answers the masked recipient, and both histories show the transfer', async () => {
    const sender = await memberWithPoints(context.database.orm, 1_000);
    const recipient = await memberWithPoints(context.database.orm, 0, { firstName: 'Somchai', lastName: 'Khemthong' });
    const response = await transfer(sender, {
      Member_Id: recipient.member.mbkMemberId,
      Points: 400,
      Note: 'Lunch',
    });
    expect(response.statusCode, response.text).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      points: 400,
      point_balance: 600,
      transferred_today: 400,
      recipient: { member_id: recipient.member.mbkMemberId, display_name: 'Somchai K.' },
    });
    expect(data.recipient.masked_mobile).toBe(
      `${recipient.member.mobileNo?.slice(0, 3)}-xxx-${recipient.member.mobileNo?.slice(-4)}`,
    );
    expect(data.transfer_id).toBeGreaterThan(0);
    expect(data.reference_no).toMatch(new RegExp(`^TR\\d{6}-0*${data.transfer_id}$`));
    expect((await info(recipient)).data.point_balance).toBe(400);
    expect((await historyOf(sender))[0]).toMatchObject({
      kind: 'transfer_out',
      source: 'transfer',
      points: -400,
    });
    expect((await historyOf(recipient))[0]).toMatchObject({
      kind: 'transfer_in',
      source: 'transfer',
      points: 400,
    });
    const route = `${sender.member.mbkMemberId} → ${recipient.member.mbkMemberId}: Lunch`;
    expect((await historyOf(sender))[0]?.description).toBe(`Points transferred: ${route}`);
    expect((await historyOf(recipient, 'th'))[0]?.description).toBe(`ได้รับคะแนนโอน: ${route}`);
  });

  it('keeps the expiry of every point it moves', async () => {
    const sender = await memberWithPoints(context.database.orm, 0);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const soon = new Date('2031-01-15T10:00:00Z');
    const later = new Date('2032-06-01T10:00:00Z');
    await addPointLot(context.database.orm, { memberId: sender.member.id, amount: 100, expiresAt: later });
    await addPointLot(context.database.orm, { memberId: sender.member.id, amount: 100, expiresAt: soon });
    const response = await transfer(sender, { Member_Id: recipient.member.mbkMemberId, Points: 150 });
    expect(response.statusCode, response.text).toBe(200);
    const timeline = await callContract(context.app, getPointExpireTimeline, {}, { as: recipient });
    expect(timeline.data).toEqual({
      items: [
        { expires_on: '2031-01-15', points: 100 },
        { expires_on: '2032-06-01', points: 50 },
      ],
      total: 150,
    });
  });

  it('answers NOT_FOUND for an unknown member id', async () => {
    const sender = await memberWithPoints(context.database.orm, 100);
    const response = await transfer(sender, { Member_Id: 'CR99999999', Points: 10 });
    expect(response.statusCode).toBe(404);
    expect(response.code).toBe('NOT_FOUND');
  });

  it('refuses a transfer to oneself with INVALID_RECIPIENT', async () => {
    const sender = await memberWithPoints(context.database.orm, 100);
    const response = await transfer(sender, { Member_Id: sender.member.mbkMemberId, Points: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.code).toBe('INVALID_RECIPIENT');
    expect((await info(sender)).data.point_balance).toBe(100);
  });

  it.each(['pending', 'suspended', 'blocked', 'canceled', 'merged'] as const)(
    'refuses a %s recipient with INVALID_RECIPIENT',
    async (status) => {
      const sender = await memberWithPoints(context.database.orm, 100);
      const recipient = await memberWithPoints(context.database.orm, 0, { status });
      const response = await transfer(sender, { Member_Id: recipient.member.mbkMemberId, Points: 10 });
      expect(response.code).toBe('INVALID_RECIPIENT');
      expect((await info(sender)).data.point_balance).toBe(100);
    },
  );

  it('answers INSUFFICIENT_POINTS past the balance and moves nothing', async () => {
    const sender = await memberWithPoints(context.database.orm, 50);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const response = await transfer(sender, { Member_Id: recipient.member.mbkMemberId, Points: 51 });
    expect(response.statusCode).toBe(409);
    expect(response.code).toBe('INSUFFICIENT_POINTS');
    expect((await info(sender)).data).toMatchObject({ point_balance: 50, transferred_today: 0 });
  });

  it('answers LIMIT_EXCEEDED when a transfer would pass the daily cap, and allows reaching it exactly', async () => {
    const sender = await memberWithPoints(context.database.orm, 20_000);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const to = recipient.member.mbkMemberId;
    const sent = await transferWithCode(context.app, context.database.orm, sender, { Member_Id: to, Points: 9_000 });
    expect(sent.statusCode, sent.text).toBe(200);
    const over = await transfer(sender, { Member_Id: to, Points: 1_001 });
    expect(over.statusCode).toBe(409);
    expect(over.code).toBe('LIMIT_EXCEEDED');
    const exact = await transfer(sender, { Member_Id: to, Points: 1_000 });
    expect(exact.data.transferred_today).toBe(DEFAULT_DAILY_CAP);
    expect((await transfer(sender, { Member_Id: to, Points: 1 })).code).toBe('LIMIT_EXCEEDED');
  });

  it.each([0, -5, 1.5, 1_000_001, '10'])('refuses %s points with VALIDATION_FAILED', async (points) => {
    const sender = await memberWithPoints(context.database.orm, 20_000);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const response = await transfer(sender, badInput({ Member_Id: recipient.member.mbkMemberId, Points: points }));
    expect(response.statusCode).toBe(400);
    expect(response.code).toBe('VALIDATION_FAILED');
    expect((await info(sender)).data.point_balance).toBe(20_000);
  });

  it('refuses a malformed member id with VALIDATION_FAILED', async () => {
    const sender = await memberWithPoints(context.database.orm, 100);
    const response = await transfer(sender, { Member_Id: 'CR123', Points: 1 });
    expect(response.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a request without a session', async () => {
    const response = await callContract(context.app, transferPoint, { Member_Id: 'CR10000001', Points: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });

  it('replays the first answer for a retry with the same Idempotency-Key and moves the points once', async () => {
    const sender = await memberWithPoints(context.database.orm, 1_000);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const payload = { Member_Id: recipient.member.mbkMemberId, Points: 200 };
    const first = await transfer(sender, payload, 'transfer-retry-0001');
    const again = await transfer(sender, payload, 'transfer-retry-0001');
    expect(first.statusCode, first.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await info(sender)).data).toMatchObject({ point_balance: 800, transferred_today: 200 });
    expect((await info(recipient)).data.point_balance).toBe(200);
  });

  it('answers IDEMPOTENCY_CONFLICT for the same key with another payload', async () => {
    const sender = await memberWithPoints(context.database.orm, 1_000);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const to = recipient.member.mbkMemberId;
    await transfer(sender, { Member_Id: to, Points: 200 }, 'transfer-conflict-1');
    const other = await transfer(sender, { Member_Id: to, Points: 300 }, 'transfer-conflict-1');
    expect(other.statusCode).toBe(409);
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await info(sender)).data.point_balance).toBe(800);
  });

  it('never passes the daily cap under 20 parallel transfers of 1,000', async () => {
    const sender = await memberWithPoints(context.database.orm, 30_000);
    const recipient = await memberWithPoints(context.database.orm, 0);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        transfer(sender, { Member_Id: recipient.member.mbkMemberId, Points: 1_000 }, `parallel-${index}-key`),
      ),
    );
    const codes = responses.map((response) => response.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code === 'LIMIT_EXCEEDED')).toHaveLength(10);
    expect((await info(sender)).data).toMatchObject({ point_balance: 20_000, transferred_today: 10_000 });
    expect((await info(recipient)).data.point_balance).toBe(10_000);
  });

  it('lets two members send to each other in parallel without deadlock and conserves the total', async () => {
    const first = await memberWithPoints(context.database.orm, 1_000);
    const second = await memberWithPoints(context.database.orm, 1_000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [first, second] : [second, first];
        return transfer(from, { Member_Id: to.member.mbkMemberId, Points: 10 + index });
      }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const balances = await Promise.all([info(first), info(second)]);
    const total = balances.reduce((sum, response) => sum + response.data.point_balance, 0);
    expect(total).toBe(2_000);
  });
});
