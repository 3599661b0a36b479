import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  latestMessage,
  latestOtp,
  logIn,
  messageCount,
  uniqueEmail,
} from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/v1/Mail/${url}`, payload: payload as object, headers });
}

describe('Mail/VerifyEmail', () => {
  it('accepts a free address (lower-cased) and refuses a taken or malformed one', async () => {
    const free = uniqueEmail('free');
    expect((await post('VerifyEmail', { Email: free.toUpperCase() })).json().data).toEqual({ email: free });
    const member = await createMember(context.database.orm);
    expect((await post('VerifyEmail', { Email: member.email })).json().code).toBe('EMAIL_TAKEN');
    expect((await post('VerifyEmail', { Email: 'not-an-email' })).json().code).toBe('VALIDATION_FAILED');
    expect((await post('VerifyEmail', { Email: ['a@b.co'] })).json().code).toBe('VALIDATION_FAILED');
  });
});

describe('e-mail one-time codes', () => {
  it('registers a new address: code by e-mail in English, bcrm-register session, state by reference', async () => {
    const email = uniqueEmail('new');
    const requested = await post('RequestOTPByEmail', { Email: email });
    const refId = requested.json().data.ref_id;
    const message = await latestMessage(context.database.orm, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Chaba Rewards code' });
    const state = await app.inject({ method: 'GET', url: `/api/v1/Mail/GetOTPResponse?Ref_Id=${refId}` });
    expect(state.json().data).toMatchObject({ ref_id: refId, is_verified: false, is_locked: false, tries_left: 5 });
    const verified = await post('VerifyOTPByEmail', {
      Email: email,
      Ref_Id: refId,
      Otp: await latestOtp(context.database.orm, email),
    });
    expect(verified.json().data.scope).toBe('bcrm-register');
    const after = await app.inject({ method: 'GET', url: `/api/v1/Mail/GetOTPResponse?Ref_Id=${refId}` });
    expect(after.json().data.is_verified).toBe(true);
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/Mail/GetOTPResponse?Ref_Id=missing' });
    expect(unknown.statusCode).toBe(404);
  });

  it('proves a new address for a member before a change, without a session token', async () => {
    const member = await createMember(context.database.orm);
    const auth = { authorization: `Bearer ${await logIn(app, member.email ?? '')}` };
    const email = uniqueEmail('next');
    const refId = (await post('RequestOTPChangeEmail', { Email: email }, auth)).json().data.ref_id;
    const verified = await post('VerifyOTPByEmail', {
      Email: email,
      Ref_Id: refId,
      Otp: await latestOtp(context.database.orm, email),
    });
    expect(verified.json().data).toMatchObject({ purpose: 'change_contact', token: null, scope: null });
    expect((await post('RequestOTPChangeEmail', { Email: member.email }, auth)).json().code).toBe('EMAIL_TAKEN');
    expect((await post('RequestOTPChangeEmail', { Email: uniqueEmail() })).statusCode).toBe(401);
  });

  it('sends one code to an address asked for 10 times at once, for a registration and for a change', async () => {
    const registering = uniqueEmail('burst');
    const member = await createMember(context.database.orm);
    const auth = { authorization: `Bearer ${await logIn(app, member.email ?? '')}` };
    const changing = uniqueEmail('burst-change');
    const [forRegistration, forChange] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => post('RequestOTPByEmail', { Email: registering }))),
      Promise.all(Array.from({ length: 10 }, () => post('RequestOTPChangeEmail', { Email: changing }, auth))),
    ]);
    for (const [responses, email] of [
      [forRegistration, registering],
      [forChange, changing],
    ] as const) {
      const codes = responses.map((response) => response.json().code ?? 'SENT').sort();
      expect(codes).toEqual([...Array.from({ length: 9 }, () => 'OTP_RESEND_TOO_SOON'), 'SENT']);
      expect(await messageCount(context.database.orm, email)).toBe(1);
    }
  });

  it('refuses a wrong code with OTP_INVALID', async () => {
    const email = uniqueEmail('wrong');
    const refId = (await post('RequestOTPByEmail', { Email: email })).json().data.ref_id;
    const code = await latestOtp(context.database.orm, email);
    const wrong = code === '999999' ? '000000' : '999999';
    expect((await post('VerifyOTPByEmail', { Email: email, Ref_Id: refId, Otp: wrong })).json().code).toBe(
      'OTP_INVALID',
    );
  });
});
