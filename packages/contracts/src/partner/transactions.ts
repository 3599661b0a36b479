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
import { queryIntField, textField } from '../fields.js';
import { storeCodeField } from '../redemption.js';
import { oneTillMember, tillMemberFields } from './members.js';

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
