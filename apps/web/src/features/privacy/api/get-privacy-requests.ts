import { callRoutes } from 'virtual:api-calls';
import type { CallOutput, getPrivacyRequests } from '@loyalty/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { privacyKeys } from './keys';

/** The contract's default page. */
export const PRIVACY_REQUEST_PAGE_SIZE = 20;

export type PrivacyRequestPage = CallOutput<typeof getPrivacyRequests>;

/**
 * How often the list is read again while an export is still being built: the job makes it within seconds,
 * and the member waits on this page for the Download button.
 */
const PENDING_REFETCH_MS = 5_000;

/** GET Privacy/GetRequests: the member's requests, newest first, read again while one is pending. */
export function privacyRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: privacyKeys.requests(),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi(callRoutes.getPrivacyRequests, { page: pageParam, limit: PRIVACY_REQUEST_PAGE_SIZE }, { signal }))
        .data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => item.status === 'pending'))
        ? PENDING_REFETCH_MS
        : false,
  });
}
