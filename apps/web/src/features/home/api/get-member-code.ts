import type { CallRoute } from 'virtual:api-calls';
import type { getMemberCode } from '@loyalty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { homeKeys } from './keys';

type GetMemberCode = typeof getMemberCode;

/**
 * GetMemberCode's address, its method and path checked against the contract. The build-time call table
 * (`callRoutes`) holds a call once contracts' `calls.ts` registers it, and that happens with its API
 * route (the OpenAPI test requires each registered call to be served): from then on
 * `callRoutes.getMemberCode` replaces this.
 */
const getMemberCodeRoute: CallRoute<GetMemberCode> & Pick<GetMemberCode, 'method' | 'path'> = {
  name: 'GetMemberCode',
  method: 'GET',
  path: '/Customer/GetMemberCode',
  access: ['bcrm-member'],
};

/**
 * GET Customer/GetMemberCode: the member's code for the group's tills, this step's (DESIGN §13). Never
 * served from the cache, as the counter code is not (decision 014): a code is worth showing only while
 * the server says it is current, and the screen asks again when it ends.
 */
export function memberCodeQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.memberCode(),
    queryFn: async ({ signal }) => (await callApi(getMemberCodeRoute, {}, { signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMemberCode() {
  return useQuery(memberCodeQueryOptions());
}
