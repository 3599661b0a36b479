import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { emailField, memberIdField, textField } from '../fields.js';
import { POINT_ENTRY_KINDS, POINT_ENTRY_SOURCES, pointAwardSchema } from '../history.js';
import { thaiMobileField } from '../thai-mobile.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField } from './admin-shapes.js';

/**
 * Back-office members (DESIGN §11). `member_id` is the member code members see on their card and read
 * out on the phone (`CR` and eight digits, `mbk_member_id`); the database serial never leaves the API,
 * so an operator and a member always name one account the same way.
 */
export const memberIdParam = z.object({ member_id: memberIdField });

/** Every state of SPEC §6 as the console shows it; operators set only `ADMIN_SETTABLE_STATUSES`. */
export const MEMBER_STATUSES = ['active', 'canceled', 'suspended', 'blocked', 'merged', 'pending'] as const;
export const ADMIN_SETTABLE_STATUSES = ['active', 'suspended', 'blocked'] as const;

/** Why an operator changed a member: shown in the audit trail; 500 characters is a paragraph. */
const operatorReasonField = textField({ max: 500, isMultiline: true });

export const memberSummarySchema = z.object({
  member_id: z.string(),
  login_type: z.number().int(),
  email: z.string().nullable(),
  mobile_no: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  created_at: instantField,
});
export type AdminMemberSummary = z.infer<typeof memberSummarySchema>;

/** A lot still holding points: what the member can spend, and when each part expires (DESIGN §6). */
export const memberLotSchema = z.object({
  lot_id: z.number().int(),
  amount: z.number().int(),
  remaining: z.number().int(),
  source: z.string(),
  expires_at: instantField,
  created_at: instantField,
});

export const memberDetailSchema = memberSummarySchema.extend({
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  has_line: z.boolean(),
  status_reason: z.string().nullable(),
  status_changed_at: instantField.nullable(),
  /** The survivor this member was merged into (SPEC §4 merged state). */
  merged_into_member_id: z.string().nullable(),
  /** Members merged into this one: their history is part of this member's ledger. */
  merged_member_ids: z.array(z.string()),
  tier: z.object({ code: z.string(), name_en: z.string(), name_th: z.string(), spending: z.number() }),
  point_balance: z.number().int(),
  lots: z.array(memberLotSchema),
});
export type AdminMemberDetail = z.infer<typeof memberDetailSchema>;

export const memberLedgerItemSchema = z.object({
  entry_id: z.number().int(),
  /** Whose entry it is: this member's, or a member merged into it. */
  member_id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  source: z.enum(POINT_ENTRY_SOURCES),
  points: z.number().int(),
  /** The entry's own reason as recorded (an operator's words, a transfer note, an internal reference). */
  reason: z.string(),
  /** The reason in Thai where the entry has one (an operator's adjustment); the console falls back to `reason`. */
  reason_th: z.string().nullable(),
  /**
   * The entry in words, as the member's history words it: the label and what the entry was for (the
   * privilege redeemed, the code used, the receipt approved, the article read, an adjustment's reason):
   * "Reward redemption: Starbucks ฿100 voucher".
   */
  label_en: z.string(),
  label_th: z.string(),
  /** What an earn's points were made of (DESIGN §14), as the member's history lists them; null without. */
  awards: z.array(pointAwardSchema).nullable(),
  reference: z.string().nullable(),
  expires_at: instantField.nullable(),
  created_at: instantField,
});
export type AdminMemberLedgerItem = z.infer<typeof memberLedgerItemSchema>;

const readErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;

export const searchMembers = defineAdminCall({
  name: 'SearchMembers',
  method: 'GET',
  path: '/members',
  summary:
    'Finds members by member id (exact), e-mail or mobile (starting with), or name (containing); empty `q` lists all. A text search counts at most 1,000 matches (`total` 1,000 means "1,000 or more")',
  access: 'operator',
  params: z.object({}),
  input: adminListQuery(['created_at', 'member_id', 'first_name', 'last_name'], '-created_at'),
  output: pagedList(memberSummarySchema),
  errors: [...readErrors],
});

