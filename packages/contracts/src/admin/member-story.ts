import { z } from 'zod';
import { pagedList, pageQuery } from '../envelope.js';
import { consentHistoryEntrySchema } from '../privacy.js';
import { PRIVILEGE_KINDS } from '../privilege.js';
import { REDEMPTION_STATES } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField } from './admin-shapes.js';
import { memberIdParam } from './members.js';

/**
 * The member's whole story on the console's member page (DESIGN §11 "For a team", issue 35): the
 * redemptions and coupons, the cards and the tier progress of one member, read by every operator. The
 * receipts, shipments and pending adjustments are their own lists filtered by `member_id`.
 */

const readErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND'] as const;

/** A page of one member's rows: `page`, `limit` and `sort`; there is nothing to search within one member. */
function memberPageQuery<Sort extends readonly [string, ...string[]]>(sortable: Sort, defaultSort: Sort[number]) {
  return adminListQuery(sortable, defaultSort).omit({ q: true });
}

/** A redemption as an operator reads it: what, when, for how many points, and where its coupon stands. */
export const memberRedemptionSchema = z.object({
  redemption_id: z.number().int(),
  privilege: z.object({ privilege_id: z.number().int(), title_en: z.string(), title_th: z.string() }),
  kind: z.enum(PRIVILEGE_KINDS),
  /** Coupons are active, used or expired (at the time of the answer); physical rewards follow tracking. */
  state: z.enum(REDEMPTION_STATES),
  points_spent: z.number().int(),
  /** The coupon number the member shows; a physical reward's order number. */
  coupon_code: z.string(),
  expires_at: instantField.nullable(),
  used_at: instantField.nullable(),
  /** The partner's store the coupon was used at, when it says. */
  used_store: z.object({ name_en: z.string(), name_th: z.string() }).nullable(),
  redeemed_at: instantField,
});
export type MemberRedemption = z.infer<typeof memberRedemptionSchema>;

export const listMemberRedemptions = defineAdminCall({
  name: 'ListMemberRedemptions',
  method: 'GET',
  path: '/members/{member_id}/redemptions',
  summary:
    "The member's redemptions (coupons and rewards), newest first by default: the privilege, when, the points spent and where the coupon stands",
  access: 'operator',
  params: memberIdParam,
  input: memberPageQuery(['created_at'], '-created_at'),
  output: pagedList(memberRedemptionSchema),
  errors: [...readErrors],
});

/** A card is active until it expires; one the member deleted is still listed, for the operator to know. */
export const MEMBER_CARD_STATES = ['active', 'expired', 'deleted'] as const;
export type MemberCardState = (typeof MEMBER_CARD_STATES)[number];

export const memberCardSchema = z.object({
  card_id: z.number().int(),
  card_number: z.string(),
  template: z.object({
    template_id: z.number().int(),
    name_en: z.string(),
    name_th: z.string(),
    level_en: z.string(),
    level_th: z.string(),
  }),
  company: z.object({ company_id: z.number().int(), name_en: z.string(), name_th: z.string() }),
  state: z.enum(MEMBER_CARD_STATES),
  issued_at: instantField,
  expires_at: instantField,
  deleted_at: instantField.nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const listMemberCards = defineAdminCall({
  name: 'ListMemberCards',
  method: 'GET',
  path: '/members/{member_id}/cards',
  summary:
    "The member's cards, newest issued first by default: template, company, number, state (active, expired or deleted by the member) and dates",
  access: 'operator',
  params: memberIdParam,
  input: memberPageQuery(['issued_at'], '-issued_at'),
  output: pagedList(memberCardSchema),
  errors: [...readErrors],
});

const tierSummarySchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_th: z.string(),
  /** The rolling 12-month spending (THB) the tier starts at. */
  min_spending: z.number(),
});

/**
 * Where the member stands (DESIGN §6 tiers, §14 tier status): the tier held until `held_until` (null at
 * the lowest tier) and what is still to spend by then to keep it (`amount_to_keep`, null at the lowest
 * tier), the rolling 12-month spending since `window_from`, and for the next tier what is still to spend
 * by `deadline` (counting only spending still inside the window then). `next` is null at the top tier.
 */
export const memberTierProgressSchema = z.object({
  current: tierSummarySchema,
  held_until: instantField.nullable(),
  amount_to_keep: z.number().nullable(),
  spending: z.number(),
  window_from: instantField,
  next: tierSummarySchema.extend({ amount_to_spend: z.number(), deadline: instantField }).nullable(),
});
export type MemberTierProgress = z.infer<typeof memberTierProgressSchema>;

export const getMemberTierProgress = defineAdminCall({
  name: 'GetMemberTierProgress',
  method: 'GET',
  path: '/members/{member_id}/tier',
  summary:
    "The member's tier progress: the tier held and until when, what is still to spend to keep it, the rolling 12-month spending (THB) and what is still to spend, by when, for the next tier",
  access: 'operator',
  params: memberIdParam,
  input: z.object({}),
  output: memberTierProgressSchema,
  errors: [...readErrors],
});

export const listMemberConsentHistory = defineAdminCall({
  name: 'ListMemberConsentHistory',
  method: 'GET',
  path: '/members/{member_id}/consent-history',
  summary:
    'Every consent the member gave or withdrew (the policy and the two optional purposes), newest first, with the policy and terms versions of each: what the member sees on their own consent page',
  access: 'operator',
  params: memberIdParam,
  input: pageQuery(20),
  output: pagedList(consentHistoryEntrySchema),
  errors: [...readErrors],
});
