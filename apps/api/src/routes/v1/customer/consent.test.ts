import { type CallInput, checkConsent, getConsent, updateConsent } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract } from '../../../../test/call-contract.js';
import { createMember, logIn, sessionTokenFor } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { consentDocuments, consentHistory } from '../../../db/schema.js';

const context = useTestApp();

async function memberToken() {
  const member = await createMember(context.database.orm);
  return { member, token: await logIn(context.app, member.email ?? '') };
}

const choices = (overrides: Partial<CallInput<typeof updateConsent>> = {}): CallInput<typeof updateConsent> => ({
  Accept_Consentandpolicy: true,
  Accept_Newsandpromotions: true,
  Accept_Preferenceandinterest: false,
  Policy_Version: '1.0',
  Terms_Version: '1.0',
  ...overrides,
});

function update(token: string, input: CallInput<typeof updateConsent> | BadInput) {
  return callContract(context.app, updateConsent, input, { as: { token } });
}

describe('Customer/GetConsent', () => {
  it('serves the current policy and terms in both languages without a session', async () => {
    const response = await callContract(context.app, getConsent, {});
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data.member).toBeNull();
    expect(data.policy).toMatchObject({ kind: 'policy', version: '1.0', title_en: 'Privacy Policy' });
    expect(data.policy.body_th).toContain('พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล');
    expect(data.terms).toMatchObject({ kind: 'terms', version: '1.0', title_th: 'ข้อกำหนดและเงื่อนไข' });
  });

  it('adds the signed-in member’s own choices', async () => {
    const { token } = await memberToken();
    await update(token, choices());
    const data = (await callContract(context.app, getConsent, {}, { as: { token } })).data;
    expect(data.member).toMatchObject({
      accept_consentandpolicy: true,
      accept_newsandpromotions: true,
      accept_preferenceandinterest: false,
      policy_version: '1.0',
      terms_version: '1.0',
    });
  });

  it('refuses a forged token instead of ignoring it', async () => {
    const response = await callContract(context.app, getConsent, {}, { as: { token: 'not.a.token' } });
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });
});

