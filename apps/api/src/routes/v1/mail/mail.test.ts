import {
  getOtpResponse,
  requestOtpByEmail,
  requestOtpChangeEmail,
  verifyEmail,
  verifyOtpByEmail,
} from '@loyalty/contracts';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import {
  createMember,
  latestMessage,
  latestOtp,
  logIn,
  messageCount,
  uniqueEmail,
  uniqueMobile,
} from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

describe('Mail/VerifyEmail', () => {
  it('accepts a free address (lower-cased) and refuses a taken or malformed one', async () => {
    const free = uniqueEmail('free');
    expect((await callContract(context.app, verifyEmail, { Email: free.toUpperCase() })).data).toEqual({ email: free });
    const member = await createMember(context.database.orm);
    expect((await callContract(context.app, verifyEmail, { Email: member.email ?? '' })).code).toBe('EMAIL_TAKEN');
    expect((await callContract(context.app, verifyEmail, badInput({ Email: 'not-an-email' }))).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await callContract(context.app, verifyEmail, badInput({ Email: ['a@b.co'] }))).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('e-mail one-time codes', () => {
  it('registers a new address: code by e-mail in English, bcrm-register session, state by reference', async () => {
    const email = uniqueEmail('new');
    const requested = await callContract(context.app, requestOtpByEmail, { Email: email });
    const refId = requested.data.ref_id;
    const message = await latestMessage(context.database.orm, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Chaba Rewards code' });
    expect(message?.body).toContain(`(Ref: ${requested.data.otp_ref})`);
    const state = await callContract(context.app, getOtpResponse, { Ref_Id: refId });
    expect(state.data).toMatchObject({
      ref_id: refId,
      otp_ref: requested.data.otp_ref,
      is_verified: false,
      is_locked: false,
      tries_left: 5,
    });
    const verified = await callContract(context.app, verifyOtpByEmail, {
      Email: email,
      Ref_Id: refId,
      Otp: await latestOtp(context.database.orm, email),
    });
    expect(verified.data.scope).toBe('bcrm-register');
    const after = await callContract(context.app, getOtpResponse, { Ref_Id: refId });
    expect(after.data.is_verified).toBe(true);
    const unknown = await callContract(context.app, getOtpResponse, { Ref_Id: 'missing' });
    expect(unknown.statusCode).toBe(404);
  });

  it('registers the owner of an address another member only gave as contact information (decision 038)', async () => {
    const email = uniqueEmail('squatted');
    const thai = await createMember(context.database.orm, { loginType: 2, email, mobileNo: uniqueMobile() });
    expect((await callContract(context.app, verifyEmail, { Email: email })).data).toEqual({ email });
    const refId = (await callContract(context.app, requestOtpByEmail, { Email: email })).data.ref_id;
    const verified = await callContract(context.app, verifyOtpByEmail, {
      Email: email,
      Ref_Id: refId,
      Otp: await latestOtp(context.database.orm, email),
    });
    expect(verified.data.scope).toBe('bcrm-register');
    expect(decodeJwt(verified.data.token ?? '').sub).not.toBe(String(thai.id));
  });

  it('proves a new address for a member before a change, without a session token', async () => {
    const member = await createMember(context.database.orm);
    const auth = { as: { token: await logIn(context.app, member.email ?? '') } };
    const email = uniqueEmail('next');
    const refId = (await callContract(context.app, requestOtpChangeEmail, { Email: email }, auth)).data.ref_id;
    const verified = await callContract(context.app, verifyOtpByEmail, {
      Email: email,
      Ref_Id: refId,
      Otp: await latestOtp(context.database.orm, email),
    });
    expect(verified.data).toMatchObject({ purpose: 'change_contact', token: null, scope: null });
    expect((await callContract(context.app, requestOtpChangeEmail, { Email: member.email ?? '' }, auth)).code).toBe(
      'EMAIL_TAKEN',
    );
    expect((await callContract(context.app, requestOtpChangeEmail, { Email: uniqueEmail() })).statusCode).toBe(401);
  });

  it('sends one code to an address asked for 10 times at once, for a registration and for a change', async () => {
    const registering = uniqueEmail('burst');
    const member = await createMember(context.database.orm);
    const auth = { as: { token: await logIn(context.app, member.email ?? '') } };
    const changing = uniqueEmail('burst-change');
    const [forRegistration, forChange] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () => callContract(context.app, requestOtpByEmail, { Email: registering })),
      ),
      Promise.all(
        Array.from({ length: 10 }, () => callContract(context.app, requestOtpChangeEmail, { Email: changing }, auth)),
      ),
    ]);
    for (const [responses, email] of [
      [forRegistration, registering],
      [forChange, changing],
    ] as const) {
      const codes = responses.map((response) => response.code ?? 'SENT').sort();
      expect(codes).toEqual([...Array.from({ length: 9 }, () => 'OTP_RESEND_TOO_SOON'), 'SENT']);
      expect(await messageCount(context.database.orm, email)).toBe(1);
    }
  });

  it('refuses a wrong code with OTP_INVALID', async () => {
    const email = uniqueEmail('wrong');
    const refId = (await callContract(context.app, requestOtpByEmail, { Email: email })).data.ref_id;
    const code = await latestOtp(context.database.orm, email);
    const wrong = code === '999999' ? '000000' : '999999';
    expect((await callContract(context.app, verifyOtpByEmail, { Email: email, Ref_Id: refId, Otp: wrong })).code).toBe(
      'OTP_INVALID',
    );
  });
});
