import { callRoutes } from 'virtual:api-calls';
import type { CallOutput, getNotificationList } from '@loyalty/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** The contract's default page. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** One page of the inbox as the cache holds it. */
export type NotificationPage = CallOutput<typeof getNotificationList>;

/**
 * GET Notification/GetNotificationList, newest first, page after page until `end_page`. Each notification
 * is worded in the request's language, so the language is part of the key.
 */
export function notificationListQueryOptions(language: string) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(language),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi(callRoutes.getNotificationList, { page: pageParam, limit: NOTIFICATION_PAGE_SIZE }, { signal }))
        .data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
  });
}
