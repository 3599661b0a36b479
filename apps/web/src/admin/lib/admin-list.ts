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
