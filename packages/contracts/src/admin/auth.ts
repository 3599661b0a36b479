import { z } from 'zod';
import { emailField, passwordField, rawTextField } from '../fields.js';
import { defineAdminCall, OPERATOR_ROLES } from './admin-call.js';
import { instantField, noParams } from './admin-shapes.js';

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  is_disabled: z.boolean(),
  has_totp: z.boolean(),
  created_at: instantField,
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  expires_at: instantField,
  operator: operatorSchema,
});

/** Six digits from the operator's authenticator app, when the operator turned the second factor on. */
const totpCodeField = rawTextField().regex(/^\d{6}$/);

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
    'SECOND_FACTOR_REQUIRED',
    'SECOND_FACTOR_INVALID',
    'RATE_LIMITED',
  ],
});

export const operatorLogout = defineAdminCall({
  name: 'OperatorLogout',
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revokes the operator session',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: z.null(),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
});

export const operatorMe = defineAdminCall({
  name: 'OperatorMe',
  method: 'GET',
  path: '/auth/me',
  summary: 'The signed-in operator',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: operatorSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
});
