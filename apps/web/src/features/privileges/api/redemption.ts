import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const REDEMPTION_QUERY_KEY = ['redemption'] as const;

/** The cache key of one redemption: titles come in the request's language, so the language is part of it. */
export const redemptionKeyOf = (redemptionId: number, language: string) =>
  [...REDEMPTION_QUERY_KEY, redemptionId, language] as const;

/** GET Privilege/GetRedemptionDetail: one of the member's redemptions with its coupon. */
export function redemptionQueryOptions(redemptionId: number, language: string) {
  return queryOptions({
    queryKey: redemptionKeyOf(redemptionId, language),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getRedemptionDetail, { Redemption_Id: redemptionId }, { signal })).data,
  });
}
