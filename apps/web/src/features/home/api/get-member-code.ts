import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { homeKeys } from './keys';

/**
 * GET Customer/GetMemberCode: the member's code for the group's tills, this step's (DESIGN §13). Never
 * served from the cache, as the counter code is not (decision 014): a code is worth showing only while
 * the server says it is current, and the screen asks again when it ends.
 */
export function memberCodeQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.memberCode(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getMemberCode, {}, { signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMemberCode() {
  return useQuery(memberCodeQueryOptions());
}
