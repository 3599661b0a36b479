import { checkUserEmail, getCustomerInfo, loginEmail, logout as logoutCall } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { badInput, callContract, outcomeOf } from '../../../../test/call-contract.js';
import {
  createMember,
  logIn,
  TEST_PASSWORD,
  typedFormsOf,
  uniqueEmail,
  uniqueMobile,
} from '../../../../test/factories.js';
import { expectBurstLocksAfterFourAnswers } from '../../../../test/login-burst.js';
import { useTestApp } from '../../../../test/test-app.js';
import { members } from '../../../db/schema.js';

const context = useTestApp();

function login(Email: string, Password: string) {
  return callContract(context.app, loginEmail, { Email, Password });
}

describe('LoginEmail', () => {
  it('signs a member in with e-mail and password and answers a session token', async () => {
    const member = await createMember(context.database.orm);
    const response = await login(member.email?.toUpperCase() ?? '', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response;
    expect(data.scope).toBe('bcrm-member');
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({ sub: String(member.id), scope: 'bcrm-member' });
    expect(claims.jti).toBeTruthy();
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 60 * 60);
    expect(new Date(data.expires_at).getTime()).toBe((claims.exp ?? 0) * 1000);
  });

  it('remembers the language the member signs in with, which their LINE messages and e-mails are written in', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, { language: 'th' });
    const email = member.email ?? '';

    await callContract(context.app, loginEmail, { Email: email, Password: TEST_PASSWORD }, { language: 'en' });
    const [english] = await orm.select({ language: members.language }).from(members).where(eq(members.id, member.id));
    await callContract(context.app, loginEmail, { Email: email, Password: TEST_PASSWORD }, { language: 'th' });
    await callContract(context.app, loginEmail, { Email: email, Password: TEST_PASSWORD });
    const [thai] = await orm.select({ language: members.language }).from(members).where(eq(members.id, member.id));

    expect(english?.language).toBe('en');
    // The last sign-in stated no language: the one the member chose before stays.
    expect(thai?.language).toBe('th');
  });

  it('answers the same INVALID_CREDENTIALS for a wrong password and an unknown member', async () => {
    const member = await createMember(context.database.orm);
    const wrong = await login(member.email ?? '', 'Wrong-password-1');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('locks the account after five failures, even against the right password', async () => {
    const member = await createMember(context.database.orm);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) codes.push(outcomeOf(await login(member.email ?? '', 'Nope-123')));
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
    ]);
    const locked = await login(member.email ?? '', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('counts parallel guesses before checking them: a burst of 24 gets four answers and locks the account', async () => {
    const member = await createMember(context.database.orm);
    const burst = await Promise.all(Array.from({ length: 24 }, () => login(member.email ?? '', 'Nope-123')));
    expectBurstLocksAfterFourAnswers(burst.map(outcomeOf), 'INVALID_CREDENTIALS');
    expect(outcomeOf(await login(member.email ?? '', TEST_PASSWORD))).toBe('ACCOUNT_LOCKED');
  });

  it('signs the right password in on several devices at once without locking the account', async () => {
    const member = await createMember(context.database.orm);
    const devices = await Promise.all(Array.from({ length: 4 }, () => login(member.email ?? '', TEST_PASSWORD)));
    expect(devices.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(outcomeOf(await login(member.email ?? '', 'Nope-123'))).toBe('INVALID_CREDENTIALS');
  });

  it('starts the failure count again after a successful log-in', async () => {
    const member = await createMember(context.database.orm);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(member.email ?? '', 'Nope-123');
    expect((await login(member.email ?? '', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(member.email ?? '', 'Nope-123')).code).toBe('INVALID_CREDENTIALS');
  });

  it('signs a login-type-2 member in with the mobile number in the Email field', async () => {
    const mobile = uniqueMobile();
    await createMember(context.database.orm, { loginType: 2, mobileNo: mobile, email: null });
    for (const typed of [mobile, ...typedFormsOf(mobile)]) {
      const response = await login(typed, TEST_PASSWORD);
      expect(response.statusCode, typed).toBe(200);
      expect(response.data.scope).toBe('bcrm-member');
    }
  });

  it('does not sign a login-type-1 member in by mobile', async () => {
    const mobile = uniqueMobile();
    await createMember(context.database.orm, { loginType: 1, mobileNo: mobile });
    expect((await login(mobile, TEST_PASSWORD)).code).toBe('INVALID_CREDENTIALS');
  });

  it('gives a canceled member a bcrm-canceled session (SPEC §4 token scope)', async () => {
    const member = await createMember(context.database.orm, { status: 'canceled' });
    expect((await login(member.email ?? '', TEST_PASSWORD)).data.scope).toBe('bcrm-canceled');
  });

  it('answers MEMBER_MERGED to a merged member with the right password', async () => {
    const member = await createMember(context.database.orm, { status: 'merged' });
    expect((await login(member.email ?? '', TEST_PASSWORD)).code).toBe('MEMBER_MERGED');
  });

  it('refuses an empty password as VALIDATION_FAILED', async () => {
    const response = await callContract(
      context.app,
      loginEmail,
      badInput({ Email: 'someone@example.com', Password: '' }),
    );
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Password' }] });
  });
});

describe('CheckUserEmail', () => {
  function check(Email: string) {
    return callContract(context.app, checkUserEmail, { Email });
  }

  it('tells a registered member with a password apart from an unknown e-mail', async () => {
    const member = await createMember(context.database.orm);
    expect((await check(` ${member.email?.toUpperCase()} `)).data).toEqual({
      is_registered: true,
      is_set_password: true,
    });
    expect((await check(uniqueEmail('unknown'))).data).toEqual({ is_registered: false, is_set_password: false });
  });

  it('reports a member who has no password yet', async () => {
    const member = await createMember(context.database.orm, { password: null });
    expect((await check(member.email ?? '')).data).toEqual({ is_registered: true, is_set_password: false });
  });
});

describe('Logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(context.app, member.email ?? '');
    const logout = await callContract(context.app, logoutCall, {}, { as: { token } });
    expect(logout.body).toEqual({ status: 'success', data: null });
    const after = await callContract(context.app, getCustomerInfo, {}, { as: { token } });
    expect(after.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('accepts a JSON content type with an empty body', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(context.app, member.email ?? '');
    const response = await callContract(context.app, logoutCall, badInput(''), {
      as: { token },
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await callContract(context.app, logoutCall);
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
