import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { pagedList } from '../envelope.js';
import { idField, rawTextField } from '../fields.js';
import { type AdminAccess, defineAdminCall, isAllowedFor, type OperatorRole } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { adminJobSchema } from './jobs.js';
import type { MEMBER_STATUSES } from './members.js';

export const IMPORT_KINDS = ['partner-codes', 'card-issue', 'point-adjustments'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATES = ['reviewed', 'executing', 'done'] as const;
/** A bulk import takes at most this many lines (member ids or partner codes). */
export const MAX_IMPORT_LINES = 50_000;

/**
 * What a dry run found, line by line: `ok` lines are applied on execute; the rest are in the error file
 * (`bad_line`: not a code or member id; `duplicate`: an earlier line has it; `exists`: the code is
 * already the privilege's, or the member already holds an unexpired card of the template;
 * `unknown_member`: no member has that id; `inactive_member`: the member is blocked, suspended, canceled,
 * merged or not yet registered). Execution checks each `ok` line again as it applies it and gives one it
 * skips the outcome that says why: `exists` (a parallel import took the code, or the member got the card
 * meanwhile), `inactive_member` (the member is no longer active) or `expired` (the cards' expiry passed
 * while a long import ran). A point-adjustment line (issue 35) can also be `bad_points` (not a whole
 * number of points within the adjustment's range, or zero) or `bad_reason` (an unknown reason category,
 * or a note missing or over 200 characters); `duplicate` repeats an earlier line whole. Execution gives a
 * claw-back the member's balance no longer covers `insufficient_points`.
 */
export const IMPORT_OUTCOMES = [
  'ok',
  'bad_line',
  'duplicate',
  'exists',
  'unknown_member',
  'inactive_member',
  'expired',
  'bad_points',
  'bad_reason',
  'insufficient_points',
] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * The error file's `problem` column in the operator's language: what is wrong with each line left out.
 * A member who is not active is named by their state ("The member is blocked"), never "unknown".
 */
export const IMPORT_PROBLEM_WORDS = {
  bad_line: { en: 'Not a valid code or member ID', th: 'ไม่ใช่รหัสหรือรหัสสมาชิกที่ถูกต้อง' },
  duplicate: { en: 'Repeats an earlier line', th: 'ซ้ำกับบรรทัดก่อนหน้า' },
  exists: { en: 'Already there: nothing to add', th: 'มีอยู่แล้ว ไม่ต้องเพิ่ม' },
  unknown_member: { en: 'No member has this ID', th: 'ไม่มีสมาชิกที่ใช้รหัสนี้' },
  expired: { en: 'The cards’ expiry passed before this line', th: 'บัตรหมดอายุก่อนถึงบรรทัดนี้' },
  bad_points: {
    en: 'Points must be a whole number other than 0, at most 1,000,000 either way',
    th: 'คะแนนต้องเป็นจำนวนเต็มที่ไม่ใช่ 0 และไม่เกิน 1,000,000 ทั้งบวกและลบ',
  },
  bad_reason: {
    en: 'Unknown reason category, or the note is missing or longer than 200 characters',
    th: 'ไม่รู้จักหมวดเหตุผล หรือไม่มีหมายเหตุ หรือหมายเหตุยาวเกิน 200 ตัวอักษร',
  },
  insufficient_points: {
    en: 'The member’s balance does not cover this claw-back',
    th: 'คะแนนคงเหลือของสมาชิกไม่พอสำหรับการหักคะแนนนี้',
  },
} as const satisfies Record<Exclude<ImportOutcome, 'ok' | 'inactive_member'>, { en: string; th: string }>;

/** An `inactive_member` line's problem, by the member's state. */
export const INACTIVE_MEMBER_WORDS = {
  blocked: { en: 'The member is blocked', th: 'สมาชิกถูกระงับการใช้งาน' },
  suspended: { en: 'The member is suspended', th: 'สมาชิกถูกระงับชั่วคราว' },
  canceled: { en: 'The membership is canceled', th: 'สมาชิกยกเลิกแล้ว' },
  merged: { en: 'The member was merged into another account', th: 'สมาชิกถูกรวมเข้ากับบัญชีอื่นแล้ว' },
  pending: { en: 'The member has not finished registering', th: 'สมาชิกยังลงทะเบียนไม่เสร็จ' },
} as const satisfies Record<Exclude<(typeof MEMBER_STATUSES)[number], 'active'>, { en: string; th: string }>;

export const bulkImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  state: z.enum(IMPORT_STATES),
  privilege_id: z.number().int().nullable(),
  template_id: z.number().int().nullable(),
  expires_at: instantField.nullable(),
  /** Lines read (blank lines skipped) and how many of each outcome. */
  lines: z.number().int(),
  counts: z.object(Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, z.number().int()]))) as z.ZodObject<
    Record<ImportOutcome, z.ZodNumber>
  >,
  /** Lines applied so far: `counts.ok` once done (a line skipped at execution no longer counts as `ok`). */
  applied: z.number().int(),
  /**
   * A point-adjustment import's lines that need a second admin (DESIGN §11 maker-checker): those not yet
   * applied above `adjust_approval_threshold`, and those whose adjustment still waits pending. 0 for other kinds.
   */
  awaiting_approval: z.number().int(),
  /** Where the lines that will not be applied download as CSV, null when there are none. */
  error_file_url: z.string().nullable(),
  job: adminJobSchema.nullable(),
  created_at: instantField,
  executed_at: instantField.nullable(),
});
export type BulkImport = z.infer<typeof bulkImportSchema>;

const importErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'] as const;
const importParam = z.object({ id: idParam });

/** A CSV file's text as the console read it: one value a line, at most 1 MiB with the rest of the body. */
export const csvTextField = rawTextField({ isMultiline: true }).max(1_000_000);

export const importPartnerCodesCall = defineAdminCall({
  name: 'ImportPartnerCodes',
  method: 'POST',
  path: '/privileges/{id}/partner-codes',
  summary:
    'Dry run of a partner-code CSV (one code a line): stores the review (counts, duplicates, bad lines) and changes nothing else; `POST /imports/{id}/execute` applies it',
  access: 'content-edit',
  params: importParam,
  input: z.object({ csv: csvTextField }),
  output: bulkImportSchema,
  errors: [...importErrors],
});

export const issueCardsCall = defineAdminCall({
  name: 'IssueCards',
  method: 'POST',
  path: '/cards/issue',
  summary:
    'Dry run of issuing a template’s card to members (`member_ids` as typed, or the lines of a CSV): the review, then `POST /imports/{id}/execute` issues',
  access: 'content-edit',
  params: z.object({}),
  input: z.object({
    template_id: idField,
    member_ids: z
      .array(rawTextField().max(100))
      .min(1, { error: 'importLinesNone' })
      .max(MAX_IMPORT_LINES, { error: 'importLinesTooMany' }),
    expires_at: instantField,
  }),
  output: bulkImportSchema,
  errors: [...importErrors],
});

/** The columns of a point-adjustment CSV, in order; a first line naming them is skipped. */
export const POINT_IMPORT_COLUMNS = ['member_id', 'points', 'reason_category', 'note'] as const;

export const importPointAdjustmentsCall = defineAdminCall({
  name: 'ImportPointAdjustments',
  method: 'POST',
  path: '/adjustments/import',
  summary:
    'Dry run of bulk point grants and claw-backs (CSV: member_id, points with its sign, reason_category, note): stores the review and changes nothing else; `POST /imports/{id}/execute` makes one adjustment a line, those above adjust_approval_threshold pending for another admin',
  access: 'admin',
  params: noParams,
  input: z.object({ csv: csvTextField }),
  output: bulkImportSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED'],
});

export const getImportCall = defineAdminCall({
  name: 'GetImport',
  method: 'GET',
  path: '/imports/{id}',
  summary:
    'A bulk import’s review and, once executed, its progress; a role that may not read its kind (IMPORT_KIND_ACCESS) is refused',
  access: 'content',
  params: importParam,
  input: z.object({}),
  output: bulkImportSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND'],
});

export const listImportsCall = defineAdminCall({
  name: 'ListImports',
  method: 'GET',
  path: '/imports',
  summary:
    'Bulk imports, newest first, with their counts and any job: one reviewed and not executed, running or failed can be found again. `q` matches the name of the privilege or card template imported to; `kind` and `state` keep one of each; only the kinds the role may read are listed',
  access: 'content',
  params: noParams,
  input: adminListQuery(['created_at'], '-created_at').extend({
    kind: z.enum(IMPORT_KINDS).optional(),
    state: z.enum(IMPORT_STATES).optional(),
  }),
  output: pagedList(bulkImportSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

/** The columns of an import's error file. */
export const IMPORT_ERROR_COLUMNS = ['line', 'value', 'problem'] as const;

export const importErrorsCall = defineAdminCall({
  name: 'ImportErrors',
  method: 'GET',
  path: '/imports/{id}/errors.csv',
  summary:
    'The lines a bulk import leaves out, with why, as CSV; `lang` is the language the problems are written in (the console sends its own; English by default)',
  access: 'content',
  params: importParam,
  input: z.object({ lang: z.enum(LANGUAGES).optional() }),
  output: z.never(),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND'],
  answer: 'csv',
});

export const executeImportCall = defineAdminCall({
  name: 'ExecuteImport',
  method: 'POST',
  path: '/imports/{id}/execute',
  summary:
    'Applies a reviewed import once (a second call answers NOT_ACTIVE); a long one runs as a job whose progress the answer links; only a role that may start an import of its kind may execute it',
  access: 'content-edit',
  params: importParam,
  input: z.object({}),
  output: bulkImportSchema,
  errors: [...importErrors, 'NOT_ACTIVE'],
});

/**
 * Who may do what with an import of each kind (decision 057): read its review, error file and place in
 * the list, and start and execute it. Content imports partner codes and issues cards; point adjustments
 * move members' points, for staff to read and admins to make.
 */
export const IMPORT_KIND_ACCESS = {
  'partner-codes': { read: 'content', write: importPartnerCodesCall.access },
  'card-issue': { read: 'content', write: issueCardsCall.access },
  'point-adjustments': { read: 'operator', write: importPointAdjustmentsCall.access },
} as const satisfies Record<ImportKind, { read: AdminAccess; write: AdminAccess }>;

/** The kinds of import an operator of `role` may read (or, with `write`, start and execute). */
export function importKindsFor(role: OperatorRole, intent: 'read' | 'write'): ImportKind[] {
  return IMPORT_KINDS.filter((kind) => isAllowedFor(IMPORT_KIND_ACCESS[kind][intent], role));
}
