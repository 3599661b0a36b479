import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const FRIEND_REFERRAL_QUERY_KEY = ['friend-referral'] as const;

/** GET Point/GetFriendReferral: the member's code, invite link, friends joined and points earned. */
export function friendReferralQueryOptions() {
  return queryOptions({
    queryKey: FRIEND_REFERRAL_QUERY_KEY,
    queryFn: async ({ signal }) => (await callApi(callRoutes.getFriendReferral, {}, { signal })).data,
  });
}
