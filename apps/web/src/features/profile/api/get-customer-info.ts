import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useProfileStore } from '../stores/profile-store';

export const CUSTOMER_INFO_QUERY_KEY = ['customer-info'] as const;

/** GET Customer/GetCustomerInfo: the signed-in member's profile, tier and point balance (SPEC §7). */
export function getCustomerInfoQueryOptions() {
  return queryOptions({
    queryKey: CUSTOMER_INFO_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body = await callApi(callRoutes.getCustomerInfo, {}, { signal });
      // SPEC §3: the app holds the profile in its own names, completeness included, after every read.
      useProfileStore.getState().setFromCustomer(body.data);
      return body.data;
    },
  });
}

export function useCustomerInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomerInfoQueryOptions(), enabled });
}
