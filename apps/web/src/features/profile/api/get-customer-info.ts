import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET Customer/GetCustomerInfo: the signed-in member's profile, tier and point balance (SPEC §7). */
export function getCustomerInfoQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.customerInfo(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getCustomerInfo, {}, { signal })).data,
  });
}

export function useCustomerInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomerInfoQueryOptions(), enabled });
}
