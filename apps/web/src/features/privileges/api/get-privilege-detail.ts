import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { privilegeKeys } from './privilege-keys';

/** GET Privilege/GetPrivilegeDetail with SPEC §7's inputs privilege_Id and category_Id; read afresh on each visit. */
export function privilegeDetailQueryOptions(privilegeId: number, categoryId: number, language: string) {
  return queryOptions({
    queryKey: privilegeKeys.detail(privilegeId, categoryId, language),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getPrivilegeDetail, { privilege_Id: privilegeId, category_Id: categoryId }, { signal }))
        .data,
    staleTime: 0,
  });
}
