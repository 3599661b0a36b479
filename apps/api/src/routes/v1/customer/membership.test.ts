import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createMember,
  latestMessage,
  logIn,
  sessionTokenFor,
  TEST_PASSWORD,
  uniqueMobile,
} from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';
import { members } from '../../../db/schema.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

function cancel(token: string | null, payload: object) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/Customer/CancelMembership',
    headers: token ? bearer(token) : {},
    payload,
  });
}

function get(path: string, token: string) {
  return app.inject({ url: `/api/v1/${path}`, headers: bearer(token) });
}

async function logInScope(identifier: string): Promise<{ token: string; scope: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/authentication/LoginEmail',
    payload: { Email: identifier, Password: TEST_PASSWORD },
  });
  return response.json().data;
}

async function thaiMember(status: 'active' | 'suspended' | 'blocked' = 'active') {
  const mobile = uniqueMobile();
  const member = await createMember(context.database.orm, { loginType: 2, email: null, mobileNo: mobile, status });
  return { member, mobile, token: await logIn(app, mobile) };
}

describe('Customer/CancelMembership', () => {
  it('cancels with the password, ends every session; later log-ins answer bcrm-canceled', async () => {
    const { member, mobile, token } = await thaiMember();
    const otherDevice = await logIn(app, mobile);
    const response = await cancel(token, { Reason: 'Moving abroad', Password: TEST_PASSWORD });
    expect(response.json()).toEqual({ status: 'success', data: null });
    expect((await get('Customer/GetCustomerInfo', token)).json().code).toBe('UNAUTHORIZED');
    expect((await get('Customer/GetCustomerInfo', otherDevice)).json().code).toBe('UNAUTHORIZED');
    const [row] = await context.database.orm.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ status: 'canceled', cancelReason: 'Moving abroad' });
    const later = await logInScope(mobile);
    expect(later.scope).toBe('bcrm-canceled');
    expect((await get('Customer/GetCustomerInfo', later.token)).statusCode).toBe(200);
    expect((await get('Address/GetAddress', later.token)).json().code).toBe('FORBIDDEN');
    expect((await cancel(later.token, { Reason: 'again', Password: TEST_PASSWORD })).json().code).toBe('FORBIDDEN');
  });

  it('cancels with a code verified on the member’s own mobile, used once', async () => {
    const { mobile, token } = await thaiMember();
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/SMS/RequestOTP',
      headers: bearer(token),
      payload: { Mobile_No: mobile, Purpose: 'cancel_membership' },
    });
    const refId = requested.json().data.ref_id;
    expect((await cancel(token, { Reason: 'No longer needed', Ref_Id: refId })).json().code).toBe('OTP_REQUIRED');
    const message = await latestMessage(context.database.orm, mobile);
    await app.inject({
      method: 'POST',
      url: '/api/v1/SMS/VerifyOTP',
      payload: { Mobile_No: mobile, Ref_Id: refId, Otp: message?.otp },
    });
    expect((await cancel(token, { Reason: 'No longer needed', Ref_Id: refId })).statusCode).toBe(200);
  });

  it('refuses a code verified by another member', async () => {
    const owner = await thaiMember();
    const other = await thaiMember();
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/SMS/RequestOTP',
      headers: bearer(owner.token),
      payload: { Mobile_No: owner.mobile, Purpose: 'cancel_membership' },
    });
    const refId = requested.json().data.ref_id;
    const message = await latestMessage(context.database.orm, owner.mobile);
    await app.inject({
      method: 'POST',
      url: '/api/v1/SMS/VerifyOTP',
      payload: { Mobile_No: owner.mobile, Ref_Id: refId, Otp: message?.otp },
    });
    expect((await cancel(other.token, { Reason: 'hijack', Ref_Id: refId })).json().code).toBe('OTP_REQUIRED');
    expect((await get('Customer/GetCustomerInfo', owner.token)).statusCode).toBe(200);
  });

  it('answers PASSWORD_INCORRECT, PASSWORD_NOT_SET and VALIDATION_FAILED, changing nothing', async () => {
    const { token } = await thaiMember();
    expect((await cancel(token, { Reason: 'x', Password: 'wrong-password' })).json().code).toBe('PASSWORD_INCORRECT');
    const noPassword = await createMember(context.database.orm, { password: null });
    const noPasswordToken = await sessionTokenFor(context.database.orm, noPassword);
    const notSet = await cancel(noPasswordToken, { Reason: 'x', Password: 'anything' });
    expect(notSet.json().code).toBe('PASSWORD_NOT_SET');
    for (const payload of [
      { Reason: 'both', Password: TEST_PASSWORD, Ref_Id: 'abc' },
      { Reason: 'neither' },
      { Password: TEST_PASSWORD },
      { Reason: 'x'.repeat(5000), Password: TEST_PASSWORD },
      { Reason: 42, Password: TEST_PASSWORD },
    ]) {
      expect((await cancel(token, payload)).json().code, JSON.stringify(payload).slice(0, 60)).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await get('Customer/GetCustomerInfo', token)).statusCode).toBe(200);
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
      for (const path of ['Customer/GetCustomerInfo', 'Address/GetAddress', 'Customer/CheckConsent']) {
        expect((await get(path, session.token)).statusCode, `${status} ${path}`).toBe(200);
      }
      const change = await app.inject({
        method: 'POST',
        url: '/api/v1/Customer/UpdateCustomer',
        headers: bearer(session.token),
        payload: { First_Name: 'A', Last_Name: 'B' },
      });
      expect(change.json().code).toBe('FORBIDDEN');
      expect((await cancel(session.token, { Reason: 'leaving', Password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });

  it('holds a member suspended after signing in to the suspended scope at once', async () => {
    const { member, token } = await thaiMember();
    await context.database.orm.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id));
    const change = await app.inject({
      method: 'POST',
      url: '/api/v1/Address/AddAddress',
      headers: bearer(token),
      payload: {},
    });
    expect(change.statusCode).toBe(403);
    expect((await get('Customer/GetCustomerInfo', token)).statusCode).toBe(200);
  });
});
