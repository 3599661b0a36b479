import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { privilegeKeys } from './privilege-keys';

/** GET Privilege/GetPrivilegeSubCategories: the chips under the chosen category. */
export function subcategoriesQueryOptions(categoryId: number, language: string) {
  return queryOptions({
    queryKey: privilegeKeys.subcategories(categoryId, language),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getPrivilegeSubCategories, { Category_Id: categoryId }, { signal })).data,
  });
}
