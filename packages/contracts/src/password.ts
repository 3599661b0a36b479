import { z } from 'zod';
import { sessionSchema } from './authentication.js';
import { defineCall } from './call.js';
import { EMAIL_MAX_LENGTH, newPasswordField, passwordField, textField } from './fields.js';

/** The query value of the e-mailed reset link: `/reset-password?emailFgPassword=<token>` (SPEC §4). */
export const RESET_PASSWORD_QUERY = 'emailFgPassword';
/** A reset link works once, for this long. */
export const RESET_LINK_LIFETIME_SECONDS = 30 * 60;

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;

/** A signed-in member's password check: wrong tries count towards the log-in lock. */
const passwordCheckErrors = [
  'VALIDATION_FAILED',
  'PASSWORD_INCORRECT',
  'PASSWORD_NOT_SET',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  ...memberErrors,
] as const;

/**
 * Revokes every session of the member (DESIGN §5) and answers a fresh one for this device, so the
 * member stays signed in here and nowhere else.
 */
export const changePassword = defineCall({
  name: 'ChangePassword',
  method: 'POST',
  path: '/Customer/ChangePassword',
  summary: 'Changes the password after checking the current one; other sessions end',
  access: ['bcrm-member'],
  input: z.object({ Current_Password: passwordField, New_Password: newPasswordField }),
  output: sessionSchema,
  errors: [...passwordCheckErrors],
});

/** Re-checks the password before a sensitive step; wrong tries count towards the log-in lock. */
export const confirmPassword = defineCall({
  name: 'ConfirmPassword',
  method: 'POST',
  path: '/Customer/ConfirmPassword',
  summary: 'Checks the signed-in member’s password',
  access: ['bcrm-member', 'bcrm-suspended', 'bcrm-blocked'],
  input: z.object({ Password: passwordField }),
  output: z.object({ confirmed: z.literal(true) }),
  errors: [...passwordCheckErrors],
});

/** set-password: members who joined by OTP or LINE choose a first password (then `is_set_password`). */
export const setPassword = defineCall({
  name: 'SetPassword',
  method: 'POST',
  path: '/Customer/SetPassword',
  summary: 'Sets a first password for a member who has none',
  access: ['bcrm-member'],
  input: z.object({ New_Password: newPasswordField }),
  output: z.null(),
  errors: ['VALIDATION_FAILED', 'PASSWORD_ALREADY_SET', ...memberErrors],
});

/**
 * forget-pw: sends the reset link to the member's e-mail (or, for a login-type-2 member without one,
 * by SMS). `Email` takes the e-mail or the mobile number, like LoginEmail. The answer is the same
 * whether or not a member matched, so it cannot be used to list members.
 */
export const forgetPassword = defineCall({
  name: 'ForgetPassword',
  method: 'POST',
  path: '/Customer/ForgetPassword',
  summary: 'Sends a password reset link (same answer whether or not the member exists)',
  access: 'public',
  input: z.object({ Email: textField({ max: EMAIL_MAX_LENGTH }) }),
  output: z.null(),
  errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
});

/** reset-password: the token from the link sets a new password once; every session of the member ends. */
export const resetPassword = defineCall({
  name: 'ResetPassword',
  method: 'POST',
  path: '/Customer/ResetPassword',
  summary: 'Sets a new password with the token of an e-mailed reset link',
  access: 'public',
  input: z.object({ Token: textField({ min: 16, max: 256 }), New_Password: newPasswordField }),
  output: z.null(),
  errors: ['VALIDATION_FAILED', 'RESET_LINK_INVALID', 'RATE_LIMITED'],
});

/**
 * The texts of the reset message in each language. Placeholders: `{link}`, `{minutes}`.
 * The SMS (members without an e-mail) stays short: the link is most of it.
 */
export const RESET_PASSWORD_MESSAGES = {
  en: {
    subject: 'Reset your Chaba Rewards password',
    email:
      'We received a request to reset your Chaba Rewards password.\n\nOpen this link within {minutes} minutes to choose a new one:\n{link}\n\nIf you did not ask for it, ignore this e-mail: your password stays the same.',
    sms: 'Chaba Rewards: reset your password within {minutes} min: {link}',
  },
  th: {
    subject: 'ตั้งรหัสผ่านชบา รีวอร์ดใหม่',
    email:
      'เราได้รับคำขอตั้งรหัสผ่านชบา รีวอร์ดของคุณใหม่\n\nเปิดลิงก์นี้ภายใน {minutes} นาทีเพื่อตั้งรหัสผ่านใหม่\n{link}\n\nหากคุณไม่ได้ขอ โปรดละเว้นอีเมลฉบับนี้ รหัสผ่านของคุณจะยังคงเดิม',
    sms: 'ชบา รีวอร์ด: ตั้งรหัสผ่านใหม่ภายใน {minutes} นาที {link}',
  },
} as const;
