import { z } from 'zod';
import {
  MAX_TILL_POINTS,
  TILL_REFERENCE_MAX_LENGTH,
  type TillAward,
  type TillRefund,
  type TillSale,
  tillAmountField,
  tillAwardSchema,
  tillRefundSchema,
  tillSaleSchema,
} from '../admin/till.js';
import { pagedList, pageQuery } from '../envelope.js';
import type { ErrorCode } from '../errors.js';
import { queryIntField, textField } from '../fields.js';
import { storeCodeField } from '../redemption.js';
import { oneTillMember, tillMemberFields } from './members.js';
import { definePartnerCall } from './partner-call.js';

/**
 * The till and partner API's transactions (DESIGN §13): sales that earn, their refunds, and holds that pay
 * with points. Schemas and limits only; the calls (`definePartnerCall`) and their routes are written with
 * the partner access. Inputs and answers are `snake_case`; amounts are JSON numbers in THB with at most two
 * decimals, never strings (no coercion: a POS sending "100.00" learns at once, not on a rounding day).
 */

/** A sale may be sent up to this many days after it happened (a till that was offline), never later. */
export const TILL_SALE_MAX_AGE_DAYS = 30;
/** The clock difference between a till and the server that `occurred_at` tolerates. */
export const TILL_CLOCK_SKEW_MS = 60_000;
/** An uncaptured hold returns its points after this long. */
export const HOLD_TTL_SECONDS = 300;

/** A THB amount in an answer: two decimals at most. */
const bahtOutput = z.number().meta({ multipleOf: 0.01 });

const referenceField = textField({ max: TILL_REFERENCE_MAX_LENGTH });
/** Exactly one way of naming the member: the code they show, or their member ID (CR and 8 digits). */
const memberOf = z.object(tillMemberFields);
function oneMember<T extends { member_code?: string | undefined; member_id?: string | undefined }>(
  input: T,
  context: z.core.$RefinementCtx<T>,
) {
  if (!oneTillMember(input)) {
    context.addIssue({ code: 'custom', path: ['member_code'], message: 'memberCodeOrId', input: input.member_code });
  }
}

export const recordSaleInput = memberOf
  .extend({
    store_code: storeCodeField,
    receipt_no: referenceField,
    amount: tillAmountField,
    occurred_at: z.iso.datetime({ offset: true }),
  })
  .strict()
  .superRefine(oneMember);

/** What one earn rule gave a sale, and a sale's answer: the console's till and the partner API answer alike. */
export const saleAwardSchema = tillAwardSchema;
export type SaleAward = TillAward;
export const saleResultSchema = tillSaleSchema;
export type SaleResult = TillSale;

export const refundSaleInput = z.object({ refund_no: referenceField, amount: tillAmountField }).strict();

export const refundResultSchema = tillRefundSchema;
export type RefundResult = TillRefund;

export const placeHoldInput = memberOf
  .extend({
    store_code: storeCodeField,
    points: z.int({ error: 'wholeNumber' }).min(1).max(MAX_TILL_POINTS),
    reference: referenceField,
  })
  .strict()
  .superRefine(oneMember);

export const holdSchema = z.object({
  hold_id: z.number().int(),
  points: z.number().int(),
  /** What the points pay, in THB: points × the programme's `burn_thb_per_point`. */
  thb_value: bahtOutput,
  expires_at: z.iso.datetime(),
});
export type Hold = z.infer<typeof holdSchema>;

export const captureResultSchema = z.object({
  points_spent: z.number().int(),
  thb_value: bahtOutput,
  point_balance: z.number().int(),
});
export type CaptureResult = z.infer<typeof captureResultSchema>;

