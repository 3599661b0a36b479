import { callRoutes } from 'virtual:api-calls';
import { POINT_HISTORY_TYPES } from '@loyalty/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { pointKeys } from './keys';

export type PointHistoryType = (typeof POINT_HISTORY_TYPES)[number];
export { POINT_HISTORY_TYPES };

/** Issue 4: the history screen pages by 20, the contract's default. */
export const POINT_HISTORY_PAGE_SIZE = 20;

/**
 * GET History/GetPointHistory, page after page until `end_page`. The language is part of the key: the
 * server words each entry in the request's language, so a switch must fetch the words again.
 */
export function pointHistoryQueryOptions(type: PointHistoryType, language: string) {
  return infiniteQueryOptions({
    queryKey: pointKeys.history(type, language),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi(callRoutes.getPointHistory, { type, page: pageParam, limit: POINT_HISTORY_PAGE_SIZE }, { signal }))
        .data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
  });
}

/** GET History/GetPointExpireTimeline: remaining points by Bangkok expiry day; `total` is the balance. */
export function expireTimelineQueryOptions() {
  return queryOptions({
    queryKey: pointKeys.expireTimeline(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getPointExpireTimeline, {}, { signal })).data,
  });
}
