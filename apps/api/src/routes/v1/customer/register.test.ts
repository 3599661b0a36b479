import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, latestMessage, uniqueEmail, uniqueMobile, validThaiIdCard } from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

async function registerToken(channel: 'sms' | 'email', recipient: string): Promise<string> {
  const [request, verify, field] =
    channel === 'sms'
      ? ['SMS/RequestOTP', 'SMS/VerifyOTP', 'Mobile_No']
      : ['Mail/RequestOTPByEmail', 'Mail/VerifyOTPByEmail', 'Email'];
  const requested = await app.inject({ method: 'POST', url: `/api/v1/${request}`, payload: { [field]: recipient } });
  const message = await latestMessage(context.database.orm, recipient);
  const verified = await app.inject({
    method: 'POST',
    url: `/api/v1/${verify}`,
    payload: { [field]: recipient, Ref_Id: requested.json().data.ref_id, Otp: message?.otp },
  });
  return verified.json().data.token;
}

function register(token: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/Customer/Register',
    payload,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

const thaiDraft = () => ({
  National_Type: 'thai',
  Gov_Id_Ref: validThaiIdCard(),
  First_Name: 'สมชาย',
  Last_Name: 'ใจดี',
  Gender: 'male',
  Birth_Year: 1990,
  Password: 'Welcome123',
  Accept_Consentandpolicy: true,
  Accept_Newsandpromotions: true,
});

describe('Customer/Register', () => {
  it('makes a Thai member from a verified mobile and answers a bcrm-member session', async () => {
    const mobile = uniqueMobile();
    const token = await registerToken('sms', mobile);
    const response = await register(token, thaiDraft());
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.scope).toBe('bcrm-member');
    expect(data.mbk_member_id).toMatch(/^CR\d{8}$/);
    const info = await app.inject({
      method: 'GET',
      url: '/api/v1/Customer/GetCustomerInfo',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(info.json().data).toMatchObject({
      login_type: 2,
      mobile_no: mobile,
      gov_id_type: 'id_card',
      is_set_password: true,
      accept_consentandpolicy: true,
      accept_newsandpromotions: true,
      accept_preferenceandinterest: false,
    });
    expect((await register(token, thaiDraft())).json().code).toBe('UNAUTHORIZED');
  });

  it('makes a foreigner from a verified e-mail and records the friend referral', async () => {
    const referrer = await createMember(context.database.orm);
    const email = uniqueEmail('foreigner');
    const token = await registerToken('email', email);
    const response = await register(token, {
      ...thaiDraft(),
      National_Type: 'foreigner',
      Gov_Id_Ref: `P${Date.now()}`.slice(0, 9),
      Ref: referrer.mbkMemberId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await context.database.pool.query('select referrer_id from referrals where referrer_id = $1', [
      referrer.id,
    ]);
    expect(rows.rowCount).toBe(1);
  });

  it('accepts an Idempotency-Key, and a retry after success finds the registration session ended', async () => {
    const token = await registerToken('sms', uniqueMobile());
    const draft = thaiDraft();
    const key = { 'idempotency-key': 'register-attempt-1' };
    const first = await register(token, draft, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await register(token, draft, key);
    expect(again.statusCode).toBe(401);
  });

  it('refuses a document that does not match the verified identity, taken ids and unknown referrals', async () => {
    const token = await registerToken('sms', uniqueMobile());
    const foreigner = await register(token, { ...thaiDraft(), National_Type: 'foreigner', Gov_Id_Ref: 'AB1234567' });
    expect(foreigner.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'National_Type' }] });
    const badCard = await register(token, { ...thaiDraft(), Gov_Id_Ref: '1234567890123' });
    expect(badCard.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const holder = await createMember(context.database.orm, { govIdRef: validThaiIdCard() });
    expect((await register(token, { ...thaiDraft(), Gov_Id_Ref: holder.govIdRef })).json().code).toBe('GOV_ID_TAKEN');
    expect((await register(token, { ...thaiDraft(), Ref: 'CR99999999' })).json().code).toBe('REFERRAL_INVALID');
    const other = await createMember(context.database.orm);
    expect((await register(token, { ...thaiDraft(), Email: other.email })).json().code).toBe('EMAIL_TAKEN');
    expect((await register(token, { ...thaiDraft(), Accept_Consentandpolicy: false })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await register(token, { ...thaiDraft(), First_Name: 'x'.repeat(100_000) })).statusCode).toBe(400);
  });

  it('is closed to members and to callers without a session', async () => {
    const member = await createMember(context.database.orm, { mobileNo: uniqueMobile(), loginType: 2 });
    const memberToken = await registerToken('sms', member.mobileNo ?? '');
    expect((await register(memberToken, thaiDraft())).json().code).toBe('FORBIDDEN');
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/Customer/Register', payload: thaiDraft() });
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
  });
});
