import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { pointKeys } from './keys';

/** GET Point/GetFriendReferral: the member's code, invite link, friends joined and points earned. */
export function friendReferralQueryOptions() {
  return queryOptions({
    queryKey: pointKeys.friendReferral(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getFriendReferral, {}, { signal })).data,
  });
}
