import {
  getQueueCounts,
  getRules,
  operatorLogin,
  operatorLogout,
  operatorMe,
  operatorTotpDisable,
  operatorTotpEnable,
  operatorTotpSetup,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callAdmin,
  createTestOperator,
  memberToken,
  roleMatrix,
  signInOperator,
  TEST_OPERATOR_PASSWORD,
  totpCodeFor,
} from '../../../../test/admin-kit.js';
import { expectBurstLocksAfterFourAnswers } from '../../../../test/login-burst.js';
import { useTestApp } from '../../../../test/test-app.js';
import { operatorSessions, operators } from '../../../db/schema.js';
import { TERMINAL_ACTOR } from '../../../modules/audit/audit-service.js';
import { updateProgrammeRules } from '../../../modules/rules/rules-service.js';

const context = useTestApp();

function logIn(email: string, password = TEST_OPERATOR_PASSWORD, totp_code?: string) {
  return callAdmin(context.app, operatorLogin, { input: { email, password, ...(totp_code ? { totp_code } : {}) } });
}

describe('operator sign-in', () => {
  it('signs an operator in for eight hours and answers who it is', async () => {
    const operator = await createTestOperator(context.app, 'staff');
    const { status, body } = await logIn(operator.email.toUpperCase());
    expect(status).toBe(200);
    if (body.status !== 'success') throw new Error('sign-in failed');
    const hours = (Date.parse(body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect(body.data.operator).toMatchObject({ id: operator.id, role: 'staff', has_totp: false });
    const me = await callAdmin(context.app, operatorMe, {}, { as: body.data.token });
    expect(me.body).toEqual({ status: 'success', data: body.data.operator });
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const operator = await createTestOperator(context.app, 'admin');
    expect((await logIn(operator.email, 'Wrong1234!')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await logIn('nobody-here@example.com')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('counts parallel guesses before checking them: a burst of 30 gets four answers and locks the account', async () => {
    const operator = await createTestOperator(context.app, 'staff');
    const burst = await Promise.all(Array.from({ length: 30 }, () => logIn(operator.email, 'Wrong1234!')));
    const codes = burst.map(({ body }) => (body.status === 'error' ? body.code : 'success'));
    expectBurstLocksAfterFourAnswers(codes, 'INVALID_CREDENTIALS');
    expect((await logIn(operator.email)).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('locks the account for 15 minutes on the fifth wrong password, even against the right one', async () => {
    const operator = await createTestOperator(context.app, 'admin');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await logIn(operator.email, 'Wrong1234!')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    expect((await logIn(operator.email, 'Wrong1234!')).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await logIn(operator.email)).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const [row] = await context.database.orm.select().from(operators).where(eq(operators.id, operator.id));
    const minutes = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Once the lock has passed, the right password signs in again.
    await context.database.orm
      .update(operators)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(operators.id, operator.id));
    expect((await logIn(operator.email)).status).toBe(200);
  });

  it('answers TOKEN_EXPIRED once the eight hours have passed', async () => {
    const operator = await signInOperator(context.app, 'staff');
    await context.database.orm
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorSessions.operatorId, operator.id));
    expect((await callAdmin(context.app, operatorMe, {}, { as: operator })).body).toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
  });

  it('ends the session on logout', async () => {
    const operator = await signInOperator(context.app, 'staff');
    expect((await callAdmin(context.app, operatorLogout, {}, { as: operator })).body).toEqual({
      status: 'success',
      data: null,
    });
    expect((await callAdmin(context.app, operatorMe, {}, { as: operator })).body).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a member token on admin calls and an operator token on member calls', async () => {
    expect((await callAdmin(context.app, operatorMe, {}, { as: await memberToken(context.app) })).status).toBe(401);
    const operator = await signInOperator(context.app, 'admin');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/Customer/GetCustomerInfo',
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('opens the signed-in calls to staff and admins alike, never without an operator token', async () => {
    for (const call of [operatorMe, operatorLogout, operatorTotpSetup]) {
      expect(await roleMatrix(context.app, call)).toEqual({ noToken: 401, member: 401, staff: 200 });
    }
    for (const call of [operatorTotpEnable, operatorTotpDisable]) {
      const matrix = await roleMatrix(context.app, call, { input: { code: '123456' } });
      expect([matrix.noToken, matrix.member]).toEqual([401, 401]);
      expect(matrix.staff).toBe(409);
    }
  });
});

describe('second factor', () => {
  it('asks for the code once turned on, refuses a wrong one, and signs in with the right one', async () => {
    const operator = await signInOperator(context.app, 'admin');
    const setup = await callAdmin(context.app, operatorTotpSetup, {}, { as: operator });
    if (setup.body.status !== 'success') throw new Error('set-up failed');
    const { secret, otpauth_url } = setup.body.data;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_url).toContain(`secret=${secret}`);
    // Set up but not confirmed: no second factor yet.
    expect((await logIn(operator.email)).status).toBe(200);

    const wrong = await callAdmin(context.app, operatorTotpEnable, { input: { code: '000000' } }, { as: operator });
    expect(wrong.body).toMatchObject({ code: 'OTP_INVALID' });
    const enabled = await callAdmin(
      context.app,
      operatorTotpEnable,
      { input: { code: totpCodeFor(secret) } },
      { as: operator },
    );
    expect(enabled.body).toMatchObject({ status: 'success', data: { has_totp: true } });
    expect((await callAdmin(context.app, operatorTotpSetup, {}, { as: operator })).body).toMatchObject({
      code: 'SECOND_FACTOR_ALREADY_ON',
    });

    expect((await logIn(operator.email)).body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', http_status: 401 });
    expect((await logIn(operator.email, TEST_OPERATOR_PASSWORD, '000000')).body).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    expect((await logIn(operator.email, 'Wrong1234!', totpCodeFor(secret))).body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect((await logIn(operator.email, TEST_OPERATOR_PASSWORD, totpCodeFor(secret))).status).toBe(200);

    const disabled = await callAdmin(
      context.app,
      operatorTotpDisable,
      { input: { code: totpCodeFor(secret) } },
      { as: operator },
    );
    expect(disabled.body).toMatchObject({ status: 'success', data: { has_totp: false } });
    expect((await logIn(operator.email)).status).toBe(200);
  });

  it('counts wrong codes towards the lock, so the six digits cannot be walked through', async () => {
    const operator = await signInOperator(context.app, 'staff');
    const setup = await callAdmin(context.app, operatorTotpSetup, {}, { as: operator });
    if (setup.body.status !== 'success') throw new Error('set-up failed');
    const { secret } = setup.body.data;
    await callAdmin(context.app, operatorTotpEnable, { input: { code: totpCodeFor(secret) } }, { as: operator });
    const codes: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { body } = await logIn(operator.email, TEST_OPERATOR_PASSWORD, '000000');
      codes.push(body.status === 'error' ? body.code : 'success');
      // Asking again without a code, as the sign-in screen's first step does, must not wipe the count.
      const withoutCode = await logIn(operator.email, TEST_OPERATOR_PASSWORD);
      codes.push(withoutCode.body.status === 'error' ? withoutCode.body.code : 'success');
    }
    expect(codes).toEqual([
      ...Array(4).fill(['SECOND_FACTOR_INVALID', 'SECOND_FACTOR_REQUIRED']).flat(),
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect((await logIn(operator.email, TEST_OPERATOR_PASSWORD, totpCodeFor(secret))).body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
  });
});

describe('a second factor compulsory for admins (issue 35)', () => {
  it('limits an admin without one to setting it up while the rule says so, and no one else', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const staff = await signInOperator(context.app, 'staff');
    const setRule = (adminSecondFactorRequired: number) =>
      updateProgrammeRules(context.db, context.app.deps.caches, TERMINAL_ACTOR, { adminSecondFactorRequired });
    await setRule(1);
    try {
      const refused = await callAdmin(context.app, getQueueCounts, {}, { as: admin });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });
      expect((await callAdmin(context.app, getRules, {}, { as: admin })).status).toBe(403);
      // Staff are not admins: the rule does not reach them.
      expect((await callAdmin(context.app, getQueueCounts, {}, { as: staff })).status).toBe(200);
      // The admin's own session stays open: who they are, and setting the factor up.
      expect((await callAdmin(context.app, operatorMe, {}, { as: admin })).status).toBe(200);
      const setup = await callAdmin(context.app, operatorTotpSetup, {}, { as: admin });
      if (setup.body.status !== 'success') throw new Error('set-up failed');
      const code = totpCodeFor(setup.body.data.secret);
      const enabled = await callAdmin(context.app, operatorTotpEnable, { input: { code } }, { as: admin });
      expect(enabled.body).toMatchObject({ status: 'success', data: { has_totp: true } });
      expect((await callAdmin(context.app, getQueueCounts, {}, { as: admin })).status).toBe(200);

      const another = await signInOperator(context.app, 'admin');
      await setRule(0);
      expect((await callAdmin(context.app, getQueueCounts, {}, { as: another })).status).toBe(200);
    } finally {
      await setRule(0);
    }
  });
});
