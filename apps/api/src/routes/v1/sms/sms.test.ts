import {
  type CallContract,
  type CallInput,
  checkOtpLock,
  requestOtp,
  resendOtp,
  verifyMobileNo,
  verifyOtp,
} from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, type CallOptions, callContract, outcomeOf } from '../../../../test/call-contract.js';
import {
  createMember,
  latestMessage,
  latestOtp,
  logIn,
  messageCount,
  typedFormsOf,
  uniqueMobile,
} from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

function post<C extends CallContract>(call: C, input: CallInput<C> | BadInput, options: CallOptions = {}) {
  return callContract(context.app, call, input, options);
}

async function requestCode(mobile: string) {
  const response = await post(requestOtp, { Mobile_No: mobile });
  expect(response.statusCode, response.text).toBe(200);
  return response.data.ref_id;
}

describe('SMS/VerifyMobileNo', () => {
  it('accepts a free Thai mobile and refuses a taken or malformed one', async () => {
    const free = uniqueMobile();
    expect((await post(verifyMobileNo, { Mobile_No: free })).body).toEqual({
      status: 'success',
      data: { mobile_no: free },
    });
    const member = await createMember(context.database.orm, { loginType: 2, mobileNo: uniqueMobile(), email: null });
    expect((await post(verifyMobileNo, { Mobile_No: member.mobileNo ?? '' })).code).toBe('MOBILE_TAKEN');
    // A foreigner's contact mobile identifies no one (decision 038): its owner may still register with it.
    const foreigner = await createMember(context.database.orm, { mobileNo: uniqueMobile() });
    expect((await post(verifyMobileNo, { Mobile_No: foreigner.mobileNo ?? '' })).body).toMatchObject({
      status: 'success',
    });
    for (const bad of [{ Mobile_No: '12345' }, { Mobile_No: 812345678 }, {}, { Mobile_No: '0'.repeat(10_000) }]) {
      const response = await post(verifyMobileNo, badInput(bad));
      expect(response.statusCode).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('SMS one-time codes', () => {
  it('sends a 6-digit code in the caller language, stored only as a hash', async () => {
    const mobile = uniqueMobile();
    const response = await post(requestOtp, { Mobile_No: mobile }, { language: 'th' });
    const data = response.data;
    expect(data).toMatchObject({
      purpose: 'register',
      recipient_masked: `${mobile.slice(0, 2)}x-xxx-${mobile.slice(-4)}`,
    });
    expect(new Date(data.expires_at).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const message = await latestMessage(context.database.orm, mobile);
    expect(message?.otp).toMatch(/^\d{6}$/);
    expect(message?.body).toContain('รหัส OTP');
    // The message and the screen carry the same four-letter reference (issue 34, a Thai convention).
    expect(data.otp_ref).toMatch(/^[A-Z]{4}$/);
    expect(message?.body).toContain(`Ref: ${data.otp_ref}`);
    const stored = await context.database.pool.query('select code_hash from otp_challenges where ref_id = $1', [
      data.ref_id,
    ]);
    expect(stored.rows[0].code_hash).not.toContain(message?.otp);
  });

  it('answers a bcrm-register session for a new number and refuses replaying the code', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const code = await latestOtp(context.database.orm, mobile);
    const verified = await post(verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: code });
    expect(verified.data).toMatchObject({ ref_id: refId, purpose: 'register', scope: 'bcrm-register' });
    expect(verified.data.token).toEqual(expect.any(String));
    const replay = await post(verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: code });
    expect(replay.code).toBe('OTP_EXPIRED');
  });

  it('takes the number typed with +66 or dashes, keeps it as 08…, and texts it in E.164 as a provider would', async () => {
    const mobile = uniqueMobile();
    const [international, dashed] = typedFormsOf(mobile);
    const requested = await post(requestOtp, { Mobile_No: international });
    expect(requested.statusCode, requested.text).toBe(200);
    const message = await latestMessage(context.database.orm, mobile);
    expect(message?.recipient).toBe(international);
    const stored = await context.database.pool.query('select recipient from otp_challenges where ref_id = $1', [
      requested.data.ref_id,
    ]);
    expect(stored.rows[0].recipient).toBe(mobile);
    const lock = await callContract(context.app, checkOtpLock, { Mobile_No: dashed });
    expect(lock.statusCode, lock.text).toBe(200);
    const verified = await post(verifyOtp, {
      Mobile_No: dashed,
      Ref_Id: requested.data.ref_id,
      Otp: message?.otp ?? '',
    });
    expect(verified.data.scope).toBe('bcrm-register');
    const free = uniqueMobile();
    expect((await post(verifyMobileNo, { Mobile_No: typedFormsOf(free)[0] })).data).toEqual({ mobile_no: free });
  });

  it('signs an existing member in with a bcrm-member session', async () => {
    const member = await createMember(context.database.orm, { loginType: 2, mobileNo: uniqueMobile() });
    const mobile = member.mobileNo ?? '';
    const refId = await requestCode(mobile);
    const verified = await post(verifyOtp, {
      Mobile_No: mobile,
      Ref_Id: refId,
      Otp: await latestOtp(context.database.orm, mobile),
    });
    expect(verified.data.scope).toBe('bcrm-member');
  });

  it('refuses a wrong code, then locks the number after five, and CheckOTPLock tells until when', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const code = await latestOtp(context.database.orm, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push(outcomeOf(await post(verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: wrong })));
    }
    expect(codes).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_LOCKED']);
    const correct = await post(verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: code });
    expect(correct.statusCode).toBe(429);
    expect(correct.code).toBe('OTP_LOCKED');
    const lock = await callContract(context.app, checkOtpLock, { Mobile_No: mobile });
    expect(lock.data).toMatchObject({ is_locked: true, tries_left: 0 });
    expect(new Date(lock.data.locked_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await post(requestOtp, { Mobile_No: mobile })).code).toBe('OTP_LOCKED');
  });

  it('tells an unlocked number how many tries are left', async () => {
    const lock = await callContract(context.app, checkOtpLock, { Mobile_No: uniqueMobile() });
    expect(lock.data).toEqual({ is_locked: false, locked_until: null, tries_left: 5 });
  });

  it('refuses an unknown reference, another number and an expired code', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const code = await latestOtp(context.database.orm, mobile);
    expect((await post(verifyOtp, { Mobile_No: mobile, Ref_Id: 'nope', Otp: code })).code).toBe('OTP_INVALID');
    expect((await post(verifyOtp, { Mobile_No: uniqueMobile(), Ref_Id: refId, Otp: code })).code).toBe('OTP_INVALID');
    await context.database.pool.query(
      "update otp_challenges set expires_at = now() - interval '1 second' where ref_id = $1",
      [refId],
    );
    expect((await post(verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: code })).code).toBe('OTP_EXPIRED');
    expect((await post(verifyOtp, badInput({ Mobile_No: mobile, Ref_Id: refId, Otp: '12ab56' }))).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('holds a resend until the cool-down passes, then the earlier code stops working', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const first = await latestOtp(context.database.orm, mobile);
    expect((await post(resendOtp, { Ref_Id: refId })).code).toBe('OTP_RESEND_TOO_SOON');
    expect((await post(requestOtp, { Mobile_No: mobile })).code).toBe('OTP_RESEND_TOO_SOON');
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    const resent = await post(resendOtp, { Ref_Id: refId });
    expect(resent.statusCode).toBe(200);
    const newRef = resent.data.ref_id;
    expect(newRef).not.toBe(refId);
    expect((await latestMessage(context.database.orm, mobile))?.body).toContain(`Ref: ${resent.data.otp_ref}`);
    expect((await post(verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: first })).code).toBe('OTP_EXPIRED');
    const verified = await post(verifyOtp, {
      Mobile_No: mobile,
      Ref_Id: newRef,
      Otp: await latestOtp(context.database.orm, mobile),
    });
    expect(verified.statusCode).toBe(200);
    expect((await post(resendOtp, { Ref_Id: 'unknown-ref' })).code).toBe('NOT_FOUND');
  });

  it('sends one code to a number asked for 30 times at once through two API processes', async () => {
    const mobile = uniqueMobile();
    const otherApp = await context.buildApp({ ownPool: true });
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, call) =>
          callContract(call % 2 === 0 ? context.app : otherApp, requestOtp, { Mobile_No: mobile }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const refused of responses.filter((response) => response.statusCode !== 200)) {
        expect(refused.statusCode).toBe(429);
        expect(refused.body).toMatchObject({ status: 'error', http_status: 429, code: 'OTP_RESEND_TOO_SOON' });
      }
      expect(await messageCount(context.database.orm, mobile)).toBe(1);
    } finally {
      await otherApp.close();
    }
  });

  it('resends one code when a reference is resent 10 times at once after the cool-down, then the reference is spent', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(resendOtp, { Ref_Id: refId })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 429)]);
    expect(await messageCount(context.database.orm, mobile)).toBe(2);
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    expect((await post(resendOtp, { Ref_Id: refId })).code).toBe('NOT_FOUND');
  });

  it('caps the codes one number receives per hour', async () => {
    const mobile = uniqueMobile();
    for (let sent = 0; sent < 5; sent += 1) {
      await context.database.pool.query(
        "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
        [mobile],
      );
      expect((await post(requestOtp, { Mobile_No: mobile })).statusCode).toBe(200);
    }
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    const sixth = await post(requestOtp, { Mobile_No: mobile });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.code).toBe('RATE_LIMITED');
  });

  it('needs a member session to prove a new number, and refuses a taken one', async () => {
    expect((await post(requestOtp, { Mobile_No: uniqueMobile(), Purpose: 'change_contact' })).code).toBe(
      'UNAUTHORIZED',
    );
    const holder = await createMember(context.database.orm, { loginType: 2, mobileNo: uniqueMobile(), email: null });
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const session = (
      await post(verifyOtp, { Mobile_No: mobile, Ref_Id: refId, Otp: await latestOtp(context.database.orm, mobile) })
    ).data;
    const asRegistering = { as: { token: session.token ?? '' } };
    expect((await post(requestOtp, { Mobile_No: uniqueMobile(), Purpose: 'change_contact' }, asRegistering)).code).toBe(
      'FORBIDDEN',
    );
    const member = await createMember(context.database.orm);
    const asMember = { as: { token: await logIn(context.app, member.email ?? '') } };
    const taken = await post(requestOtp, { Mobile_No: holder.mobileNo ?? '', Purpose: 'change_contact' }, asMember);
    expect(taken.code).toBe('MOBILE_TAKEN');
    const free = await post(requestOtp, { Mobile_No: uniqueMobile(), Purpose: 'change_contact' }, asMember);
    expect(free.data.purpose).toBe('change_contact');
  });
});

describe('SMS per-address limit', () => {
  it('refuses more code requests per minute from one address than configured', async () => {
    const limited = await context.buildApp({
      config: { rateLimit: { globalMax: 10_000, loginMax: 50, checkEmailMax: 50, otpMax: 2, recipientLookupMax: 30 } },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await callContract(limited, requestOtp, { Mobile_No: uniqueMobile() });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
