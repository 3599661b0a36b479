import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { memberIdField, textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { BULK_CALL_ERRORS, bulkIdsInput, bulkResultSchema, MAX_BULK_ROWS } from './bulk.js';

/**
 * Maker-checker states of a point adjustment (DESIGN §11): pending waits for a second admin; its maker
 * may withdraw it while it waits (issue 35), which moves no points.
 */
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/**
 * The largest correction one adjustment makes: far above any real correction, and well inside the
 * lot's integer column, so a slip of the keyboard cannot mint billions.
 */
export const MAX_ADJUSTMENT_POINTS = 1_000_000;

const adjustmentPointsField = z
  .int({ error: 'adjustmentPoints' })
  .min(-MAX_ADJUSTMENT_POINTS, { error: 'adjustmentPoints' })
  .max(MAX_ADJUSTMENT_POINTS, { error: 'adjustmentPoints' })
  .refine((points) => points !== 0, { error: 'adjustmentPoints' })
  .meta({ not: { enum: [0] } });

/** Members read the reason in their point history: one line, in English and in Thai. */
const adjustmentReasonField = textField({ max: 200 });

/** Why points were adjusted, as a fixed set finance can count by (issue 35); the words stay free. */
export const ADJUSTMENT_REASON_CATEGORIES = ['goodwill', 'correction', 'compensation', 'promotion', 'other'] as const;
export type AdjustmentReasonCategory = (typeof ADJUSTMENT_REASON_CATEGORIES)[number];

export const adjustmentSchema = z.object({
  id: z.number().int(),
  member_id: z.string(),
  member_name: z.string(),
  points: z.number().int(),
  reason: z.string(),
  reason_th: z.string(),
  reason_category: z.enum(ADJUSTMENT_REASON_CATEGORIES),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** The operator id of its maker, and the maker's name. */
  made_by: z.number().int(),
  made_by_name: z.string(),
  created_at: instantField,
  /** The admin who approved or rejected it (null while pending, or when its maker alone applied it). */
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: instantField.nullable(),
  reject_reason: z.string().nullable(),
  /** The ledger entry the approval wrote. */
  entry_id: z.number().int().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const memberParam = z.object({ member_id: memberIdField });
export const adjustmentParam = z.object({ id: idParam });

export const createAdjustment = defineAdminCall({
  name: 'CreateAdjustment',
  method: 'POST',
  path: '/members/{member_id}/adjustments',
  summary:
    'Adds or removes points with a reason in English and Thai: an admin’s within adjust_approval_threshold applies at once, a larger one or any by staff waits for another admin',
  access: 'operator',
  idempotent: true,
  params: memberParam,
  input: z.object({
    points: adjustmentPointsField,
    reason: adjustmentReasonField,
    reason_th: adjustmentReasonField,
    /** Callers from before the categories (the CLI, bulk imports) file theirs under `other`. */
    reason_category: z.enum(ADJUSTMENT_REASON_CATEGORIES).default('other'),
  }),
  output: adjustmentSchema,
  errors: [
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'INSUFFICIENT_POINTS',
    'MEMBER_STATE_CONFLICT',
    'IDEMPOTENCY_CONFLICT',
  ],
});

export const listAdjustments = defineAdminCall({
  name: 'ListAdjustments',
  method: 'GET',
  path: '/adjustments',
  summary: 'Point adjustments, by status (pending ones wait for an admin other than their maker)',
  access: 'operator',
  params: noParams,
  input: adminListQuery(['created_at', 'points', 'id'], '-created_at').extend({
    status: z.enum(ADJUSTMENT_STATUSES).optional(),
    member_id: memberIdField.optional(),
  }),
  output: pagedList(adjustmentSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

export const approveAdjustment = defineAdminCall({
  name: 'ApproveAdjustment',
  method: 'POST',
  path: '/adjustments/{id}/approve',
  summary:
    'Applies a pending adjustment through the points ledger; never by its maker; INSUFFICIENT_POINTS leaves it pending',
  access: 'admin',
  idempotent: true,
  params: adjustmentParam,
  input: z.object({}),
  output: adjustmentSchema,
  errors: [
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'NOT_ACTIVE',
    'SELF_APPROVAL',
    'INSUFFICIENT_POINTS',
    'MEMBER_STATE_CONFLICT',
    'IDEMPOTENCY_CONFLICT',
  ],
});

export const approveAdjustmentsCall = defineAdminCall({
  name: 'ApproveAdjustments',
  method: 'POST',
  path: '/adjustments/approve',
  summary: `Approves up to ${MAX_BULK_ROWS} pending adjustments, each as ApproveAdjustment would (its own transaction, ledger entry and audit row; maker-checker per row): one result an adjustment, \`ok\` or its error code (SELF_APPROVAL for the caller's own, NOT_ACTIVE once decided, INSUFFICIENT_POINTS…)`,
  access: approveAdjustment.access,
  params: noParams,
  input: bulkIdsInput,
  output: bulkResultSchema,
  errors: [...BULK_CALL_ERRORS],
});

export const rejectAdjustment = defineAdminCall({
  name: 'RejectAdjustment',
  method: 'POST',
  path: '/adjustments/{id}/reject',
  summary: 'Refuses a pending adjustment with a reason; no points move',
  access: 'admin',
  params: adjustmentParam,
  input: z.object({ reason: textField({ max: 500 }) }),
  output: adjustmentSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE'],
});

export const withdrawAdjustment = defineAdminCall({
  name: 'WithdrawAdjustment',
  method: 'POST',
  path: '/adjustments/{id}/withdraw',
  summary:
    'Its maker takes back a pending adjustment (FORBIDDEN for anyone else, admins included: they reject); no points move',
  access: 'operator',
  params: adjustmentParam,
  input: z.object({}),
  output: adjustmentSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE'],
});
