import { randomUUID } from 'node:crypto';
import {
  type CallInput,
  getCustomerInfo,
  loginEmail,
  redeem,
  requestDeletion,
  requestOtp,
  verifyOtp,
} from '@loyalty/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract, outcomeOf } from '../../../../test/call-contract.js';
import { latestMessage, logIn, TEST_PASSWORD } from '../../../../test/factories.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { createOffer, redeemPayload, redeemReadyProfile } from '../../../../test/fixtures/redemptions.js';
import { createTillClient, createTillStore, TILL_READERS } from '../../../../test/fixtures/till.js';
import { useTestApp } from '../../../../test/test-app.js';
import { members, pointLedger, privacyRequests, sessions } from '../../../db/schema.js';
import { pointBalance } from '../../../modules/points/point-service.js';
import { recordSale } from '../../../modules/till/till-sale-service.js';

const context = useTestApp();
const db = () => context.database.orm;

function ask(token: string, input: CallInput<typeof requestDeletion> | BadInput) {
  return callContract(context.app, requestDeletion, input, { as: { token } });
}

async function memberRow(id: number) {
  const [row] = await db().select().from(members).where(eq(members.id, id));
  return row;
}

function forfeitsOf(memberId: number) {
  return db()
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.kind, 'forfeit')));
}

