import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { privilegeKeys } from './privilege-keys';

/** GET Privilege/GetRedemptionDetail: one of the member's redemptions with its coupon. */
export function redemptionQueryOptions(redemptionId: number, language: string) {
  return queryOptions({
    queryKey: privilegeKeys.redemption(redemptionId, language),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getRedemptionDetail, { Redemption_Id: redemptionId }, { signal })).data,
  });
}
