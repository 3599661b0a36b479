import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notificationKeys } from './keys';

/**
 * How long the bell trusts its count. The bell lives as long as the app, so the count is read once per
 * visit, again when the member comes back to the app after this long, and set from MarkRead's answer:
 * never on a timer, which every open tab would multiply.
 */
const UNREAD_COUNT_STALE_MS = 60_000;

/** GET Notification/GetUnreadCount: how many inbox notifications the member has not read (the bell). */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getUnreadCount, {}, { signal })).data.count,
    staleTime: UNREAD_COUNT_STALE_MS,
    refetchOnWindowFocus: true,
  });
}

export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
