import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedList, pageQuery } from './envelope.js';

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;

/**
 * DESIGN §6 receipt types, checked by content. The size limit, the daily quota and the earn rate are
 * programme rules (data): CheckDocumentQuota and Point/GetPointRules tell their current values.
 */
export const RECEIPT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;

/** The multipart field UploadReceipt reads the file from. */
export const RECEIPT_FIELD = 'Receipt';

export const RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const receiptSchema = z.object({
  receipt_id: z.number().int(),
  status: z.enum(RECEIPT_STATUSES),
  content_type: z.enum(RECEIPT_MEDIA_TYPES),
  size_bytes: z.number().int(),
  /** Set on approval: the receipt total in THB and the points it earned. */
  amount: z.number().nullable(),
  points: z.number().int().nullable(),
  /** Set on rejection, in the request's language when the operator gave both. */
  reject_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const checkDocumentQuota = defineCall({
  name: 'CheckDocumentQuota',
  method: 'GET',
  path: '/Document/CheckDocumentQuota',
  summary: 'How many receipts the member may still upload today (Asia/Bangkok day)',
  access: ['bcrm-member'],
  input: z.object({}),
  output: z.object({
    daily_quota: z.number().int(),
    used_today: z.number().int(),
    remaining: z.number().int(),
    max_bytes: z.number().int(),
    accepted_types: z.array(z.string()),
    resets_at: z.iso.datetime(),
  }),
  errors: [...memberErrors],
});

export const uploadReceipt = defineCall({
  name: 'UploadReceipt',
  method: 'POST',
  path: '/Document/UploadReceipt',
  summary:
    'Uploads a receipt (multipart field Receipt: JPEG, PNG, WebP, HEIC or PDF by content, within the size rule, 10 MB by default) for review',
  access: ['bcrm-member'],
  idempotent: true,
  upload: { field: RECEIPT_FIELD, mediaTypes: RECEIPT_MEDIA_TYPES },
  input: z.object({}),
  output: receiptSchema.extend({ remaining: z.number().int() }),
  errors: [
    'VALIDATION_FAILED',
    'FILE_TOO_LARGE',
    'UNSUPPORTED_FILE',
    'UNSUPPORTED_MEDIA_TYPE',
    'QUOTA_EXCEEDED',
    'IDEMPOTENCY_CONFLICT',
    ...memberErrors,
  ],
});

/** The member's receipts, newest first, with their review status (pending, approved, rejected). */
export const getReceiptHistory = defineCall({
  name: 'GetReceiptHistory',
  method: 'GET',
  path: '/Document/GetReceiptHistory',
  summary: 'The member’s uploaded receipts with their review status, newest first, paged',
  access: ['bcrm-member', 'bcrm-canceled', 'bcrm-suspended', 'bcrm-blocked'],
  input: pageQuery(20),
  output: pagedList(receiptSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});
