import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, logIn, TEST_PASSWORD, uniqueEmail, uniqueMobile } from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

function login(Email: string, Password: string) {
  return app.inject({ method: 'POST', url: '/api/v1/authentication/LoginEmail', payload: { Email, Password } });
}

describe('LoginEmail', () => {
  it('signs a member in with e-mail and password and answers a session token', async () => {
    const member = await createMember(context.database.orm);
    const response = await login(member.email?.toUpperCase() ?? '', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.scope).toBe('bcrm-member');
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({ sub: String(member.id), scope: 'bcrm-member' });
    expect(claims.jti).toBeTruthy();
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 60 * 60);
    expect(new Date(data.expires_at).getTime()).toBe((claims.exp ?? 0) * 1000);
  });

  it('answers the same INVALID_CREDENTIALS for a wrong password and an unknown member', async () => {
    const member = await createMember(context.database.orm);
    const wrong = await login(member.email ?? '', 'Wrong-password-1');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('locks the account after five failures, even against the right password', async () => {
    const member = await createMember(context.database.orm);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      codes.push((await login(member.email ?? '', 'Nope-123')).json().code);
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
    ]);
    const locked = await login(member.email ?? '', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('starts the failure count again after a successful log-in', async () => {
    const member = await createMember(context.database.orm);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(member.email ?? '', 'Nope-123');
    expect((await login(member.email ?? '', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(member.email ?? '', 'Nope-123')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('signs a login-type-2 member in with the mobile number in the Email field', async () => {
    const mobile = uniqueMobile();
    await createMember(context.database.orm, { loginType: 2, mobileNo: mobile, email: null });
    const response = await login(`${mobile.slice(0, 3)}-${mobile.slice(3)}`, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.scope).toBe('bcrm-member');
  });

  it('does not sign a login-type-1 member in by mobile', async () => {
    const mobile = uniqueMobile();
    await createMember(context.database.orm, { loginType: 1, mobileNo: mobile });
    expect((await login(mobile, TEST_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('gives a canceled member a bcrm-canceled session (SPEC §4 token scope)', async () => {
    const member = await createMember(context.database.orm, { status: 'canceled' });
    expect((await login(member.email ?? '', TEST_PASSWORD)).json().data.scope).toBe('bcrm-canceled');
  });

  it('answers MEMBER_MERGED to a merged member with the right password', async () => {
    const member = await createMember(context.database.orm, { status: 'merged' });
    expect((await login(member.email ?? '', TEST_PASSWORD)).json().code).toBe('MEMBER_MERGED');
  });

  it('refuses an empty password as VALIDATION_FAILED', async () => {
    const response = await login('someone@example.com', '');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Password' }] });
  });
});

describe('CheckUserEmail', () => {
  function check(Email: string) {
    return app.inject({ method: 'POST', url: '/api/v1/authentication/CheckUserEmail', payload: { Email } });
  }

  it('tells a registered member with a password apart from an unknown e-mail', async () => {
    const member = await createMember(context.database.orm);
    expect((await check(` ${member.email?.toUpperCase()} `)).json().data).toEqual({
      is_registered: true,
      is_set_password: true,
    });
    expect((await check(uniqueEmail('unknown'))).json().data).toEqual({ is_registered: false, is_set_password: false });
  });

  it('reports a member who has no password yet', async () => {
    const member = await createMember(context.database.orm, { password: null });
    expect((await check(member.email ?? '')).json().data).toEqual({ is_registered: true, is_set_password: false });
  });
});

describe('Logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(app, member.email ?? '');
    const headers = { authorization: `Bearer ${token}` };
    const logout = await app.inject({ method: 'POST', url: '/api/v1/authentication/Logout', headers });
    expect(logout.json()).toEqual({ status: 'success', data: null });
    const after = await app.inject({ method: 'GET', url: '/api/v1/Customer/GetCustomerInfo', headers });
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('accepts a JSON content type with an empty body', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(app, member.email ?? '');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/authentication/Logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/authentication/Logout' });
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
