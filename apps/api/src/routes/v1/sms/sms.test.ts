import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  latestMessage,
  latestOtp,
  logIn,
  messageCount,
  uniqueMobile,
} from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';
import { connectDatabase } from '../../../db/client.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/v1/SMS/${url}`, payload: payload as object, headers });
}

async function requestCode(mobile: string, headers: Record<string, string> = {}) {
  const response = await post('RequestOTP', { Mobile_No: mobile }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.ref_id as string;
}

describe('SMS/VerifyMobileNo', () => {
  it('accepts a free Thai mobile and refuses a taken or malformed one', async () => {
    const free = uniqueMobile();
    expect((await post('VerifyMobileNo', { Mobile_No: free })).json()).toEqual({
      status: 'success',
      data: { mobile_no: free },
    });
    const member = await createMember(context.database.orm, { mobileNo: uniqueMobile() });
    expect((await post('VerifyMobileNo', { Mobile_No: member.mobileNo })).json().code).toBe('MOBILE_TAKEN');
    for (const bad of [{ Mobile_No: '12345' }, { Mobile_No: 812345678 }, {}, { Mobile_No: '0'.repeat(10_000) }]) {
      const response = await post('VerifyMobileNo', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('SMS one-time codes', () => {
  it('sends a 6-digit code in the caller language, stored only as a hash', async () => {
    const mobile = uniqueMobile();
    const response = await post('RequestOTP', { Mobile_No: mobile }, { 'accept-language': 'th' });
    const data = response.json().data;
    expect(data).toMatchObject({
      purpose: 'register',
      recipient_masked: `${mobile.slice(0, 2)}x-xxx-${mobile.slice(-4)}`,
    });
    expect(new Date(data.expires_at).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const message = await latestMessage(context.database.orm, mobile);
    expect(message?.otp).toMatch(/^\d{6}$/);
    expect(message?.body).toContain('รหัส OTP');
    const stored = await context.database.pool.query('select code_hash from otp_challenges where ref_id = $1', [
      data.ref_id,
    ]);
    expect(stored.rows[0].code_hash).not.toContain(message?.otp);
  });

  it('answers a bcrm-register session for a new number and refuses replaying the code', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const code = await latestOtp(context.database.orm, mobile);
    const verified = await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: code });
    expect(verified.json().data).toMatchObject({ ref_id: refId, purpose: 'register', scope: 'bcrm-register' });
    expect(verified.json().data.token).toEqual(expect.any(String));
    const replay = await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: code });
    expect(replay.json().code).toBe('OTP_EXPIRED');
  });

  it('signs an existing member in with a bcrm-member session', async () => {
    const member = await createMember(context.database.orm, { loginType: 2, mobileNo: uniqueMobile() });
    const mobile = member.mobileNo ?? '';
    const refId = await requestCode(mobile);
    const verified = await post('VerifyOTP', {
      Mobile_No: mobile,
      Ref_Id: refId,
      Otp: await latestOtp(context.database.orm, mobile),
    });
    expect(verified.json().data.scope).toBe('bcrm-member');
  });

  it('refuses a wrong code, then locks the number after five, and CheckOTPLock tells until when', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const code = await latestOtp(context.database.orm, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: wrong })).json().code);
    }
    expect(codes).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_LOCKED']);
    const correct = await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: code });
    expect(correct.statusCode).toBe(429);
    expect(correct.json().code).toBe('OTP_LOCKED');
    const lock = await app.inject({ method: 'GET', url: `/api/v1/SMS/CheckOTPLock?Mobile_No=${mobile}` });
    expect(lock.json().data).toMatchObject({ is_locked: true, tries_left: 0 });
    expect(new Date(lock.json().data.locked_until).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await post('RequestOTP', { Mobile_No: mobile })).json().code).toBe('OTP_LOCKED');
  });

  it('tells an unlocked number how many tries are left', async () => {
    const lock = await app.inject({ method: 'GET', url: `/api/v1/SMS/CheckOTPLock?Mobile_No=${uniqueMobile()}` });
    expect(lock.json().data).toEqual({ is_locked: false, locked_until: null, tries_left: 5 });
  });

  it('refuses an unknown reference, another number and an expired code', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const code = await latestOtp(context.database.orm, mobile);
    expect((await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: 'nope', Otp: code })).json().code).toBe('OTP_INVALID');
    expect((await post('VerifyOTP', { Mobile_No: uniqueMobile(), Ref_Id: refId, Otp: code })).json().code).toBe(
      'OTP_INVALID',
    );
    await context.database.pool.query(
      "update otp_challenges set expires_at = now() - interval '1 second' where ref_id = $1",
      [refId],
    );
    expect((await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: code })).json().code).toBe('OTP_EXPIRED');
    expect((await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: '12ab56' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('holds a resend until the cool-down passes, then the earlier code stops working', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const first = await latestOtp(context.database.orm, mobile);
    expect((await post('ResendOTP', { Ref_Id: refId })).json().code).toBe('OTP_RESEND_TOO_SOON');
    expect((await post('RequestOTP', { Mobile_No: mobile })).json().code).toBe('OTP_RESEND_TOO_SOON');
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    const resent = await post('ResendOTP', { Ref_Id: refId });
    expect(resent.statusCode).toBe(200);
    const newRef = resent.json().data.ref_id;
    expect(newRef).not.toBe(refId);
    expect((await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: first })).json().code).toBe('OTP_EXPIRED');
    const verified = await post('VerifyOTP', {
      Mobile_No: mobile,
      Ref_Id: newRef,
      Otp: await latestOtp(context.database.orm, mobile),
    });
    expect(verified.statusCode).toBe(200);
    expect((await post('ResendOTP', { Ref_Id: 'unknown-ref' })).json().code).toBe('NOT_FOUND');
  });

  it('sends one code to a number asked for 30 times at once through two API processes', async () => {
    const mobile = uniqueMobile();
    const otherDatabase = connectDatabase(context.url, { max: 5 });
    const otherApp = await buildTestApp(otherDatabase);
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, call) =>
          (call % 2 === 0 ? app : otherApp).inject({
            method: 'POST',
            url: '/api/v1/SMS/RequestOTP',
            payload: { Mobile_No: mobile },
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const refused of responses.filter((response) => response.statusCode !== 200)) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ status: 'error', http_status: 429, code: 'OTP_RESEND_TOO_SOON' });
      }
      expect(await messageCount(context.database.orm, mobile)).toBe(1);
    } finally {
      await otherApp.close();
      await otherDatabase.close();
    }
  });

  it('resends one code when a reference is resent 10 times at once after the cool-down, then the reference is spent', async () => {
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('ResendOTP', { Ref_Id: refId })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 429)]);
    expect(await messageCount(context.database.orm, mobile)).toBe(2);
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    expect((await post('ResendOTP', { Ref_Id: refId })).json().code).toBe('NOT_FOUND');
  });

  it('caps the codes one number receives per hour', async () => {
    const mobile = uniqueMobile();
    for (let sent = 0; sent < 5; sent += 1) {
      await context.database.pool.query(
        "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
        [mobile],
      );
      expect((await post('RequestOTP', { Mobile_No: mobile })).statusCode).toBe(200);
    }
    await context.database.pool.query(
      "update otp_challenges set resend_available_at = now() - interval '1 second' where recipient = $1",
      [mobile],
    );
    const sixth = await post('RequestOTP', { Mobile_No: mobile });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
  });

  it('needs a member session to prove a new number, and refuses a taken one', async () => {
    expect((await post('RequestOTP', { Mobile_No: uniqueMobile(), Purpose: 'change_contact' })).json().code).toBe(
      'UNAUTHORIZED',
    );
    const holder = await createMember(context.database.orm, { mobileNo: uniqueMobile() });
    const mobile = uniqueMobile();
    const refId = await requestCode(mobile);
    const session = (
      await post('VerifyOTP', { Mobile_No: mobile, Ref_Id: refId, Otp: await latestOtp(context.database.orm, mobile) })
    ).json().data;
    const asRegistering = { authorization: `Bearer ${session.token}` };
    expect(
      (await post('RequestOTP', { Mobile_No: uniqueMobile(), Purpose: 'change_contact' }, asRegistering)).json().code,
    ).toBe('FORBIDDEN');
    const member = await createMember(context.database.orm);
    const asMember = { authorization: `Bearer ${await logIn(app, member.email ?? '')}` };
    const taken = await post('RequestOTP', { Mobile_No: holder.mobileNo, Purpose: 'change_contact' }, asMember);
    expect(taken.json().code).toBe('MOBILE_TAKEN');
    const free = await post('RequestOTP', { Mobile_No: uniqueMobile(), Purpose: 'change_contact' }, asMember);
    expect(free.json().data.purpose).toBe('change_contact');
  });
});

describe('SMS per-address limit', () => {
  it('refuses more code requests per minute from one address than configured', async () => {
    const limited = await buildTestApp(context.database, {
      config: { rateLimit: { globalMax: 10_000, loginMax: 50, checkEmailMax: 50, otpMax: 2 } },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/v1/SMS/RequestOTP',
          payload: { Mobile_No: uniqueMobile() },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
