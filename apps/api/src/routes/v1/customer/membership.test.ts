import {
  addAddress,
  type CallInput,
  cancelMembership,
  checkConsent,
  getAddress,
  getCustomerInfo,
  loginEmail,
  requestOtp,
  updateCustomer,
  verifyOtp,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract } from '../../../../test/call-contract.js';
import {
  createMember,
  latestMessage,
  logIn,
  sessionTokenFor,
  TEST_PASSWORD,
  uniqueMobile,
} from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { members } from '../../../db/schema.js';

const context = useTestApp();

function cancel(token: string | null, input: CallInput<typeof cancelMembership> | BadInput) {
  return callContract(context.app, cancelMembership, input, token ? { as: { token } } : {});
}

/** The read-only calls every signed-in member may make. */
function get(call: typeof getCustomerInfo | typeof getAddress | typeof checkConsent, token: string) {
  return callContract(context.app, call, {}, { as: { token } });
}

async function logInScope(identifier: string): Promise<{ token: string; scope: string }> {
  return (await callContract(context.app, loginEmail, { Email: identifier, Password: TEST_PASSWORD })).data;
}

async function thaiMember(status: 'active' | 'suspended' | 'blocked' = 'active') {
  const mobile = uniqueMobile();
  const member = await createMember(context.database.orm, { loginType: 2, email: null, mobileNo: mobile, status });
  return { member, mobile, token: await logIn(context.app, mobile) };
}

describe('Customer/CancelMembership', () => {
  it('cancels with the password, ends every session; later log-ins answer bcrm-canceled', async () => {
    const { member, mobile, token } = await thaiMember();
    const otherDevice = await logIn(context.app, mobile);
    const response = await cancel(token, { Reason: 'Moving abroad', Password: TEST_PASSWORD });
    expect(response.body).toEqual({ status: 'success', data: null });
    expect((await get(getCustomerInfo, token)).code).toBe('UNAUTHORIZED');
    expect((await get(getCustomerInfo, otherDevice)).code).toBe('UNAUTHORIZED');
    const [row] = await context.database.orm.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ status: 'canceled', cancelReason: 'Moving abroad' });
    const later = await logInScope(mobile);
    expect(later.scope).toBe('bcrm-canceled');
    expect((await get(getCustomerInfo, later.token)).statusCode).toBe(200);
    expect((await get(getAddress, later.token)).code).toBe('FORBIDDEN');
    expect((await cancel(later.token, { Reason: 'again', Password: TEST_PASSWORD })).code).toBe('FORBIDDEN');
  });

  it('cancels with a code verified on the member’s own mobile, used once', async () => {
    const { mobile, token } = await thaiMember();
    const requested = await callContract(
      context.app,
      requestOtp,
      { Mobile_No: mobile, Purpose: 'cancel_membership' },
      { as: { token } },
    );
    const refId = requested.data.ref_id;
    expect((await cancel(token, { Reason: 'No longer needed', Ref_Id: refId })).code).toBe('OTP_REQUIRED');
    const message = await latestMessage(context.database.orm, mobile);
    await callContract(context.app, verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: message?.otp ?? '' });
    expect((await cancel(token, { Reason: 'No longer needed', Ref_Id: refId })).statusCode).toBe(200);
  });

  it('refuses a code verified by another member', async () => {
    const owner = await thaiMember();
    const other = await thaiMember();
    const requested = await callContract(
      context.app,
      requestOtp,
      { Mobile_No: owner.mobile, Purpose: 'cancel_membership' },
      { as: owner },
    );
    const refId = requested.data.ref_id;
    const message = await latestMessage(context.database.orm, owner.mobile);
    await callContract(context.app, verifyOtp, {
      Mobile_No: owner.mobile,
      Ref_Id: refId,
      Otp: message?.otp ?? '',
    });
    expect((await cancel(other.token, { Reason: 'hijack', Ref_Id: refId })).code).toBe('OTP_REQUIRED');
    expect((await get(getCustomerInfo, owner.token)).statusCode).toBe(200);
  });

  it('answers PASSWORD_INCORRECT, PASSWORD_NOT_SET and VALIDATION_FAILED, changing nothing', async () => {
    const { token } = await thaiMember();
    expect((await cancel(token, { Reason: 'x', Password: 'wrong-password' })).code).toBe('PASSWORD_INCORRECT');
    const noPassword = await createMember(context.database.orm, { password: null });
    const noPasswordToken = await sessionTokenFor(context.database.orm, noPassword);
    const notSet = await cancel(noPasswordToken, { Reason: 'x', Password: 'anything' });
    expect(notSet.code).toBe('PASSWORD_NOT_SET');
    for (const payload of [
      { Reason: 'both', Password: TEST_PASSWORD, Ref_Id: 'abc' },
      { Reason: 'neither' },
      { Password: TEST_PASSWORD },
      { Reason: 'x'.repeat(5000), Password: TEST_PASSWORD },
      { Reason: 42, Password: TEST_PASSWORD },
    ]) {
      expect((await cancel(token, badInput(payload))).code, JSON.stringify(payload).slice(0, 60)).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await get(getCustomerInfo, token)).statusCode).toBe(200);
    expect((await cancel(null, { Reason: 'x', Password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});

describe('suspended and blocked members', () => {
  it('sign in with bcrm-suspended / bcrm-blocked: read-only calls and cancellation only', async () => {
    for (const status of ['suspended', 'blocked'] as const) {
      const mobile = uniqueMobile();
      await createMember(context.database.orm, { loginType: 2, email: null, mobileNo: mobile, status });
      const session = await logInScope(mobile);
      expect(session.scope).toBe(`bcrm-${status}`);
      for (const call of [getCustomerInfo, getAddress, checkConsent]) {
        expect((await get(call, session.token)).statusCode, `${status} ${call.name}`).toBe(200);
      }
      const change = await callContract(
        context.app,
        updateCustomer,
        { First_Name: 'A', Last_Name: 'B' },
        { as: session },
      );
      expect(change.code).toBe('FORBIDDEN');
      expect((await cancel(session.token, { Reason: 'leaving', Password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });

  it('holds a member suspended after signing in to the suspended scope at once', async () => {
    const { member, token } = await thaiMember();
    await context.database.orm.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id));
    const change = await callContract(context.app, addAddress, badInput({}), { as: { token } });
    expect(change.statusCode).toBe(403);
    expect((await get(getCustomerInfo, token)).statusCode).toBe(200);
  });
});