export const releaseResultSchema = z.object({
  points_released: z.number().int(),
  point_balance: z.number().int(),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

/** `{hold_id}` and `{transaction_id}` path parameters: canonical digits only, as the admin calls' ids. */
const pathIdField = queryIntField({ min: 1, max: Number.MAX_SAFE_INTEGER }, 'id');
export const holdParams = z.object({ hold_id: pathIdField });
export const transactionParams = z.object({ transaction_id: pathIdField });

export const TILL_TRANSACTION_TYPES = ['sale', 'refund', 'capture'] as const;
export type TillTransactionType = (typeof TILL_TRANSACTION_TYPES)[number];

/** Reconciliation: the client's own transactions created in [from, to). */
export const listTransactionsQuery = pageQuery(50)
  .extend({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    store_code: storeCodeField.optional(),
  })
  .strict();

/**
 * One line of a reconciliation: a sale (`reference` its receipt number), a refund (its refund number,
 * `transaction_id` the sale it refunds) or a captured hold (its reference). `amount` is THB (the sale,
 * the refund, or what the points paid); `points` is signed as the ledger moved them.
 */
export const tillTransactionSchema = z.object({
  type: z.enum(TILL_TRANSACTION_TYPES),
  id: z.number().int(),
  transaction_id: z.number().int().nullable(),
  store_code: z.string(),
  member_id: z.string(),
  reference: z.string(),
  amount: bahtOutput,
  points: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TillTransaction = z.infer<typeof tillTransactionSchema>;

export const tillTransactionPageSchema = pagedList(tillTransactionSchema);
export type TillTransactionPage = z.infer<typeof tillTransactionPageSchema>;

const MEMBER_ERRORS = [
  'CODE_INVALID',
  'CODE_EXPIRED',
  'NOT_ELIGIBLE',
  'NOT_FOUND',
] as const satisfies readonly ErrorCode[];

export const partnerRecordSale = definePartnerCall({
  name: 'RecordSale',
  method: 'POST',
  path: '/transactions',
  summary: 'Earns points for a receipt at one of the client’s stores and counts its amount toward tiers',
  description:
    'One receipt number per store: a retry with the same values answers the first result with `duplicate: true`; the same number with other values is 409 IDEMPOTENCY_CONFLICT. `occurred_at` may be up to 30 days old, never in the future. `member_code` is the member code or a card’s counter code the member shows (not spent: the visit may send it again), `member_id` the member number. A store code outside the client’s list is 403 FORBIDDEN.',
  params: z.object({}),
  input: recordSaleInput,
  output: saleResultSchema,
  example: {
    member_code: 'M1042 1234 5678',
    store_code: 'CHABA01',
    receipt_no: 'R-000123',
    amount: 391.5,
    occurred_at: '2026-11-27T10:15:00+07:00',
  },
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'IDEMPOTENCY_CONFLICT', ...MEMBER_ERRORS],
});

export const partnerRefundSale = definePartnerCall({
  name: 'RefundSale',
  method: 'POST',
  path: '/transactions/{transaction_id}/refund',
  summary: 'Takes back the points the refunded share of a sale earned, and its spending',
  description:
    'Points taken back are the refunded share of what the sale earned, rounded down, never more than it earned over all its refunds. A balance never goes below 0: what it could not give is `points_owed`, repaid first from the member’s next earns. Refunds never exceed the sale (409 LIMIT_EXCEEDED). The same `refund_no` answers the first result; with another amount, 409 IDEMPOTENCY_CONFLICT. Another client’s sale is 404 NOT_FOUND.',
  params: transactionParams,
  input: refundSaleInput,
  output: refundResultSchema,
  example: { refund_no: 'RF-000045', amount: 100 },
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'LIMIT_EXCEEDED', 'IDEMPOTENCY_CONFLICT'],
});

export const partnerPlaceHold = definePartnerCall({
  name: 'PlaceHold',
  method: 'POST',
  path: '/holds',
  summary: 'Reserves points to pay with for 5 minutes; held points cannot be spent elsewhere',
  description:
    'Capture spends them; release, or 5 minutes passing, returns them with their own expiry dates. One hold per store and `reference`: a retry answers the same hold, other values are 409 IDEMPOTENCY_CONFLICT. More points than the member has is 409 INSUFFICIENT_POINTS.',
  params: z.object({}),
  input: placeHoldInput,
  output: holdSchema,
  example: { member_code: 'M1042 1234 5678', store_code: 'CHABA01', points: 400, reference: 'POS7-2026-000981' },
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'INSUFFICIENT_POINTS', 'IDEMPOTENCY_CONFLICT', ...MEMBER_ERRORS],
});

export const partnerCaptureHold = definePartnerCall({
  name: 'CaptureHold',
  method: 'POST',
  path: '/holds/{hold_id}/capture',
  summary: 'Spends held points: the payment in the member’s history',
  description:
    'A retry answers the same. After a release or the 5 minutes, 409 NOT_ACTIVE. Another client’s hold is 404 NOT_FOUND.',
  params: holdParams,
  input: z.object({}).strict(),
  output: captureResultSchema,
  example: {},
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE'],
});

export const partnerReleaseHold = definePartnerCall({
  name: 'ReleaseHold',
  method: 'POST',
  path: '/holds/{hold_id}/release',
  summary: 'Returns held points with their own expiry dates',
  description:
    'A retry, or a hold that already expired, answers the same. After a capture, 409 NOT_ACTIVE. Another client’s hold is 404 NOT_FOUND.',
  params: holdParams,
  input: z.object({}).strict(),
  output: releaseResultSchema,
  example: {},
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE'],
});

export const partnerListTransactions = definePartnerCall({
  name: 'ListTransactions',
  method: 'GET',
  path: '/transactions',
  summary: 'The client’s own sales, refunds and captured payments between two instants, for reconciliation',
  params: z.object({}),
  input: listTransactionsQuery,
  output: tillTransactionPageSchema,
  example: { from: '2026-11-27T00:00:00+07:00', to: '2026-11-28T00:00:00+07:00', page: '1', limit: '50' },
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});
