import { z } from 'zod';
import { codeField } from '../code.js';
import { pagedList } from '../envelope.js';
import { idField, rawTextField, textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { bulkIdsInput, bulkResultSchema, MAX_BULK_ROWS } from './bulk.js';
import { adminJobSchema } from './jobs.js';

export const CODE_KINDS = ['promo', 'scan'] as const;
/** DESIGN §11: a batch makes at most this many codes. */
export const MAX_BATCH_CODES = 100_000;
export const MAX_CODE_POINTS = 1_000_000;

const pointsField = z.int({ error: 'wholeNumber' }).min(1).max(MAX_CODE_POINTS);

/** A validity window's rule: `ends_at` after `starts_at`, the error on `ends_at`. */
const windowFields = { starts_at: instantField, ends_at: instantField };
function endsAfterStart(input: { starts_at: string; ends_at: string }): boolean {
  return Date.parse(input.ends_at) > Date.parse(input.starts_at);
}
const windowError = { error: 'endsAfterStart', path: ['ends_at'] };

export const adminCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(CODE_KINDS),
  points: z.number().int(),
  title: z.string(),
  title_th: z.string(),
  max_uses: z.number().int().nullable(),
  /** How many members used it. */
  uses: z.number().int(),
  batch_id: z.number().int().nullable(),
  /** The group company it is for (decision 063); null: the whole group. */
  company_id: z.number().int().nullable(),
  starts_at: instantField,
  ends_at: instantField,
  disabled_at: instantField.nullable(),
  created_at: instantField,
});
export type AdminCode = z.infer<typeof adminCodeSchema>;

export const codeBatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CODE_KINDS),
  prefix: z.string(),
  count: z.number().int(),
  points: z.number().int(),
  starts_at: instantField,
  ends_at: instantField,
  /** The group company its codes are for (decision 063); null: the whole group. */
  company_id: z.number().int().nullable(),
  /** Codes made so far: `count` once the batch is complete. */
  generated: z.number().int(),
  /** Codes of the batch members have used. */
  used: z.number().int(),
  /** Codes of the batch disabled (all of them once the whole batch is): members can no longer use them. */
  disabled: z.number().int(),
  /** The job making a large batch, null when the batch was made at once. */
  job: adminJobSchema.nullable(),
  created_at: instantField,
});
export type CodeBatch = z.infer<typeof codeBatchSchema>;

const writeErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED'] as const;
const codeParam = z.object({ id: idParam });

/**
 * The group company a new code or batch is for (decision 063): a company-limited operator must name one
 * of theirs (COMPANY_NOT_ALLOWED otherwise); left out or null, the code is the whole group's.
 */
const codeCompanyField = idField.nullable().optional();

/** A title the member reads when checking the code; the kind's own words when not given. */
const codeTitleField = textField({ max: 120 }).optional();

export const createCodeCall = defineAdminCall({
  name: 'CreateCode',
  method: 'POST',
  path: '/codes',
  summary: 'Adds one promo or scan code with its points, use cap (null: no cap) and validity window',
  access: 'content-edit',
  params: noParams,
  input: z
    .object({
      code: codeField,
      kind: z.enum(CODE_KINDS),
      points: pointsField,
      max_uses: z.int({ error: 'wholeNumber' }).min(1).max(10_000_000).nullable(),
      title: codeTitleField,
      title_th: codeTitleField,
      company_id: codeCompanyField,
      ...windowFields,
    })
    .refine(endsAfterStart, windowError)
    .meta({ description: '`ends_at`, when given, must come after `starts_at`' }),
  output: adminCodeSchema,
  errors: [...writeErrors, 'COMPANY_NOT_ALLOWED'],
});

