import type { AdminCallContract, AdminCallInput, AdminCallOutput } from '@loyalty/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AdminCallOptions, callAdmin } from './admin-api';
import { adminCallKey } from './admin-keys';

/** The cache key of every page of a list call, for invalidating them all after a write. */
export const adminListKey = (call: Pick<AdminCallContract, 'name'>) => adminCallKey(call);

/**
 * One page of a list call (DESIGN §11), keyed by its whole input: each page, sort, search and filter is
 * its own cache entry. The previous page stays on screen while the next loads. Read afresh each time a
 * list opens: other operators' work (and the audit rows of one's own) changes lists at any moment.
 */
export function adminListQuery<C extends AdminCallContract>(call: C, input: AdminCallInput<C>) {
  return queryOptions({
    queryKey: [...adminListKey(call), input] as const,
    queryFn: ({ signal }) =>
      (callAdmin as (call: C, options: AdminCallOptions<C>) => Promise<AdminCallOutput<C>>)(call, {
        input,
        signal,
      } as AdminCallOptions<C>),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The most rows "select all matching" reads: a hundred of the largest pages a list call answers. */
export const MAX_MATCHING_ROWS = 10_000;
const MATCHING_PAGE_ROWS = 100;

/**
 * Every row a list's search and filters select, in the list's own order, read a page of 100 at a time up
 * to MAX_MATCHING_ROWS, telling `onRead` how far it is: what a bulk action over thousands of rows takes.
 * Rows another operator changes meanwhile may shift between pages; each bulk row is checked again anyway.
 */
export async function readMatchingRows<Row>(
  call: AdminCallContract,
  input: { page: number; limit: number },
  onRead: (read: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < MAX_MATCHING_ROWS; page += 1) {
    const answer = (await (callAdmin as (call: AdminCallContract, options: unknown) => Promise<unknown>)(call, {
      input: { ...input, page, limit: MATCHING_PAGE_ROWS },
      signal,
    })) as { items: Row[]; total: number };
    rows.push(...answer.items.slice(0, MAX_MATCHING_ROWS - rows.length));
    const total = Math.min(answer.total, MAX_MATCHING_ROWS);
    onRead(rows.length, total);
    if (answer.items.length < MATCHING_PAGE_ROWS || rows.length >= total) break;
  }
  return rows;
}
