import { z } from 'zod';
import { queryIntField, rawTextField } from '../fields.js';

/** A call without path parameters. */
export const noParams = z.object({});

/** A path parameter that is a row id: canonical decimal digits only (DESIGN §5 input rules). */
export const idParam = queryIntField({ min: 1, max: Number.MAX_SAFE_INTEGER }, 'id');

/** The longest free-text search (`q`) a list call takes. */
export const ADMIN_SEARCH_MAX_LENGTH = 200;

/**
 * DESIGN §11 list input: 1-based `page`, `limit` at most 100, a free-text `q` and a `sort` naming a
 * column, `-` first for descending (`-created_at`). Each call narrows `sort` to its own columns.
 */
export function adminListQuery<Sort extends readonly [string, ...string[]]>(sortable: Sort, defaultSort: Sort[number]) {
  const sortValues = sortable.flatMap((column) => [column, `-${column}`]) as [string, ...string[]];
  return z.object({
    page: queryIntField({ min: 1, max: 10_000 }).default(1),
    limit: queryIntField({ min: 1, max: 100 }).default(20),
    q: rawTextField().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    sort: z.enum(sortValues).default(defaultSort),
  });
}

/**
 * What an edit form read of a record (its `revision`), sent back with the change: when someone changed
 * the record since, the edit is refused with EDIT_CONFLICT instead of silently undoing their change.
 */
export const revisionField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .describe('The `revision` of the record as the form read it; another one now answers EDIT_CONFLICT');

/** Instants travel as ISO 8601 with an offset, in and out. */
export const instantField = z.iso.datetime({ offset: true });
