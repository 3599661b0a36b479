import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const CUSTOMER_INFO_QUERY_KEY = ['customer-info'] as const;

/** GET Customer/GetCustomerInfo: the signed-in member's profile, tier and point balance (SPEC §7). */
export function getCustomerInfoQueryOptions() {
  return queryOptions({
    queryKey: CUSTOMER_INFO_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body = await callApi(callRoutes.getCustomerInfo, {}, { signal });
      return body.data;
    },
  });
}

export function useCustomerInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomerInfoQueryOptions(), enabled });
}