describe('Customer/UpdateConsent', () => {
  it('records the choices with their versions and keeps every change in the history', async () => {
    const { member, token } = await memberToken();
    expect((await update(token, choices())).statusCode).toBe(200);
    const second = await update(
      token,
      choices({ Accept_Newsandpromotions: false, Accept_Preferenceandinterest: true }),
    );
    expect(second.data).toMatchObject({ accept_newsandpromotions: false, accept_preferenceandinterest: true });
    const history = await context.database.orm
      .select()
      .from(consentHistory)
      .where(eq(consentHistory.memberId, member.id));
    expect(history.map((row) => row.acceptNewsAndPromotions)).toEqual([true, false]);
    expect(history.every((row) => row.policyVersion === '1.0' && row.termsVersion === '1.0')).toBe(true);
  });

  it('refuses a version that is not the current one, naming the field', async () => {
    const { token } = await memberToken();
    const response = await update(token, choices({ Terms_Version: '0.9' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Terms_Version' }] });
  });

  it('refuses withdrawing the policy consent and wrong types', async () => {
    const { token } = await memberToken();
    for (const payload of [
      { ...choices(), Accept_Consentandpolicy: false },
      { ...choices(), Accept_Newsandpromotions: 'yes' },
      choices({ Policy_Version: 'x'.repeat(5000) }),
      {},
    ]) {
      const response = await update(token, badInput(payload));
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a member session: none is 401, a registration one is 403', async () => {
    expect((await callContract(context.app, updateConsent, choices())).statusCode).toBe(401);
    const pending = await createMember(context.database.orm, { status: 'pending', password: null });
    const response = await update(await sessionTokenFor(context.database.orm, pending), choices());
    expect(response.statusCode).toBe(403);
    expect(response.code).toBe('FORBIDDEN');
  });
});

describe('Customer/CheckConsent', () => {
  it('asks a member who never consented, and not once they did', async () => {
    const { token } = await memberToken();
    const before = await callContract(context.app, checkConsent, {}, { as: { token } });
    expect(before.data).toMatchObject({
      must_consent: true,
      policy_version: '1.0',
      consented_policy_version: null,
    });
    await update(token, choices());
    const after = await callContract(context.app, checkConsent, {}, { as: { token } });
    expect(after.data).toMatchObject({ must_consent: false, consented_terms_version: '1.0' });
  });

  it('asks again once a newer policy is published, and accepts only that version', async () => {
    const { token } = await memberToken();
    await update(token, choices());
    await context.database.orm.insert(consentDocuments).values({
      kind: 'policy',
      version: '2.0',
      titleTh: 'นโยบายความเป็นส่วนตัว',
      titleEn: 'Privacy Policy',
      bodyTh: 'ฉบับใหม่',
      bodyEn: 'New version',
      publishedAt: new Date(),
    });
    const check = await callContract(context.app, checkConsent, {}, { as: { token } });
    expect(check.data).toMatchObject({
      must_consent: true,
      policy_version: '2.0',
      consented_policy_version: '1.0',
    });
    expect((await update(token, choices())).code).toBe('VALIDATION_FAILED');
    expect((await update(token, choices({ Policy_Version: '2.0' }))).data.policy_version).toBe('2.0');
  });

  it('asks again for newer terms too, naming the versions the member agreed to', async () => {
    const { token } = await memberToken();
    const current = (await callContract(context.app, checkConsent, {}, { as: { token } })).data;
    await update(token, choices({ Policy_Version: current.policy_version, Terms_Version: current.terms_version }));
    await context.database.orm.insert(consentDocuments).values({
      kind: 'terms',
      version: '1.1',
      titleTh: 'ข้อกำหนดและเงื่อนไข',
      titleEn: 'Terms and Conditions',
      bodyTh: 'ฉบับแก้ไข',
      bodyEn: 'Amended',
      publishedAt: new Date(),
    });
    const check = await callContract(context.app, checkConsent, {}, { as: { token } });
    expect(check.data).toEqual({
      must_consent: true,
      policy_version: current.policy_version,
      terms_version: '1.1',
      consented_policy_version: current.policy_version,
      consented_terms_version: current.terms_version,
    });
  });

  it('does not ask for a version published for a later date until that date (DESIGN §16: once effective)', async () => {
    const { token } = await memberToken();
    const current = (await callContract(context.app, checkConsent, {}, { as: { token } })).data;
    await update(token, choices({ Policy_Version: current.policy_version, Terms_Version: current.terms_version }));
    await context.database.orm.insert(consentDocuments).values({
      kind: 'policy',
      version: '9.0',
      titleTh: 'นโยบายความเป็นส่วนตัว',
      titleEn: 'Privacy Policy',
      bodyTh: 'ฉบับถัดไป',
      bodyEn: 'Next version',
      publishedAt: new Date(Date.now() + 24 * 3600_000),
    });
    const check = await callContract(context.app, checkConsent, {}, { as: { token } });
    expect(check.data).toMatchObject({ must_consent: false, policy_version: current.policy_version });
    expect((await callContract(context.app, getConsent, {})).data.policy.version).toBe(current.policy_version);
    const early = await update(token, choices({ Policy_Version: '9.0', Terms_Version: current.terms_version }));
    expect(early.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Policy_Version' }] });
  });

  it('answers suspended and blocked members, and refuses callers without a member session', async () => {
    for (const status of ['suspended', 'blocked'] as const) {
      const member = await createMember(context.database.orm, { status });
      const response = await callContract(
        context.app,
        checkConsent,
        {},
        {
          as: { token: await sessionTokenFor(context.database.orm, member) },
        },
      );
      expect(response.statusCode, status).toBe(200);
      expect(response.data.must_consent).toBe(true);
    }
    const signedOut = await callContract(context.app, checkConsent, {});
    expect(signedOut.body).toMatchObject({ status: 'error', http_status: 401, code: 'UNAUTHORIZED' });
    const pending = await createMember(context.database.orm, { status: 'pending', password: null });
    const registering = await callContract(
      context.app,
      checkConsent,
      {},
      {
        as: { token: await sessionTokenFor(context.database.orm, pending) },
      },
    );
    expect(registering.body).toMatchObject({ http_status: 403, code: 'FORBIDDEN' });
  });

  it('refuses a forged or malformed session and a wrong method with the envelope', async () => {
    const url = '/api/v1/Customer/CheckConsent';
    for (const authorization of ['Bearer not.a.token', 'Bearer', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(5000)}`]) {
      const response = await context.app.inject({ url, headers: { authorization } });
      expect(response.statusCode, authorization.slice(0, 20)).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    }
    const { token } = await memberToken();
    const posted = await context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });
    expect(posted.statusCode).toBe(405);
    expect(posted.json()).toMatchObject({ status: 'error', http_status: 405 });
  });
});
