import { z } from 'zod';

/** One-time code rules of issue 3, shared by the SMS and e-mail calls. */
export const OTP_POLICY = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  resendCooldownSeconds: 60,
  maxWrongTries: 5,
  /** After the fifth wrong code the recipient is locked this long (CheckOTPLock tells until when). */
  lockSeconds: 15 * 60,
  /** Codes one recipient may be sent per hour, whatever the purpose. */
  maxPerRecipientPerHour: 5,
  /** A verified code stays usable by ChangeEmail / ChangeMobileNo / CancelMembership this long. */
  verifiedUseSeconds: 10 * 60,
} as const;

/** The message's reference: four capital letters (I and O left out, so none reads as a digit). */
export const OTP_REF_PATTERN = /^[A-HJ-NP-Z]{4}$/;

/**
 * What a code is for. `register` signs in or starts a registration (no session needed);
 * `change_contact` proves a new e-mail or mobile before ChangeEmail / ChangeMobileNo;
 * `cancel_membership` confirms CancelMembership and goes to the member's own contact.
 */
export const OTP_PURPOSES = ['register', 'change_contact', 'cancel_membership'] as const;
export const otpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

/** The answer to a code request or resend: the reference to give back on verify, and the clock. */
export const otpChallengeSchema = z.object({
  ref_id: z.string(),
  /** The four letters the message carries as "Ref: ABCD" (a Thai convention), shown beside the code boxes. */
  otp_ref: z.string().regex(OTP_REF_PATTERN),
  purpose: otpPurposeSchema,
  /** The recipient partly hidden, for "we sent a code to 08x-xxx-5678". */
  recipient_masked: z.string(),
  expires_at: z.iso.datetime(),
  resend_available_at: z.iso.datetime(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/**
 * What an OTP_REQUIRED answer carries when the server has just sent the code the step needs (DESIGN §6
 * transfer): the reference to send back with the code, the "Ref: ABCD" its message shows, where it went,
 * and the clock. Asking again before `resend_available_at` answers the same code.
 */
export const otpSentSchema = z.object({
  /** The code's reference, sent back with it as `Ref_Id`. */
  ref_id: z.string(),
  /** The four letters the message says ("Ref: ABCD"), for the member to match message and screen. */
  otp_ref: z.string(),
  recipient_masked: z.string(),
  expires_at: z.iso.datetime(),
  resend_available_at: z.iso.datetime(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/**
 * A verified code. For `register` it carries a session in `token`: `bcrm-member` when the identity
 * already belongs to a member (a sign-in), `bcrm-register` when it does not (DESIGN §5 registration).
 * For the other purposes `token`, `scope` and `expires_at` are null.
 */
export const otpVerifiedSchema = z.object({
  ref_id: z.string(),
  purpose: otpPurposeSchema,
  token: z.string().nullable(),
  scope: z.string().nullable(),
  expires_at: z.iso.datetime().nullable(),
});
export type OtpVerified = z.infer<typeof otpVerifiedSchema>;

export const otpLockSchema = z.object({
  is_locked: z.boolean(),
  locked_until: z.iso.datetime().nullable(),
  /** Wrong codes still allowed before the lock. */
  tries_left: z.number().int(),
});
export type OtpLock = z.infer<typeof otpLockSchema>;

/**
 * The texts of the code messages in each language. Placeholders: `{code}`, `{ref}`, `{minutes}`.
 * SMS stays within one 70-character Thai (UCS-2) segment where it can.
 */
export const OTP_MESSAGES = {
  en: {
    subject: 'Your Chaba Rewards code',
    sms: 'Chaba Rewards code: {code} (Ref: {ref}) valid {minutes} min. Never share it.',
    email:
      'Your Chaba Rewards one-time code is {code} (Ref: {ref}).\n\nIt is valid for {minutes} minutes. If you did not ask for it, you can ignore this e-mail; never share the code with anyone.',
  },
  th: {
    subject: 'รหัส OTP ชบา รีวอร์ด',
    sms: 'รหัส OTP ชบา รีวอร์ด: {code} (Ref: {ref}) ใช้ได้ {minutes} นาที ห้ามบอกผู้อื่น',
    email:
      'รหัส OTP ชบา รีวอร์ดของคุณคือ {code} (Ref: {ref})\n\nรหัสนี้ใช้ได้ {minutes} นาที หากคุณไม่ได้ขอรหัสนี้ กรุณาละเว้นอีเมลฉบับนี้ และอย่าบอกรหัสกับผู้ใดเด็ดขาด',
  },
} as const;
