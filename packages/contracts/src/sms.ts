import { z } from 'zod';
import { defineCall } from './call.js';
import { otpField, otpRefField } from './fields.js';
import { otpChallengeSchema, otpLockSchema, otpPurposeSchema, otpVerifiedSchema } from './otp.js';
import { thaiMobileField } from './thai-mobile.js';

/** SPEC §5: success means the number is well formed and no other member uses it. */
export const verifyMobileNo = defineCall({
  name: 'VerifyMobileNo',
  method: 'POST',
  path: '/SMS/VerifyMobileNo',
  summary: 'Checks that a mobile number is a valid Thai mobile and not used by another member',
  access: 'public',
  input: z.object({ Mobile_No: thaiMobileField }),
  output: z.object({ mobile_no: z.string() }),
  errors: ['VALIDATION_FAILED', 'MOBILE_TAKEN', 'RATE_LIMITED'],
});

/**
 * Sends a 6-digit code by SMS in the caller's language (Accept-Language). `change_contact` needs a
 * `bcrm-member` session and a number no one uses; `cancel_membership` needs a session and the member's
 * own number. The bearer header is read when present: a `bcrm-register` session from LINE login gets
 * the number linked to its LINE account on verify.
 */
export const requestOtp = defineCall({
  name: 'RequestOTP',
  method: 'POST',
  path: '/SMS/RequestOTP',
  summary: 'Sends a one-time code to a mobile number',
  access: 'public',
  input: z.object({ Mobile_No: thaiMobileField, Purpose: otpPurposeSchema.default('register') }),
  output: otpChallengeSchema,
  errors: [
    'VALIDATION_FAILED',
    'MOBILE_TAKEN',
    'OTP_LOCKED',
    'OTP_RESEND_TOO_SOON',
    'RATE_LIMITED',
    'UNAUTHORIZED',
    'FORBIDDEN',
  ],
});

/** A new code for the same recipient and purpose after the cool-down; the earlier reference stops working. */
export const resendOtp = defineCall({
  name: 'ResendOTP',
  method: 'POST',
  path: '/SMS/ResendOTP',
  summary: 'Sends a fresh one-time code for an earlier SMS request',
  access: 'public',
  input: z.object({ Ref_Id: otpRefField }),
  output: otpChallengeSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'OTP_LOCKED', 'OTP_RESEND_TOO_SOON', 'RATE_LIMITED'],
});

export const verifyOtp = defineCall({
  name: 'VerifyOTP',
  method: 'POST',
  path: '/SMS/VerifyOTP',
  summary: 'Checks an SMS one-time code; for registration it answers a session (member or bcrm-register)',
  access: 'public',
  input: z.object({ Mobile_No: thaiMobileField, Ref_Id: otpRefField, Otp: otpField }),
  output: otpVerifiedSchema,
  errors: ['VALIDATION_FAILED', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED', 'MEMBER_MERGED', 'RATE_LIMITED'],
});

export const checkOtpLock = defineCall({
  name: 'CheckOTPLock',
  method: 'GET',
  path: '/SMS/CheckOTPLock',
  summary: 'Whether a mobile number is locked after wrong codes, and until when',
  access: 'public',
  input: z.object({ Mobile_No: thaiMobileField }),
  output: otpLockSchema,
  errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
});