export const listCodesCall = defineAdminCall({
  name: 'ListCodes',
  method: 'GET',
  path: '/codes',
  summary: 'Codes with their uses; `q` matches the start of the code, `batch_id` keeps one batch',
  access: 'content',
  params: noParams,
  input: adminListQuery(['created_at', 'code', 'uses'], '-created_at').extend({
    batch_id: idParam.optional(),
  }),
  output: pagedList(adminCodeSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

export const disableCodeCall = defineAdminCall({
  name: 'DisableCode',
  method: 'POST',
  path: '/codes/{id}/disable',
  summary: 'Stops a code: members get CODE_INVALID from now on; its uses stay',
  access: 'content-edit',
  params: codeParam,
  input: z.object({}),
  output: adminCodeSchema,
  errors: [...writeErrors, 'NOT_FOUND'],
});

export const enableCodeCall = defineAdminCall({
  name: 'EnableCode',
  method: 'POST',
  path: '/codes/{id}/enable',
  summary:
    'Undoes a disable: members can use the code again within its window and cap. Enabling an enabled code answers it unchanged and records nothing (a retried click is not an error)',
  access: 'content-edit',
  params: codeParam,
  input: z.object({}),
  output: adminCodeSchema,
  errors: [...writeErrors, 'NOT_FOUND'],
});

export const disableCodesCall = defineAdminCall({
  name: 'DisableCodes',
  method: 'POST',
  path: '/codes/disable',
  summary: `Stops up to ${MAX_BULK_ROWS} chosen codes, each as DisableCode would (its own transaction and audit row): one result a code, \`ok\` or its error code`,
  access: disableCodeCall.access,
  params: noParams,
  input: bulkIdsInput,
  output: bulkResultSchema,
  errors: [...writeErrors],
});

export const enableCodesCall = defineAdminCall({
  name: 'EnableCodes',
  method: 'POST',
  path: '/codes/enable',
  summary: `Undoes the disable of up to ${MAX_BULK_ROWS} chosen codes, each as EnableCode would (an enabled code is \`ok\` and records nothing): one result a code`,
  access: enableCodeCall.access,
  params: noParams,
  input: bulkIdsInput,
  output: bulkResultSchema,
  errors: [...writeErrors],
});

export const disableCodeBatchOutputSchema = z.object({
  batch: codeBatchSchema,
  /** Codes this call stopped; codes already disabled are not counted again. */
  disabled: z.number().int(),
});
export type DisableCodeBatchOutput = z.infer<typeof disableCodeBatchOutputSchema>;

export const disableCodeBatchCall = defineAdminCall({
  name: 'DisableCodeBatch',
  method: 'POST',
  path: '/code-batches/{id}/disable',
  summary:
    'Stops every code of a batch at once (one statement, one audit row naming the batch and the count); members get CODE_INVALID for them; their uses stay',
  access: 'content-edit',
  params: codeParam,
  input: z.object({}),
  output: disableCodeBatchOutputSchema,
  errors: [...writeErrors, 'NOT_FOUND'],
});

export const createCodeBatchCall = defineAdminCall({
  name: 'CreateCodeBatch',
  method: 'POST',
  path: '/code-batches',
  summary:
    'Generates `count` unique single-use codes PREFIX-XXXXXXXXXX (crypto random); a large batch runs as a job whose progress the answer links',
  access: 'content-edit',
  idempotent: true,
  params: noParams,
  input: z
    .object({
      name: textField({ max: 120 }),
      kind: z.enum(CODE_KINDS),
      prefix: rawTextField()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{1,12}$/, { error: 'codePrefix' }),
      count: z.int({ error: 'wholeNumber' }).min(1).max(MAX_BATCH_CODES),
      points: pointsField,
      company_id: codeCompanyField,
      ...windowFields,
    })
    .refine(endsAfterStart, windowError)
    .meta({ description: '`ends_at`, when given, must come after `starts_at`' }),
  output: codeBatchSchema,
  errors: [...writeErrors, 'IDEMPOTENCY_CONFLICT', 'COMPANY_NOT_ALLOWED'],
});

export const listCodeBatchesCall = defineAdminCall({
  name: 'ListCodeBatches',
  method: 'GET',
  path: '/code-batches',
  summary: 'Code batches, newest first, with how many codes are made and used',
  access: 'content',
  params: noParams,
  input: adminListQuery(['created_at', 'name'], '-created_at'),
  output: pagedList(codeBatchSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

/** The columns of a batch's codes download, in order. */
export const BATCH_CODE_EXPORT_COLUMNS = ['code', 'points', 'starts_at', 'ends_at', 'used', 'disabled_at'] as const;

export const exportBatchCodesCall = defineAdminCall({
  name: 'ExportBatchCodes',
  method: 'GET',
  path: '/code-batches/{id}/codes.csv',
  summary: 'A batch’s codes as CSV, streamed (audited: the codes are worth points)',
  access: 'content',
  params: codeParam,
  input: z.object({}),
  output: z.never(),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND'],
  answer: 'csv',
});
