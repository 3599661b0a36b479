import { z } from 'zod';
import { defineCall } from './call.js';
import { memberIdField, otpField, otpRefField, textField } from './fields.js';
import { thaiMobileField } from './thai-mobile.js';

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;

/** A sanity bound on one transfer's input; the real limit is the daily cap of the programme rules. */
export const MAX_POINTS_PER_TRANSFER = 1_000_000;

/**
 * DESIGN §6 rules operators change as data (defaults: transfer cap 10,000 a day, referral 50 and 20,
 * 1 point per 25 THB of receipt, 5 receipts a day up to 10 MB, expiry at the end of the second year).
 */
export const getPointRules = defineCall({
  name: 'GetPointRules',
  method: 'GET',
  path: '/Point/GetPointRules',
  summary: 'The programme’s current earning, transfer, receipt and expiry rules',
  access: 'public',
  input: z.object({}),
  output: z.object({
    transfer_daily_cap: z.number().int(),
    /** A transfer of more points than this is confirmed with a one-time code (DESIGN §6). */
    transfer_otp_threshold: z.number().int(),
    /** Points once a year in the member's birth month (DESIGN §14); 0 when the programme gives none. */
    birthday_bonus_points: z.number().int(),
    referral_referrer_points: z.number().int(),
    referral_referee_points: z.number().int(),
    receipt_baht_per_point: z.number().int(),
    receipt_daily_quota: z.number().int(),
    receipt_max_bytes: z.number().int(),
    point_expiry_years: z.number().int(),
    /** Days between a deletion request and the erasure of the member's personal data (DESIGN §16). */
    deletion_grace_days: z.number().int(),
  }),
  errors: [],
});

/**
 * A recipient as the sender may see them: enough to recognise a friend, never their full contact
 * (`masked_mobile` like 081-xxx-5678, the first name and the last name's initial).
 */
export const transferRecipientSchema = z.object({
  member_id: z.string(),
  display_name: z.string(),
  masked_mobile: z.string().nullable(),
  picture_url: z.string().nullable(),
});
export type TransferRecipient = z.infer<typeof transferRecipientSchema>;

/** How many recent recipients GetTransferPointInfo lists. */
export const RECENT_RECIPIENTS_LIMIT = 5;

/** What the transfer screen needs before the member types an amount. */
export const getTransferPointInfo = defineCall({
  name: 'GetTransferPointInfo',
  method: 'GET',
  path: '/Point/GetTransferPointInfo',
  summary: 'The member’s balance, today’s transfer cap and what is left of it',
  access: ['bcrm-member'],
  input: z.object({}),
  output: z.object({
    point_balance: z.number().int(),
    daily_cap: z.number().int(),
    transferred_today: z.number().int(),
    /** min(balance, cap left): the most the member can send now. */
    transferable: z.number().int(),
    /** The last distinct active members the member sent points to, newest first, masked as SearchMember masks them. */
    recent_recipients: z.array(transferRecipientSchema),
  }),
  errors: [...memberErrors],
});

/** Exactly one of `Mobile_No` (Thai mobile) or `Member_Id` (CR and eight digits). */
export const searchMemberInputSchema = z.union(
  [z.object({ Mobile_No: thaiMobileField }).strict(), z.object({ Member_Id: memberIdField }).strict()],
  { error: 'mobileOrMemberId' },
);

export const searchMember = defineCall({
  name: 'SearchMember',
  method: 'POST',
  path: '/Point/SearchMember',
  summary: 'Finds an active member to send points to, by mobile or member id (masked answer)',
  access: ['bcrm-member'],
  input: searchMemberInputSchema,
  output: transferRecipientSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'INVALID_RECIPIENT', 'RATE_LIMITED', ...memberErrors],
});

export const transferPoint = defineCall({
  name: 'TransferPoint',
  method: 'POST',
  path: '/Point/TransferPoint',
  summary: 'Sends whole points to another active member; the points keep their expiry',
  access: ['bcrm-member'],
  idempotent: true,
  input: z
    .object({
      Member_Id: memberIdField,
      Points: z.int().min(1).max(MAX_POINTS_PER_TRANSFER),
      Note: textField({ max: 100, min: 0 }).optional(),
      /** The code of an OTP_REQUIRED answer, with its `ref_id` as `Ref_Id` (DESIGN §6: above the threshold). */
      Otp: otpField.optional(),
      Ref_Id: otpRefField.optional(),
    })
    .refine((input) => (input.Otp === undefined) === (input.Ref_Id === undefined), {
      error: 'otpWithRef',
      path: ['Otp'],
    })
    .meta({
      description:
        'Above `transfer_otp_threshold` points, `Otp` and `Ref_Id` of the code an OTP_REQUIRED answer sent, bound to that recipient and amount',
    }),
  output: z.object({
    transfer_id: z.number().int(),
    /**
     * What the member quotes to support (DESIGN §6): `TR`, the Bangkok date (YYMMDD), a dash and the
     * sender's transfer_out ledger entry id (`transfer_id`), e.g. TR261128-004821; unique because the id is.
     */
    reference_no: z.string(),
    points: z.number().int(),
    recipient: transferRecipientSchema,
    point_balance: z.number().int(),
    transferred_today: z.number().int(),
    created_at: z.iso.datetime(),
  }),
  errors: [
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'INVALID_RECIPIENT',
    'INSUFFICIENT_POINTS',
    'LIMIT_EXCEEDED',
    'IDEMPOTENCY_CONFLICT',
    'OTP_REQUIRED',
    'OTP_INVALID',
    'OTP_EXPIRED',
    'OTP_LOCKED',
    'OTP_RESEND_TOO_SOON',
    'RATE_LIMITED',
    ...memberErrors,
  ],
});

/** The member’s own invite: code, link (`/landing?ref=<code>`), and what it has brought so far. */
export const getFriendReferral = defineCall({
  name: 'GetFriendReferral',
  method: 'GET',
  path: '/Point/GetFriendReferral',
  summary: 'The member’s referral code and invite link, friends who joined and points earned by them',
  access: ['bcrm-member'],
  input: z.object({}),
  output: z.object({
    referral_code: z.string(),
    referral_link: z.string(),
    friends_joined: z.number().int(),
    points_earned: z.number().int(),
    reward_referrer: z.number().int(),
    reward_referee: z.number().int(),
  }),
  errors: [...memberErrors],
});
