import { callRoutes } from 'virtual:api-calls';
import type { Redemption } from '@loyalty/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const REDEMPTION_QUERY_KEY = ['redemption'] as const;

/** GET Privilege/GetRedemptionDetail: one of the member's redemptions with its coupon. */
export function redemptionQueryOptions(redemptionId: number) {
  return queryOptions({
    queryKey: [...REDEMPTION_QUERY_KEY, redemptionId],
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getRedemptionDetail, { Redemption_Id: redemptionId }, { signal })).data,
  });
}

/** Whether the coupon of a redemption can still be shown and used at a store. */
export function isCouponUsable(redemption: Redemption): boolean {
  return redemption.state === 'active' && redemption.kind !== 'physical';
}
