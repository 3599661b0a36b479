import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_INFO_QUERY_KEY } from '@/lib/query-keys';

/**
 * The app-side profile (SPEC §3) and its completeness rules load with the first answer, not with the
 * first visit: landing never needs them (DESIGN §10 budget).
 */
let profileStoreModule: Promise<typeof import('../stores/profile-store')> | null = null;
const loadProfileStore = () => {
  profileStoreModule ??= import('../stores/profile-store');
  return profileStoreModule;
};

/** SPEC §3 reset to empty defaults; nothing to reset while the store was never filled. */
export async function resetProfileStore(): Promise<void> {
  if (profileStoreModule) (await profileStoreModule).useProfileStore.getState().reset();
}

/** GET Customer/GetCustomerInfo: the signed-in member's profile, tier and point balance (SPEC §7). */
export function getCustomerInfoQueryOptions() {
  return queryOptions({
    queryKey: CUSTOMER_INFO_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body = await callApi(callRoutes.getCustomerInfo, {}, { signal });
      // SPEC §3: the app holds the profile in its own names, completeness included, after every read.
      (await loadProfileStore()).useProfileStore.getState().setFromCustomer(body.data);
      return body.data;
    },
  });
}

export function useCustomerInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomerInfoQueryOptions(), enabled });
}
