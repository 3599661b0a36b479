import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { textField } from '../fields.js';
import { type PointAward, pointAwardSchema } from '../history.js';
import { oneTillMember, TILL_CODE_MAX_LENGTH, tillMemberFields, tillTierSchema } from '../partner/members.js';
import { storeCodeField } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { idParam, noParams } from './admin-shapes.js';

/**
 * The console's till (DESIGN §13 "Console"): small shops without a point-of-sale integration earn, refund
 * and pay with points from `/admin/till`, through the same services as the partner API. Admins, staff
 * and cashiers may use it (access `till`, decision 057).
 */

/** Receipt, refund and payment references as a till prints them: long enough for any POS numbering. */
export const TILL_REFERENCE_MAX_LENGTH = 64;

/**
 * The largest amount one till call takes: far beyond any basket at the group's stores, and well inside
 * the `numeric(12, 2)` columns, so a slip that adds zeros is refused before it earns points.
 */
export const MAX_TILL_AMOUNT = 10_000_000;

/** The most points one payment spends: the transfer's cap, far above any basket's worth at 0.25 THB a point. */
export const MAX_TILL_POINTS = 1_000_000;

/** A code the member shows: typed, pasted or scanned; spaces and dashes typed between groups are forgiven. */
const tillCodeField = textField({ max: TILL_CODE_MAX_LENGTH });

/** A receipt, refund or payment number: one line of text without control characters, 1 to 64 characters. */
const tillReferenceField = textField({ max: TILL_REFERENCE_MAX_LENGTH });

/**
 * THB as a JSON number (never text: no coercion), above 0, in whole satang. Money is decimal in the
 * database (DESIGN §13); the check is on the number as sent, so 391.005 is refused rather than rounded.
 */
export const tillAmountField = z
  .number({ error: 'bahtAmount' })
  .positive({ error: 'bahtAmount' })
  .max(MAX_TILL_AMOUNT, { error: 'bahtAmount' })
  .refine((amount) => Math.round(amount * 100) / 100 === amount, { error: 'bahtAmount' })
  .meta({ multipleOf: 0.01 });

/** Whole points to pay with, from 1. */
const tillPointsField = z.int().min(1).max(MAX_TILL_POINTS);

/**
 * Who buys: the code the member shows (good for the whole visit, and never spent by a till call), or
 * once identified, their member ID (`mbk_member_id`, CR and eight digits), so a long visit outlives the
 * code's two minutes. Exactly one of the two.
 */
const memberOfInput = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object({ ...tillMemberFields, ...shape })
    .refine((input) => oneTillMember(input as { member_code?: string; member_id?: string }), {
      error: 'memberCodeOrId',
      path: ['member_code'],
    })
    .meta({
      description: 'Exactly one of `member_code` (the code the member shows) and `member_id` (CR and 8 digits)',
    });

/** Every till call needs a signed-in staff member or admin. */
const SESSION_ERRORS = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'VALIDATION_FAILED',
] as const satisfies readonly ErrorCode[];
/** What naming the member by a code can meet (DESIGN §13 identify). */
const MEMBER_ERRORS = [
  'CODE_INVALID',
  'CODE_EXPIRED',
  'NOT_ELIGIBLE',
  'NOT_FOUND',
] as const satisfies readonly ErrorCode[];

/** The member a code names, as a cashier may see them (DESIGN §13 identify). */
export const tillMemberSchema = z.object({
  member_id: z.number().int(),
  /** The member ID the member knows (CR and eight digits); the till's later calls name the member by it. */
  mbk_member_id: z.string(),
  /** First name and the last name's initial: enough to greet, no more. */
  display_name: z.string(),
  tier: tillTierSchema,
  point_balance: z.number().int(),
  /** What one point is worth when paying (a programme rule, 0.25 by default). */
  burn_thb_per_point: z.number(),
});
export type TillMember = z.infer<typeof tillMemberSchema>;

export const identifyTillMember = defineAdminCall({
  name: 'IdentifyTillMember',
  method: 'POST',
  path: '/till/identify',
  summary:
    'The member a member code or a card’s counter code names, with tier, balance and the burn rate; the code is not spent',
  access: 'till',
  params: noParams,
  input: z.object({ code: tillCodeField }),
  output: tillMemberSchema,
  errors: [...SESSION_ERRORS, 'CODE_INVALID', 'CODE_EXPIRED', 'NOT_ELIGIBLE'],
});