export const getMember = defineAdminCall({
  name: 'GetMember',
  method: 'GET',
  path: '/members/{member_id}',
  summary: 'A member: profile, state, tier, balance and the lots still holding points with their expiry',
  access: 'operator',
  params: memberIdParam,
  input: z.object({}),
  output: memberDetailSchema,
  errors: [...readErrors, 'NOT_FOUND'],
});

export const getMemberLedger = defineAdminCall({
  name: 'GetMemberLedger',
  method: 'GET',
  path: '/members/{member_id}/ledger',
  summary:
    "The member's point ledger, with the entries of members merged into it, labelled in English and Thai, each earn with its awards",
  access: 'operator',
  params: memberIdParam,
  input: adminListQuery(['created_at'], '-created_at'),
  output: pagedList(memberLedgerItemSchema),
  errors: [...readErrors, 'NOT_FOUND'],
});

export const changeMemberStatus = defineAdminCall({
  name: 'ChangeMemberStatus',
  method: 'POST',
  path: '/members/{member_id}/status',
  summary:
    "Sets a member active, suspended or blocked with a reason; the member's sessions end at once, so the next sign-in carries the new scope (SPEC §4)",
  access: 'admin',
  params: memberIdParam,
  input: z.object({ status: z.enum(ADMIN_SETTABLE_STATUSES), reason: operatorReasonField }),
  output: memberSummarySchema,
  errors: [...readErrors, 'FORBIDDEN', 'NOT_FOUND', 'MEMBER_STATE_CONFLICT'],
});

export const mergeMember = defineAdminCall({
  name: 'MergeMember',
  method: 'POST',
  path: '/members/{member_id}/merge',
  summary:
    'Merges the member into `into_member_id` in one transaction: points (with their expiry), history, cards, redemptions and receipts move to the survivor; the member becomes merged (MEMBER_MERGED)',
  access: 'admin',
  params: memberIdParam,
  input: z.object({ into_member_id: memberIdField, reason: operatorReasonField }),
  output: z.object({
    member_id: z.string(),
    into_member_id: z.string(),
    points_moved: z.number().int(),
    cards_moved: z.number().int(),
    redemptions_moved: z.number().int(),
    receipts_moved: z.number().int(),
  }),
  errors: [...readErrors, 'FORBIDDEN', 'NOT_FOUND', 'MERGE_INTO_SELF', 'MEMBER_STATE_CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  idempotent: true,
});

/**
 * One contact at a time, with why (issue 35): the audit row keeps the number or address before and after,
 * and one another member holds is refused (EMAIL_TAKEN / MOBILE_TAKEN), as the member's own change is.
 */
export const correctMemberContact = defineAdminCall({
  name: 'CorrectMemberContact',
  method: 'PUT',
  path: '/members/{member_id}/contact',
  summary:
    "Corrects a member's e-mail or mobile number (exactly one) with a reason; audited with before and after; a contact another member holds is refused",
  access: 'admin',
  params: memberIdParam,
  input: z.union(
    [
      z.object({ email: emailField, reason: operatorReasonField }).strict(),
      z.object({ mobile_no: thaiMobileField, reason: operatorReasonField }).strict(),
    ],
    { error: 'emailOrMobile' },
  ),
  output: memberSummarySchema,
  errors: [...readErrors, 'FORBIDDEN', 'NOT_FOUND', 'EMAIL_TAKEN', 'MOBILE_TAKEN', 'MEMBER_STATE_CONFLICT'],
});

/** What an unlock ended: the password lock and the one-time-code locks of the member's contacts (DESIGN §6). */
export const memberUnlockSchema = z.object({
  member_id: z.string(),
  login_was_locked: z.boolean(),
  otp_was_locked: z.boolean(),
});

export const unlockMember = defineAdminCall({
  name: 'UnlockMember',
  method: 'POST',
  path: '/members/{member_id}/unlock',
  summary:
    "Ends a member's sign-in lock (wrong passwords) and the one-time-code locks of the member's mobile and e-mail, with a reason; audited",
  access: 'operator',
  params: memberIdParam,
  input: z.object({ reason: operatorReasonField }),
  output: memberUnlockSchema,
  errors: [...readErrors, 'NOT_FOUND'],
});