describe('Privacy/RequestDeletion', () => {
  it('ends the membership at once with the password: canceled, sessions revoked, points forfeited, erase date set', async () => {
    const { member, token } = await memberWithPoints(db(), 750);
    const otherDevice = await logIn(context.app, member.email ?? '');
    const before = Date.now();
    const response = await ask(token, { Password: TEST_PASSWORD });
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data).toMatchObject({ kind: 'deletion', status: 'pending', completed_at: null });
    const eraseAfter = Date.parse(response.data.erase_after ?? '');
    expect(eraseAfter - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(eraseAfter - before).toBeLessThan(30 * 86_400_000 + 60_000);
    expect(await memberRow(member.id)).toMatchObject({ status: 'canceled', cancelReason: 'deletion requested' });
    expect(await pointBalance(db(), member.id)).toBe(0);
    expect(await forfeitsOf(member.id)).toEqual([
      expect.objectContaining({ delta: -750, source: 'membership', kind: 'forfeit' }),
    ]);
    for (const session of [token, otherDevice]) {
      expect((await callContract(context.app, getCustomerInfo, {}, { as: { token: session } })).code).toBe(
        'UNAUTHORIZED',
      );
    }
    const open = await db().select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    const [request] = await db().select().from(privacyRequests).where(eq(privacyRequests.memberId, member.id));
    expect(request?.dueAt.getTime()).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
  });

  it('answers PASSWORD_INCORRECT, then ACCOUNT_LOCKED at the fifth wrong password, changing nothing', async () => {
    const { member, token } = await memberWithPoints(db(), 10);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await ask(token, { Password: 'Wrong-password1' })).code).toBe('PASSWORD_INCORRECT');
    }
    expect((await ask(token, { Password: 'Wrong-password1' })).code).toBe('ACCOUNT_LOCKED');
    expect(await memberRow(member.id)).toMatchObject({ status: 'active' });
    expect(await pointBalance(db(), member.id)).toBe(10);
    expect(await db().select().from(privacyRequests).where(eq(privacyRequests.memberId, member.id))).toEqual([]);
  });

  it('refuses inputs that are not exactly one of Password and Ref_Id', async () => {
    const { token } = await memberWithPoints(db(), 0);
    for (const payload of [{}, { Password: TEST_PASSWORD, Ref_Id: 'abc' }, { Password: 12345678 }, { Extra: 1 }]) {
      expect((await ask(token, badInput(payload))).code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
  });

  it('takes a code verified on the member’s own mobile for a member without a password', async () => {
    const { member, token } = await memberWithPoints(db(), 0, { passwordHash: null });
    const mobile = member.mobileNo ?? '';
    const requested = await callContract(
      context.app,
      requestOtp,
      { Mobile_No: mobile, Purpose: 'cancel_membership' },
      { as: { token } },
    );
    const refId = requested.data.ref_id;
    expect((await ask(token, { Ref_Id: refId })).code).toBe('OTP_REQUIRED');
    const otp = (await latestMessage(db(), mobile))?.otp ?? '';
    await callContract(context.app, verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: otp });
    const response = await ask(token, { Ref_Id: refId });
    expect(response.statusCode, response.text).toBe(200);
    expect(await memberRow(member.id)).toMatchObject({ status: 'canceled' });
  });

  it('answers the first request to a second one, also from an already canceled member', async () => {
    const { member, token } = await memberWithPoints(db(), 5);
    const first = await ask(token, { Password: TEST_PASSWORD });
    const login = await callContract(context.app, loginEmail, { Email: member.email ?? '', Password: TEST_PASSWORD });
    expect(login.data.scope).toBe('bcrm-canceled');
    const again = await ask(login.data.token, { Password: TEST_PASSWORD });
    expect(again.data).toEqual(first.data);
    expect(await forfeitsOf(member.id)).toHaveLength(1);
  });

  it('lets a member canceled earlier ask, keeping the date and reason of their cancellation', async () => {
    const canceledAt = new Date('2026-01-05T00:00:00Z');
    const { member } = await memberWithPoints(db(), 40, {
      status: 'canceled',
      canceledAt,
      cancelReason: 'Moving abroad',
    });
    const login = await callContract(context.app, loginEmail, { Email: member.email ?? '', Password: TEST_PASSWORD });
    const response = await ask(login.data.token, { Password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    // Erased 30 days (the default grace) after the cancellation, not after the request.
    expect(response.data.erase_after).toBe('2026-02-04T00:00:00.000Z');
    expect(await memberRow(member.id)).toMatchObject({ canceledAt, cancelReason: 'Moving abroad' });
    expect(await pointBalance(db(), member.id)).toBe(0);
  });

  it('records one request for two sent in parallel', async () => {
    const { member, token } = await memberWithPoints(db(), 30);
    const [one, two] = await Promise.all([
      ask(token, { Password: TEST_PASSWORD }),
      ask(token, { Password: TEST_PASSWORD }),
    ]);
    const answered = [one, two].filter((response) => response.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const response of answered) expect(response.data.request_id).toBe(answered[0]?.data.request_id);
    expect(await db().select().from(privacyRequests).where(eq(privacyRequests.memberId, member.id))).toHaveLength(1);
    expect(await forfeitsOf(member.id)).toHaveLength(1);
  });

  it('races a redemption: the spend goes first and the forfeit takes the rest, or the spend is refused', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { privilege } = await createOffer(db(), { stockTotal: 10, pointCost: 100 });
      const { member, token } = await memberWithPoints(db(), 250, redeemReadyProfile());
      const [redeemed, deleted] = await Promise.all([
        callContract(context.app, redeem, redeemPayload(privilege), { as: { token }, idempotencyKey: randomUUID() }),
        ask(token, { Password: TEST_PASSWORD }),
      ]);
      expect(deleted.statusCode, deleted.text).toBe(200);
      const entries = await db().select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
      const spent = entries.filter((entry) => entry.kind === 'spend');
      const [forfeit] = entries.filter((entry) => entry.kind === 'forfeit');
      if (outcomeOf(redeemed) === 'success') {
        expect(spent).toHaveLength(1);
        expect(forfeit?.delta).toBe(-150);
        expect(forfeit && spent[0] && forfeit.id > spent[0].id).toBe(true);
      } else {
        expect(['FORBIDDEN', 'UNAUTHORIZED'], redeemed.text).toContain(outcomeOf(redeemed));
        expect(spent).toHaveLength(0);
        expect(forfeit?.delta).toBe(-250);
      }
      expect(await pointBalance(db(), member.id)).toBe(0);
    }
  });

  it('races a till sale: the sale earns first and is forfeited, or it is refused as the member is canceled', async () => {
    const store = await createTillStore(db());
    const client = await createTillClient(db(), store);
    for (let round = 0; round < 4; round += 1) {
      const { member, token } = await memberWithPoints(db(), 20);
      const [sale, deleted] = await Promise.allSettled([
        recordSale(db(), TILL_READERS, client, {
          memberId: member.id,
          store,
          receiptNo: `DEL-${member.id}`,
          amount: 250,
          occurredAt: new Date(),
        }),
        ask(token, { Password: TEST_PASSWORD }),
      ]);
      expect(deleted.status).toBe('fulfilled');
      if (sale.status === 'rejected') expect(sale.reason).toMatchObject({ code: 'NOT_ELIGIBLE' });
      const [forfeit] = await forfeitsOf(member.id);
      expect(forfeit?.delta).toBe(sale.status === 'fulfilled' ? -30 : -20);
      expect(await pointBalance(db(), member.id)).toBe(0);
    }
  });
});