/** One reason a sale earned points (DESIGN §14): the ledger's award, as the point history answers it too. */
export const tillAwardSchema = pointAwardSchema;
export type TillAward = PointAward;

export const tillSaleSchema = z.object({
  transaction_id: z.number().int(),
  points_earned: z.number().int(),
  awards: z.array(tillAwardSchema),
  point_balance: z.number().int(),
  tier: tillTierSchema,
  /** True when this receipt number had already been earned at this store with the same values. */
  duplicate: z.boolean(),
});
export type TillSale = z.infer<typeof tillSaleSchema>;

export const recordTillSale = defineAdminCall({
  name: 'RecordTillSale',
  method: 'POST',
  path: '/till/sales',
  summary:
    'Earns points for a receipt at a store, now, by the earn rules; one receipt number per store (a repeat answers the first sale with `duplicate`)',
  access: 'till',
  idempotent: true,
  params: noParams,
  input: memberOfInput({ store_code: storeCodeField, receipt_no: tillReferenceField, amount: tillAmountField }),
  output: tillSaleSchema,
  errors: [...SESSION_ERRORS, ...MEMBER_ERRORS, 'IDEMPOTENCY_CONFLICT'],
});

export const tillRefundSchema = z.object({
  refund_id: z.number().int(),
  points_reversed: z.number().int(),
  /** What the balance could not give back, taken first from the member's next earns. */
  points_owed: z.number().int(),
  point_balance: z.number().int(),
});
export type TillRefund = z.infer<typeof tillRefundSchema>;

export const refundTillSale = defineAdminCall({
  name: 'RefundTillSale',
  method: 'POST',
  path: '/till/sales/{transaction_id}/refunds',
  summary:
    'Takes back the points the refunded share of a sale earned; never past the sale (LIMIT_EXCEEDED); what the balance cannot give is owed',
  access: 'till',
  idempotent: true,
  params: z.object({ transaction_id: idParam }),
  input: z.object({ refund_no: tillReferenceField, amount: tillAmountField }),
  output: tillRefundSchema,
  errors: [...SESSION_ERRORS, 'NOT_FOUND', 'LIMIT_EXCEEDED', 'IDEMPOTENCY_CONFLICT'],
});

export const tillPaymentSchema = z.object({
  hold_id: z.number().int(),
  points_spent: z.number().int(),
  thb_value: z.number(),
  point_balance: z.number().int(),
});
export type TillPayment = z.infer<typeof tillPaymentSchema>;

export const payWithTillPoints = defineAdminCall({
  name: 'PayWithTillPoints',
  method: 'POST',
  path: '/till/payments',
  summary:
    'Pays with points at once: holds and captures them in one call (a redemption in the member’s history); one reference per store',
  access: 'till',
  idempotent: true,
  params: noParams,
  input: memberOfInput({ store_code: storeCodeField, points: tillPointsField, reference: tillReferenceField }),
  output: tillPaymentSchema,
  errors: [...SESSION_ERRORS, ...MEMBER_ERRORS, 'INSUFFICIENT_POINTS', 'NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT'],
});

export const tillStoreSchema = z.object({
  store_code: z.string(),
  name: z.string(),
  name_en: z.string(),
  partner: z.object({ partner_id: z.number().int(), name: z.string(), name_en: z.string() }),
});
export type TillStore = z.infer<typeof tillStoreSchema>;

export const listTillStores = defineAdminCall({
  name: 'ListTillStores',
  method: 'GET',
  path: '/till/stores',
  summary: 'The partners’ stores a cashier can act for at the console’s till, by partner and name',
  access: 'till',
  params: noParams,
  input: z.object({}),
  output: z.array(tillStoreSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'],
});

/**
 * What `points` are worth in THB at `burnThbPerPoint`, to the satang: the rate is counted in ten-thousandths
 * of a baht, so 0.25 × 3 never meets a binary fraction. The console shows it before paying; the server's
 * `thb_value` is what was paid.
 */
export function thbForPoints(points: number, burnThbPerPoint: number): number {
  return Math.round((points * Math.round(burnThbPerPoint * 10_000)) / 100) / 100;
}

/** The whole points a THB amount takes at `burnThbPerPoint`: rounded up, so the points cover the amount. */
export function pointsForThb(amount: number, burnThbPerPoint: number): number {
  const rate = Math.round(burnThbPerPoint * 10_000);
  if (rate <= 0) return 0;
  return Math.ceil(Math.round(amount * 10_000) / rate);
}
