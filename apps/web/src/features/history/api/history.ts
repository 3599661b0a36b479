import { callRoutes } from 'virtual:api-calls';
import type { COUPON_FILTERS } from '@loyalty/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { historyKeys } from './keys';

/** The contracts' default page for histories. */
export const HISTORY_PAGE_SIZE = 20;

export type CouponFilter = (typeof COUPON_FILTERS)[number];
export type RedemptionListKind = 'redemptions' | 'privileges' | { coupons: CouponFilter };

async function fetchPage(kind: RedemptionListKind, page: number, signal: AbortSignal) {
  const paging = { page, limit: HISTORY_PAGE_SIZE };
  if (kind === 'redemptions') return (await callApi(callRoutes.getRedemptionHistory, paging, { signal })).data;
  if (kind === 'privileges') return (await callApi(callRoutes.getPrivilegeHistory, paging, { signal })).data;
  return (await callApi(callRoutes.getCouponHistory, { ...paging, State: kind.coupons }, { signal })).data;
}

/**
 * GET History/GetRedemptionHistory, GetPrivilegeHistory or GetCouponHistory, page after page until
 * `end_page`. Titles come in the request's language, so the language is part of the key.
 */
export function redemptionListQueryOptions(kind: RedemptionListKind, language: string) {
  const name = typeof kind === 'string' ? kind : `coupons-${kind.coupons}`;
  return infiniteQueryOptions({
    queryKey: historyKeys.list(name, language),
    queryFn: ({ pageParam, signal }) => fetchPage(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
  });
}

/** GET History/GetTrackingStatus: the shipping steps of a physical reward. */
export function trackingQueryOptions(redemptionId: number, language: string) {
  return queryOptions({
    queryKey: historyKeys.tracking(redemptionId, language),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getTrackingStatus, { Redemption_Id: redemptionId }, { signal })).data,
  });
}
