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
import { readOutbox } from '../../../modules/outbox/outbox-service.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

const NEW_PASSWORD = 'Fresh5678pass';

function post(action: string, payload: object, token?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/Customer/${action}`,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
}

function profile(token: string) {
  return app.inject({ url: '/api/v1/Customer/GetCustomerInfo', headers: bearer(token) });
}

async function signedIn() {
  const member = await createMember(context.database.orm);
  return { member, token: await logIn(app, member.email ?? '') };
}

async function resetTokenFrom(recipient: string): Promise<string> {
  const message = await latestMessage(context.database.orm, recipient);
  const match = /emailFgPassword=([\w-]+)/.exec(message?.body ?? '');
  if (!match?.[1]) throw new Error(`No reset link in ${message?.body}`);
  return match[1];
}

describe('Customer/ChangePassword', () => {
  it('changes the password, ends every other session and answers a fresh one', async () => {
    const { member, token } = await signedIn();
    const otherDevice = await logIn(app, member.email ?? '');
    const response = await post(
      'ChangePassword',
      { Current_Password: TEST_PASSWORD, New_Password: NEW_PASSWORD },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json().data.token;
    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await profile(token)).json().code).toBe('UNAUTHORIZED');
    expect((await profile(otherDevice)).json().code).toBe('UNAUTHORIZED');
    await expect(logIn(app, member.email ?? '', NEW_PASSWORD)).resolves.toBeTypeOf('string');
  });

  it('answers PASSWORD_INCORRECT, then ACCOUNT_LOCKED on the fifth wrong password', async () => {
    const { token } = await signedIn();
    const wrong = { Current_Password: 'not-it-1', New_Password: NEW_PASSWORD };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await post('ChangePassword', wrong, token)).json().code).toBe('PASSWORD_INCORRECT');
    }
    expect((await post('ChangePassword', wrong, token)).json().code).toBe('ACCOUNT_LOCKED');
    const right = await post('ChangePassword', { Current_Password: TEST_PASSWORD, New_Password: NEW_PASSWORD }, token);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('answers PASSWORD_NOT_SET to a member without one and refuses weak or huge passwords', async () => {
    const member = await createMember(context.database.orm, { password: null });
    const token = await sessionTokenFor(context.database.orm, member);
    const response = await post('ChangePassword', { Current_Password: 'anything1', New_Password: NEW_PASSWORD }, token);
    expect(response.json().code).toBe('PASSWORD_NOT_SET');
    for (const New_Password of ['short1', 'onlyletters', '12345678901', `a1${'x'.repeat(200)}`, 12345678]) {
      const weak = await post('ChangePassword', { Current_Password: TEST_PASSWORD, New_Password }, token);
      expect(weak.json().code, String(New_Password)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('Customer/ConfirmPassword', () => {
  it('confirms the right password and refuses a wrong one', async () => {
    const { token } = await signedIn();
    expect((await post('ConfirmPassword', { Password: TEST_PASSWORD }, token)).json().data).toEqual({
      confirmed: true,
    });
    const wrong = await post('ConfirmPassword', { Password: 'wrong-one' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    expect((await post('ConfirmPassword', {}, token)).json().code).toBe('VALIDATION_FAILED');
    expect((await post('ConfirmPassword', { Password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});

describe('Customer/SetPassword', () => {
  it('sets a first password once; a second time answers PASSWORD_ALREADY_SET', async () => {
    const mobile = uniqueMobile();
    const member = await createMember(context.database.orm, {
      loginType: 2,
      email: null,
      mobileNo: mobile,
      password: null,
    });
    const token = await sessionTokenFor(context.database.orm, member);
    expect((await profile(token)).json().data.is_set_password).toBe(false);
    expect((await post('SetPassword', { New_Password: NEW_PASSWORD }, token)).json()).toEqual({
      status: 'success',
      data: null,
    });
    expect((await profile(token)).json().data.is_set_password).toBe(true);
    await expect(logIn(app, mobile, NEW_PASSWORD)).resolves.toBeTypeOf('string');
    const again = await post('SetPassword', { New_Password: 'Another123' }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PASSWORD_ALREADY_SET');
  });
});

describe('Customer/ForgetPassword and Customer/ResetPassword', () => {
  it('e-mails a reset link in the member’s language that sets the password once and ends sessions', async () => {
    const { member, token } = await signedIn();
    const email = member.email ?? '';
    const asked = await post('ForgetPassword', { Email: email.toUpperCase() }, undefined, { 'accept-language': 'th' });
    expect(asked.json()).toEqual({ status: 'success', data: null });
    const message = await latestMessage(context.database.orm, email);
    expect(message?.subject).toBe('ตั้งรหัสผ่านชบา รีวอร์ดใหม่');
    expect(message?.body).toContain('http://app.test/reset-password?emailFgPassword=');
    const resetToken = await resetTokenFrom(email);
    expect((await post('ResetPassword', { Token: resetToken, New_Password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await profile(token)).json().code).toBe('UNAUTHORIZED');
    await expect(logIn(app, email, NEW_PASSWORD)).resolves.toBeTypeOf('string');
    const replay = await post('ResetPassword', { Token: resetToken, New_Password: 'Again12345' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('RESET_LINK_INVALID');
  });

  it('texts the link to a mobile member without e-mail', async () => {
    const mobile = uniqueMobile();
    await createMember(context.database.orm, { loginType: 2, email: null, mobileNo: mobile });
    await post('ForgetPassword', { Email: mobile });
    await expect(resetTokenFrom(mobile)).resolves.toMatch(/^[\w-]{40,}$/);
  });

  it('answers the same for an unknown member and sends nothing', async () => {
    const response = await post('ForgetPassword', { Email: 'nobody-here@example.com' });
    expect(response.json()).toEqual({ status: 'success', data: null });
    expect(await readOutbox(context.database.orm, { recipient: 'nobody-here@example.com', limit: 1 })).toEqual([]);
  });

  it('sends at most three links an hour to one member', async () => {
    const { member } = await signedIn();
    for (let attempt = 0; attempt < 5; attempt += 1) await post('ForgetPassword', { Email: member.email });
    expect(await readOutbox(context.database.orm, { recipient: member.email ?? '', limit: 10 })).toHaveLength(3);
  });

  it('refuses unknown tokens, a link once the password changed, and bad input', async () => {
    const { member, token } = await signedIn();
    await post('ForgetPassword', { Email: member.email });
    const resetToken = await resetTokenFrom(member.email ?? '');
    await post('ChangePassword', { Current_Password: TEST_PASSWORD, New_Password: NEW_PASSWORD }, token);
    expect((await post('ResetPassword', { Token: resetToken, New_Password: 'Again12345' })).json().code).toBe(
      'RESET_LINK_INVALID',
    );
    expect((await post('ResetPassword', { Token: 'x'.repeat(43), New_Password: 'Again12345' })).json().code).toBe(
      'RESET_LINK_INVALID',
    );
    for (const payload of [{}, { Token: 'short', New_Password: 'Again12345' }, { Token: 'x'.repeat(5000) }]) {
      expect((await post('ResetPassword', payload)).json().code).toBe('VALIDATION_FAILED');
    }
    expect((await post('ForgetPassword', { Email: 'x'.repeat(300) })).json().code).toBe('VALIDATION_FAILED');
  });
});
