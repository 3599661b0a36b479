import { z } from 'zod';
import { pagedList, pageQuery } from '../envelope.js';
import { queryIntField, rawTextField, textField } from '../fields.js';

/**
 * The till and partner API's transactions (DESIGN §13): sales that earn, their refunds, and holds that pay
 * with points. Schemas and limits only; the calls (`definePartnerCall`) and their routes are written with
 * the partner access. Inputs and answers are `snake_case`; amounts are JSON numbers in THB with at most two
 * decimals, never strings (no coercion: a POS sending "100.00" learns at once, not on a rounding day).
 */

/** The largest sale a till may send: far above any real basket, far below what `numeric(12, 2)` holds. */
export const MAX_TILL_AMOUNT = 10_000_000;
/** A sale may be sent up to this many days after it happened (a till that was offline), never later. */
export const TILL_SALE_MAX_AGE_DAYS = 30;
/** The clock difference between a till and the server that `occurred_at` tolerates. */
export const TILL_CLOCK_SKEW_MS = 60_000;
/** An uncaptured hold returns its points after this long. */
export const HOLD_TTL_SECONDS = 300;
/** Receipt, refund and hold reference numbers as POS systems print them. */
export const TILL_REFERENCE_MAX_LENGTH = 64;

/** A THB amount: above 0, at most MAX_TILL_AMOUNT, whole satang. */
export const tillAmountField = z
  .number({ error: 'tillAmount' })
  .positive({ error: 'tillAmount' })
  .max(MAX_TILL_AMOUNT, { error: 'tillAmount' })
  .refine((amount) => Math.round(amount * 100) / 100 === amount, { error: 'tillAmount' })
  .meta({ multipleOf: 0.01, example: 1250.5 });

/** A THB amount in an answer: two decimals at most. */
const bahtOutput = z.number().meta({ multipleOf: 0.01 });

const referenceField = textField({ max: TILL_REFERENCE_MAX_LENGTH });
const storeCodeField = textField({ max: 32 });
/** The member by their rotating member code or card counter code, or by member number (`CR` + 8 digits). */
const memberCodeField = rawTextField().min(1).max(64);

/** Exactly one way of naming the member. */
const memberOf = z.object({ member_code: memberCodeField.optional(), member_id: memberCodeField.optional() });
function oneMember<T extends { member_code?: string | undefined; member_id?: string | undefined }>(
  input: T,
  context: z.core.$RefinementCtx<T>,
) {
  if ((input.member_code === undefined) === (input.member_id === undefined)) {
    context.addIssue({ code: 'custom', path: ['member_code'], message: 'required', input: input.member_code });
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

/** What one earn rule gave a sale (`base` is DESIGN §14's base earn; campaigns come with issue 36). */
export const saleAwardSchema = z.object({
  rule_id: z.string(),
  name: z.string(),
  name_en: z.string(),
  points: z.number().int(),
});
export type SaleAward = z.infer<typeof saleAwardSchema>;

export const saleResultSchema = z.object({
  transaction_id: z.number().int(),
  points_earned: z.number().int(),
  awards: z.array(saleAwardSchema),
  point_balance: z.number().int(),
  /** The member's tier code after the sale counted as spending. */
  tier: z.string(),
  /** True when this receipt number was already recorded at the store: the first answer, unchanged. */
  duplicate: z.boolean(),
});
export type SaleResult = z.infer<typeof saleResultSchema>;

export const refundSaleInput = z.object({ refund_no: referenceField, amount: tillAmountField }).strict();

export const refundResultSchema = z.object({
  refund_id: z.number().int(),
  points_reversed: z.number().int(),
  /** Points the balance could not give back, repaid first from the member's next earns. */
  points_owed: z.number().int(),
  point_balance: z.number().int(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

export const placeHoldInput = memberOf
  .extend({
    store_code: storeCodeField,
    points: z.int({ error: 'wholeNumber' }).min(1).max(1_000_000),
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
