import { z } from 'zod';
import { defineCall } from './call.js';
import { EMAIL_MAX_LENGTH, emailField, passwordField, textField } from './fields.js';

export const sessionSchema = z.object({
  token: z.string(),
  scope: z.string().describe('Space-separated scopes of the token'),
  expires_at: z.iso.datetime(),
});
export type Session = z.infer<typeof sessionSchema>;

export const checkUserEmail = defineCall({
  name: 'CheckUserEmail',
  method: 'POST',
  path: '/authentication/CheckUserEmail',
  summary: 'Tells whether an e-mail belongs to a member and whether that member can sign in with a password',
  access: 'public',
  input: z.object({ Email: emailField }),
  output: z.object({ is_registered: z.boolean(), is_set_password: z.boolean() }),
  errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
});

/** `Email` takes the member's e-mail or, for login type 2, the mobile number (DESIGN §5 sessions). */
export const loginEmail = defineCall({
  name: 'LoginEmail',
  method: 'POST',
  path: '/authentication/LoginEmail',
  summary: 'Signs a member in with e-mail (or mobile) and password',
  access: 'public',
  input: z.object({ Email: textField({ max: EMAIL_MAX_LENGTH }), Password: passwordField }),
  output: sessionSchema,
  errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'RATE_LIMITED', 'MEMBER_MERGED'],
});

export const logout = defineCall({
  name: 'Logout',
  method: 'POST',
  path: '/authentication/Logout',
  summary: 'Revokes the current session',
  access: 'session',
  input: z.object({}),
  output: z.null(),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

/**
 * LINE login (DESIGN §7): the raw ID token from `liff.getIDToken()`, verified once at LINE's verify
 * endpoint. A LINE user linked to a member gets that member's session; an unknown one a
 * `bcrm-register` session, finished by the phone / e-mail OTP and Customer/Register.
 */
export const loginLiff = defineCall({
  name: 'LoginLiff',
  method: 'GET',
  path: '/authentication/LoginLiff',
  summary: 'Signs in with a LINE ID token (a member session, or bcrm-register for a new LINE user)',
  access: 'public',
  input: z.object({ Id_Token: textField({ max: 4096 }) }),
  output: sessionSchema,
  errors: ['VALIDATION_FAILED', 'LINE_TOKEN_INVALID', 'MEMBER_MERGED', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED'],
});
