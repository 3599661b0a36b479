import { z } from 'zod';
import { errorCodeSchema } from '../envelope.js';
import { idField } from '../fields.js';

/**
 * A bulk call (DESIGN §11 "For a team") takes at most this many rows: each row is its own transaction
 * run one after another inside the request, so a call stays within a few seconds; the console sends a
 * larger selection in pieces of this size and shows its progress.
 */
export const MAX_BULK_ROWS = 500;

/** Whether every value of a list is there once: a row twice would be changed (and audited) twice. */
export function hasNoRepeats<T>(values: readonly T[], keyOf: (value: T) => unknown = (value) => value): boolean {
  return new Set(values.map(keyOf)).size === values.length;
}

/** The rows of a bulk call: 1 to MAX_BULK_ROWS, each once. */
export function bulkRowsField<Row extends z.ZodType>(row: Row, keyOf?: (value: z.output<Row>) => unknown) {
  return z
    .array(row)
    .min(1, { error: 'bulkRowsNone' })
    .max(MAX_BULK_ROWS, { error: 'bulkRowsTooMany' })
    .refine((rows) => hasNoRepeats(rows, keyOf), { error: 'bulkRowsRepeated' });
}

/** The ids of the rows a bulk call changes, each an exact JSON number, at most MAX_BULK_ROWS, none twice. */
export const bulkIdsInput = z.object({ ids: bulkRowsField(idField) });

/**
 * One row's outcome: `ok`, or the error code the single call would have answered for it (NOT_FOUND,
 * SELF_APPROVAL…), which the console words with the same `errors:` texts.
 */
export const bulkRowResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  code: errorCodeSchema.nullable(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

/** A bulk call's answer: one result a row, in the order asked. */
export const bulkResultSchema = z.object({ results: z.array(bulkRowResultSchema) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The errors of every bulk call besides those of its rows. */
export const BULK_CALL_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED'] as const;
