import { z } from 'zod';
import { emailField, newPasswordField, OTP_LENGTH, otpField, passwordField, rawTextField } from '../fields.js';
import { defineAdminCall, OPERATOR_ROLES } from './admin-call.js';
import { instantField, noParams } from './admin-shapes.js';

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** The group companies the operator works for (decision 063); empty: the whole group. */
  company_ids: z.array(z.number().int()),
  is_disabled: z.boolean(),
  has_totp: z.boolean(),
  /** Invited and not yet signed in: the operator has still to choose a password from the e-mailed link. */
  invite_pending: z.boolean(),
  created_at: instantField,
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  expires_at: instantField,
  operator: operatorSchema,
});

/** Six digits from the operator's authenticator app, when the operator turned the second factor on. */
const totpCodeField = rawTextField().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`));

export const operatorLogin = defineAdminCall({
  name: 'OperatorLogin',
  method: 'POST',
  path: '/auth/login',
  summary: 'Signs an operator in (8-hour token, audience admin); five wrong passwords lock the account 15 minutes',
  access: 'public',
  params: noParams,
  input: z.object({ email: emailField, password: passwordField, totp_code: totpCodeField.optional() }),
  output: operatorSessionSchema,
  errors: [
    'VALIDATION_FAILED',
    'INVALID_CREDENTIALS',
    'ACCOUNT_LOCKED',
    'ACCOUNT_DISABLED',
    'SECOND_FACTOR_REQUIRED',
    'SECOND_FACTOR_INVALID',
    'RATE_LIMITED',
  ],
});

/** How long an invitation's link sets the first password (issue 35). */
export const OPERATOR_INVITE_HOURS = 72;

/**
 * An invited operator chooses their password from the e-mailed link (`token`), once; afterwards they
 * sign in as usual. An expired, used or unknown link answers INVITE_INVALID: an admin sends a new one.
 */
export const acceptOperatorInvite = defineAdminCall({
  name: 'AcceptOperatorInvite',
  method: 'POST',
  path: '/auth/accept-invite',
  summary: 'Sets an invited operator’s first password from the invitation link’s token',
  access: 'public',
  params: noParams,
  input: z.strictObject({ token: rawTextField().min(1).max(200), password: newPasswordField }),
  output: z.object({ email: z.string() }),
  errors: ['VALIDATION_FAILED', 'INVITE_INVALID', 'RATE_LIMITED'],
});

export const operatorLogout = defineAdminCall({
  name: 'OperatorLogout',
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revokes the operator session',
  access: 'session',
  params: noParams,
  input: z.object({}),
  output: z.null(),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

export const operatorMe = defineAdminCall({
  name: 'OperatorMe',
  method: 'GET',
  path: '/auth/me',
  summary: 'The signed-in operator',
  access: 'session',
  params: noParams,
  input: z.object({}),
  output: operatorSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
});

export const totpSetupSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` address a QR code carries. */
  otpauth_url: z.string(),
});

export const operatorTotpSetup = defineAdminCall({
  name: 'OperatorTotpSetup',
  method: 'POST',
  path: '/auth/totp/setup',
  summary: 'Starts the second factor: a new authenticator secret, in force only once enabled with a code',
  access: 'session',
  params: noParams,
  input: z.object({}),
  output: totpSetupSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'SECOND_FACTOR_ALREADY_ON'],
});

export const operatorTotpEnable = defineAdminCall({
  name: 'OperatorTotpEnable',
  method: 'POST',
  path: '/auth/totp/enable',
  summary: 'Turns the second factor on with a code from the app, proving the secret was stored',
  access: 'session',
  params: noParams,
  input: z.object({ code: otpField }),
  output: operatorSchema,
  errors: [
    'VALIDATION_FAILED',
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'OTP_INVALID',
    'SECOND_FACTOR_NOT_SET_UP',
    'SECOND_FACTOR_ALREADY_ON',
  ],
});

export const operatorTotpDisable = defineAdminCall({
  name: 'OperatorTotpDisable',
  method: 'POST',
  path: '/auth/totp/disable',
  summary: 'Turns the second factor off; a current code proves the app is still in hand',
  access: 'session',
  params: noParams,
  input: z.object({ code: otpField }),
  output: operatorSchema,
  errors: ['VALIDATION_FAILED', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'OTP_INVALID', 'SECOND_FACTOR_NOT_SET_UP'],
});
