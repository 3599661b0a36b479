import { z } from 'zod';
import { RECEIPT_MEDIA_TYPES, RECEIPT_STATUSES } from '../document.js';
import { pagedList } from '../envelope.js';
import { memberIdField, textField } from '../fields.js';
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
  amount: z.number().nullable(),
  points: z.number().int().nullable(),
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
    'Approves a pending receipt: the total (THB) counts as spending and earns its points (1 per 25 THB by rule); staff approve receipts worth up to the adjustment approval threshold in points, admins any',
  access: 'operator',
  idempotent: true,
  params: receiptParam,
  input: z.object({ amount: receiptAmountField }),
  output: adminReceiptSchema,
  errors: [...readErrors, 'NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'ADMIN_APPROVAL_REQUIRED'],
});

export const rejectReceiptCall = defineAdminCall({
  name: 'RejectReceipt',
  method: 'POST',
  path: '/receipts/{id}/reject',
  summary: 'Rejects a pending receipt with the reason the member reads, in English and Thai',
  access: 'operator',
  params: receiptParam,
  input: z.object({ reason: textField({ max: 500 }), reason_th: textField({ max: 500 }) }),
  output: adminReceiptSchema,
  errors: [...readErrors, 'NOT_ACTIVE'],
});
