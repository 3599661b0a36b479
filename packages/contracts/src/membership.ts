import { z } from 'zod';
import { defineCall } from './call.js';
import { otpRefField, passwordField, textField } from './fields.js';

/**
 * Ends the membership (SPEC §6). Confirmed by the password, or by a code sent with purpose
 * `cancel_membership` to the member's own mobile (login type 2) or e-mail (login type 1) and already
 * verified through SMS/VerifyOTP or Mail/VerifyOTPByEmail (`Ref_Id`). Every session ends; later
 * log-ins answer a `bcrm-canceled` token.
 */
export const cancelMembership = defineCall({
  name: 'CancelMembership',
  method: 'PUT',
  path: '/Customer/CancelMembership',
  summary: 'Cancels the membership after password or one-time-code confirmation, with a reason',
  access: ['bcrm-member', 'bcrm-suspended', 'bcrm-blocked'],
  input: z
    .object({
      Reason: textField({ max: 500, isMultiline: true }),
      Password: passwordField.optional(),
      Ref_Id: otpRefField.optional(),
    })
    .refine((input) => (input.Password === undefined) !== (input.Ref_Id === undefined), {
      error: 'passwordOrCode',
      path: ['Password'],
    })
    .meta({ description: 'Exactly one of `Password` and `Ref_Id` (a confirmed one-time code)' }),
  output: z.null(),
  errors: [
    'VALIDATION_FAILED',
    'PASSWORD_INCORRECT',
    'PASSWORD_NOT_SET',
    'OTP_REQUIRED',
    'ACCOUNT_LOCKED',
    'RATE_LIMITED',
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'FORBIDDEN',
    'MEMBER_MERGED',
  ],
});
