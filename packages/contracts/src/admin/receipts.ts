import { z } from 'zod';
import { RECEIPT_MEDIA_TYPES, RECEIPT_STATUSES } from '../document.js';
import { pagedList } from '../envelope.js';
import { isoDateField, memberIdField, textField } from '../fields.js';
import { storeCodeField } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';

/** The largest total the receipts' `numeric(12, 2)` column holds. */
export const MAX_RECEIPT_AMOUNT = 9_999_999_999.99;

/**
 * Points for an approved receipt total (DESIGN §6): one per full `bahtPerPoint` THB (a programme rule,
 * 25 by default). Counted in satang, so 1250.50 / 25 never meets a binary fraction. The API awards
 * them; the console shows them before the operator approves.
 */
export function pointsForAmount(amount: number, bahtPerPoint: number): number {
  const satang = Math.round(amount * 100);
  return Math.floor(satang / (bahtPerPoint * 100));
}

/**
 * Staff approve a receipt only while its points are at most the adjustment approval threshold (a
 * programme rule): what staff could grant by an adjustment. A larger one waits for an admin (decision
 * 037). The API refuses it; the console says so before the operator tries.
 */
export function receiptNeedsAdmin(points: number, adjustApprovalThreshold: number): boolean {
  return points > adjustApprovalThreshold;
}

/** A THB total as printed on a receipt: above 0, whole satang. */
const receiptAmountField = z
  .number({ error: 'receiptAmount' })
  .positive({ error: 'receiptAmount' })
  .max(MAX_RECEIPT_AMOUNT, { error: 'receiptAmount' })
  .refine((amount) => Math.round(amount * 100) / 100 === amount, { error: 'receiptAmount' })
  .meta({ multipleOf: 0.01 });

/** The longest receipt number a printed receipt carries (the till's reference length). */
export const RECEIPT_NO_MAX_LENGTH = 64;
/**
 * How many days after the purchase a receipt may still be approved: the programme's window for a sale
 * sent late (DESIGN §13 `occurred_at`), so a receipt and a till sale earn within the same time.
 */
export const RECEIPT_PURCHASE_MAX_AGE_DAYS = 30;

/**
 * The reasons an operator picks when rejecting a receipt, with the words the member reads in their
 * language; `other` is the operator's own sentence in English and Thai.
 */
export const RECEIPT_REJECT_REASONS = [
  'unreadable',
  'not_a_receipt',
  'already_sent',
  'too_old',
  'store_not_in_programme',
  'other',
] as const;
export type ReceiptRejectReason = (typeof RECEIPT_REJECT_REASONS)[number];

export const RECEIPT_REJECT_REASON_WORDS = {
  unreadable: {
    en: 'The photo is too blurred or cut off to read the receipt.',
    th: 'ภาพใบเสร็จไม่ชัดหรือถูกตัด จึงอ่านรายละเอียดไม่ได้',
  },
  not_a_receipt: { en: 'The file is not a purchase receipt.', th: 'ไฟล์ที่ส่งมาไม่ใช่ใบเสร็จรับเงิน' },
  already_sent: {
    en: 'This receipt has already been sent and earned its points.',
    th: 'ใบเสร็จนี้เคยส่งมาและได้รับคะแนนไปแล้ว',
  },
  too_old: {
    en: `The purchase is more than ${RECEIPT_PURCHASE_MAX_AGE_DAYS} days old.`,
    th: `การซื้อนี้เกิน ${RECEIPT_PURCHASE_MAX_AGE_DAYS} วันแล้ว`,
  },
  store_not_in_programme: {
    en: 'The store on this receipt is not part of the programme.',
    th: 'ร้านค้าในใบเสร็จนี้ไม่ได้ร่วมรายการสะสมคะแนน',
  },
} as const satisfies Record<Exclude<ReceiptRejectReason, 'other'>, { en: string; th: string }>;

export const adminReceiptSchema = z.object({
  id: z.number().int(),
  member_id: z.string(),
  member_name: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  content_type: z.enum(RECEIPT_MEDIA_TYPES),
  size_bytes: z.number().int(),
  /** Where an operator's session downloads the file as the member sent it (`GET /receipts/{id}/file`). */
  file_url: z.string(),
  /**
   * What a browser shows: the file itself, or for a HEIC photo its JPEG copy (`GET /receipts/{id}/view`),
   * null until the copy is made (a job, seconds after the upload) or when the photo could not be decoded.
   */
  view_url: z.string().nullable(),
  /** The earliest other receipt with the same file content (sha256), or null. */
  duplicate_of: z.number().int().nullable(),
  /** The store the operator read on the receipt at approval, or null before. */
  store: z.object({ store_code: z.string(), name: z.string(), name_en: z.string() }).nullable(),
  receipt_no: z.string().nullable(),
  /** The purchase date printed on the receipt (YYYY-MM-DD), set at approval. */
  purchased_on: z.iso.date().nullable(),
  /** The earliest other approved receipt with the same store and receipt number, or null. */
  same_receipt_as: z.number().int().nullable(),
  amount: z.number().nullable(),
  points: z.number().int().nullable(),
  reject_reason_code: z.enum(RECEIPT_REJECT_REASONS).nullable(),
  reject_reason: z.string().nullable(),
  reject_reason_th: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: instantField.nullable(),
  created_at: instantField,
});
export type AdminReceipt = z.infer<typeof adminReceiptSchema>;

