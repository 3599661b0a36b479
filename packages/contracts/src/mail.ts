import { z } from 'zod';
import { defineCall } from './call.js';
import { emailField, otpField, otpRefField } from './fields.js';
import { otpChallengeSchema, otpLockSchema, otpPurposeSchema, otpVerifiedSchema } from './otp.js';

/** SPEC §5: success means the address is well formed and no other member uses it. */
export const verifyEmail = defineCall({
  name: 'VerifyEmail',
  method: 'POST',
  path: '/Mail/VerifyEmail',
  summary: 'Checks that an e-mail address is valid and not used by another member',
  access: 'public',
  input: z.object({ Email: emailField }),
  output: z.object({ email: z.string() }),
  errors: ['VALIDATION_FAILED', 'EMAIL_TAKEN', 'RATE_LIMITED'],
});

/** The e-mail twin of SMS/RequestOTP (same purposes and rules). */
export const requestOtpByEmail = defineCall({
  name: 'RequestOTPByEmail',
  method: 'POST',
  path: '/Mail/RequestOTPByEmail',
  summary: 'Sends a one-time code to an e-mail address',
  access: 'public',
  input: z.object({ Email: emailField, Purpose: otpPurposeSchema.default('register') }),
  output: otpChallengeSchema,
  errors: [
    'VALIDATION_FAILED',
    'EMAIL_TAKEN',
    'OTP_LOCKED',
    'OTP_RESEND_TOO_SOON',
    'RATE_LIMITED',
    'UNAUTHORIZED',
    'FORBIDDEN',
  ],
});

/** SPEC §4 contact changes: a code to the NEW address before Customer/ChangeEmail. */
export const requestOtpChangeEmail = defineCall({
  name: 'RequestOTPChangeEmail',
  method: 'POST',
  path: '/Mail/RequestOTPChangeEmail',
  summary: 'Sends a one-time code to the new e-mail address of the signed-in member',
  access: ['bcrm-member'],
  input: z.object({ Email: emailField }),
  output: otpChallengeSchema,
  errors: [
    'VALIDATION_FAILED',
    'EMAIL_TAKEN',
    'OTP_LOCKED',
    'OTP_RESEND_TOO_SOON',
    'RATE_LIMITED',
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'FORBIDDEN',
  ],
});

export const verifyOtpByEmail = defineCall({
  name: 'VerifyOTPByEmail',
  method: 'POST',
  path: '/Mail/VerifyOTPByEmail',
  summary: 'Checks an e-mailed one-time code; for registration it answers a session (member or bcrm-register)',
  access: 'public',
  input: z.object({ Email: emailField, Ref_Id: otpRefField, Otp: otpField }),
  output: otpVerifiedSchema,
  errors: ['VALIDATION_FAILED', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED', 'MEMBER_MERGED', 'RATE_LIMITED'],
});

/**
 * The state of an e-mailed code by its reference, so the otp screen survives a reload: the challenge,
 * and the recipient's lock (the e-mail twin of SMS/CheckOTPLock).
 */
export const getOtpResponse = defineCall({
  name: 'GetOTPResponse',
  method: 'GET',
  path: '/Mail/GetOTPResponse',
  summary: 'The state of an e-mailed one-time code: expiry, resend time and lock',
  access: 'public',
  input: z.object({ Ref_Id: otpRefField }),
  output: otpChallengeSchema.extend(otpLockSchema.shape).extend({ is_verified: z.boolean() }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'RATE_LIMITED'],
});
