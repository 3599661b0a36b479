import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { privilegeKeys } from './privilege-keys';

/** GET Privilege/GetPrivilegeCategories, named in the request's language. */
export function categoriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: privilegeKeys.categories(language),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getPrivilegeCategories, {}, { signal })).data,
  });
}