const receiptParam = z.object({ id: idParam });
const readErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND'] as const;

export const listReceipts = defineAdminCall({
  name: 'ListReceipts',
  method: 'GET',
  path: '/receipts',
  summary: 'The receipt queue (oldest first by default), filtered by status and member',
  access: 'operator',
  params: noParams,
  input: adminListQuery(['created_at', 'id', 'size_bytes'], 'created_at').extend({
    status: z.enum(RECEIPT_STATUSES).optional(),
    member_id: memberIdField.optional(),
  }),
  output: pagedList(adminReceiptSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

export const getReceipt = defineAdminCall({
  name: 'GetReceipt',
  method: 'GET',
  path: '/receipts/{id}',
  summary: 'One receipt with the link to its file and the receipt it duplicates, if any',
  access: 'operator',
  params: receiptParam,
  input: z.object({}),
  output: adminReceiptSchema,
  errors: [...readErrors],
});

/** A receipt's file streamed with its content type, to operators only: receipts are personal data. */
const receiptFileCall = (name: string, path: string, summary: string) =>
  defineAdminCall({
    name,
    method: 'GET',
    path,
    summary,
    access: 'operator',
    params: receiptParam,
    input: z.object({}),
    output: z.never(),
    errors: [...readErrors],
    answer: 'file',
  });

export const getReceiptFile = receiptFileCall(
  'GetReceiptFile',
  '/receipts/{id}/file',
  'The uploaded file itself, streamed with its content type (operators only: receipts are personal data)',
);

export const getReceiptView = receiptFileCall(
  'GetReceiptView',
  '/receipts/{id}/view',
  'The JPEG copy of a HEIC receipt, which browsers cannot show (operators only); NOT_FOUND until it is made and for other files, which their view_url names as they are',
);

export const approveReceiptCall = defineAdminCall({
  name: 'ApproveReceipt',
  method: 'POST',
  path: '/receipts/{id}/approve',
  summary:
    'Approves a pending receipt with what the operator read on it: the store, the receipt number, the purchase date (not in the future, at most 30 days ago) and the total (THB), which counts as spending and earns its points (1 per 25 THB by rule). A receipt whose store and number were already approved is RECEIPT_ALREADY_APPROVED; an unknown store is NOT_FOUND. Staff approve receipts worth up to the adjustment approval threshold in points, admins any',
  access: 'operator',
  idempotent: true,
  params: receiptParam,
  input: z
    .object({
      amount: receiptAmountField,
      store_code: storeCodeField,
      receipt_no: textField({ max: RECEIPT_NO_MAX_LENGTH }),
      purchased_on: isoDateField,
    })
    .strict(),
  output: adminReceiptSchema,
  errors: [...readErrors, 'NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'ADMIN_APPROVAL_REQUIRED', 'RECEIPT_ALREADY_APPROVED'],
});

const rejectReasonText = textField({ max: 500 });

/** A preset reason carries no text of its own; `other` needs the operator's reason in both languages. */
const rejectReceiptInput = z
  .object({
    reason_code: z.enum(RECEIPT_REJECT_REASONS, { error: 'choice' }),
    reason: rejectReasonText.optional(),
    reason_th: rejectReasonText.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    for (const field of ['reason', 'reason_th'] as const) {
      const isGiven = input[field] !== undefined;
      if (input.reason_code === 'other' && !isGiven) {
        context.addIssue({ code: 'custom', path: [field], message: 'required', input: input[field] });
      }
      if (input.reason_code !== 'other' && isGiven) {
        context.addIssue({ code: 'custom', path: [field], message: 'unexpected', input: input[field] });
      }
    }
  });

export const rejectReceiptCall = defineAdminCall({
  name: 'RejectReceipt',
  method: 'POST',
  path: '/receipts/{id}/reject',
  summary:
    'Rejects a pending receipt with one of the preset reasons, whose words the member reads in their language, or `other` with the operator’s reason in English and Thai (only then)',
  access: 'operator',
  params: receiptParam,
  input: rejectReceiptInput,
  output: adminReceiptSchema,
  errors: [...readErrors, 'NOT_ACTIVE'],
});
