import {
  type CallContract,
  type CallInput,
  changePassword,
  confirmPassword,
  forgetPassword,
  getCustomerInfo,
  resetPassword,
  setPassword,
} from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, type CallOptions, callContract } from '../../../../test/call-contract.js';
import {
  createMember,
  latestMessage,
  logIn,
  sessionTokenFor,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueMobile,
} from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { readOutbox } from '../../../modules/outbox/outbox-service.js';

const context = useTestApp();

const NEW_PASSWORD = 'Fresh5678pass';

function post<C extends CallContract>(
  call: C,
  input: CallInput<C> | BadInput,
  token?: string,
  options: CallOptions = {},
) {
  return callContract(context.app, call, input, { ...(token ? { as: { token } } : {}), ...options });
}

function profile(token: string) {
  return callContract(context.app, getCustomerInfo, {}, { as: { token } });
}

async function signedIn() {
  const member = await createMember(context.database.orm);
  return { member, token: await logIn(context.app, member.email ?? '') };
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
    const otherDevice = await logIn(context.app, member.email ?? '');
    const response = await post(changePassword, { Current_Password: TEST_PASSWORD, New_Password: NEW_PASSWORD }, token);
    expect(response.statusCode, response.text).toBe(200);
    const fresh = response.data.token;
    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await profile(token)).code).toBe('UNAUTHORIZED');
    expect((await profile(otherDevice)).code).toBe('UNAUTHORIZED');
    await expect(logIn(context.app, member.email ?? '', NEW_PASSWORD)).resolves.toBeTypeOf('string');
  });

  it('answers PASSWORD_INCORRECT, then ACCOUNT_LOCKED on the fifth wrong password', async () => {
    const { token } = await signedIn();
    const wrong = { Current_Password: 'not-it-1', New_Password: NEW_PASSWORD };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await post(changePassword, wrong, token)).code).toBe('PASSWORD_INCORRECT');
    }
    expect((await post(changePassword, wrong, token)).code).toBe('ACCOUNT_LOCKED');
    const right = await post(changePassword, { Current_Password: TEST_PASSWORD, New_Password: NEW_PASSWORD }, token);
    expect(right.code).toBe('ACCOUNT_LOCKED');
  });

  it('answers PASSWORD_NOT_SET to a member without one and refuses weak or huge passwords', async () => {
    const member = await createMember(context.database.orm, { password: null });
    const token = await sessionTokenFor(context.database.orm, member);
    const response = await post(changePassword, { Current_Password: 'anything1', New_Password: NEW_PASSWORD }, token);
    expect(response.code).toBe('PASSWORD_NOT_SET');
    for (const New_Password of ['short1', 'onlyletters', '12345678901', `a1${'x'.repeat(200)}`, 12345678]) {
      const weak = await post(changePassword, badInput({ Current_Password: TEST_PASSWORD, New_Password }), token);
      expect(weak.code, String(New_Password)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('Customer/ConfirmPassword', () => {
  it('confirms the right password and refuses a wrong one', async () => {
    const { token } = await signedIn();
    expect((await post(confirmPassword, { Password: TEST_PASSWORD }, token)).data).toEqual({
      confirmed: true,
    });
    const wrong = await post(confirmPassword, { Password: 'wrong-one' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.code).toBe('PASSWORD_INCORRECT');
    expect((await post(confirmPassword, badInput({}), token)).code).toBe('VALIDATION_FAILED');
    expect((await post(confirmPassword, { Password: TEST_PASSWORD })).statusCode).toBe(401);
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
    expect((await profile(token)).data.is_set_password).toBe(false);
    expect((await post(setPassword, { New_Password: NEW_PASSWORD }, token)).body).toEqual({
      status: 'success',
      data: null,
    });
    expect((await profile(token)).data.is_set_password).toBe(true);
    await expect(logIn(context.app, mobile, NEW_PASSWORD)).resolves.toBeTypeOf('string');
    const again = await post(setPassword, { New_Password: 'Another123' }, token);
    expect(again.statusCode).toBe(409);
    expect(again.code).toBe('PASSWORD_ALREADY_SET');
  });
});

describe('Customer/ForgetPassword and Customer/ResetPassword', () => {
  it('e-mails a reset link in the member’s language that sets the password once and ends sessions', async () => {
    const { member, token } = await signedIn();
    const email = member.email ?? '';
    const asked = await post(forgetPassword, { Email: email.toUpperCase() }, undefined, { language: 'th' });
    expect(asked.body).toEqual({ status: 'success', data: null });
    const message = await latestMessage(context.database.orm, email);
    expect(message?.subject).toBe('ตั้งรหัสผ่านชบา รีวอร์ดใหม่');
    expect(message?.body).toContain('http://app.test/reset-password?emailFgPassword=');
    const resetToken = await resetTokenFrom(email);
    expect((await post(resetPassword, { Token: resetToken, New_Password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await profile(token)).code).toBe('UNAUTHORIZED');
    await expect(logIn(context.app, email, NEW_PASSWORD)).resolves.toBeTypeOf('string');
    const replay = await post(resetPassword, { Token: resetToken, New_Password: 'Again12345' });
    expect(replay.statusCode).toBe(400);
    expect(replay.code).toBe('RESET_LINK_INVALID');
  });

  it('texts the link to a mobile member, never to the contact e-mail no code proved (decision 038)', async () => {
    const mobile = uniqueMobile();
    const contact = uniqueEmail('contact');
    await createMember(context.database.orm, { loginType: 2, email: contact, mobileNo: mobile });
    await post(forgetPassword, { Email: mobile });
    await expect(resetTokenFrom(mobile)).resolves.toMatch(/^[\w-]{40,}$/);
    expect(await readOutbox(context.database.orm, { recipient: contact, limit: 1 })).toEqual([]);
  });

  it('answers the same for an unknown member and sends nothing', async () => {
    const response = await post(forgetPassword, { Email: 'nobody-here@example.com' });
    expect(response.body).toEqual({ status: 'success', data: null });
    expect(await readOutbox(context.database.orm, { recipient: 'nobody-here@example.com', limit: 1 })).toEqual([]);
  });

  it('sends at most three links an hour to one member', async () => {
    const { member } = await signedIn();
    for (let attempt = 0; attempt < 5; attempt += 1) await post(forgetPassword, { Email: member.email ?? '' });
    expect(await readOutbox(context.database.orm, { recipient: member.email ?? '', limit: 10 })).toHaveLength(3);
  });

  it('refuses unknown tokens, a link once the password changed, and bad input', async () => {
    const { member, token } = await signedIn();
    await post(forgetPassword, { Email: member.email ?? '' });
    const resetToken = await resetTokenFrom(member.email ?? '');
    await post(changePassword, { Current_Password: TEST_PASSWORD, New_Password: NEW_PASSWORD }, token);
    expect((await post(resetPassword, { Token: resetToken, New_Password: 'Again12345' })).code).toBe(
      'RESET_LINK_INVALID',
    );
    expect((await post(resetPassword, { Token: 'x'.repeat(43), New_Password: 'Again12345' })).code).toBe(
      'RESET_LINK_INVALID',
    );
    for (const payload of [{}, { Token: 'short', New_Password: 'Again12345' }, { Token: 'x'.repeat(5000) }]) {
      expect((await post(resetPassword, badInput(payload))).code).toBe('VALIDATION_FAILED');
    }
    expect((await post(forgetPassword, badInput({ Email: 'x'.repeat(300) }))).code).toBe('VALIDATION_FAILED');
  });
});
