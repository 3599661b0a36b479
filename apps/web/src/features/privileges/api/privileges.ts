import { callRoutes } from 'virtual:api-calls';
import type { PrivilegeCard } from '@loyalty/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface PrivilegePage {
  items: PrivilegeCard[];
  page: number;
  limit: number;
  total: number;
  end_page: boolean;
}

export interface PrivilegeGroup {
  group_id: number;
  name: string;
  image_url: string;
  privilege_count: number;
}

export const PRIVILEGE_DETAIL_QUERY_KEY = ['privilege-detail'] as const;

/** GET Privilege/GetPrivilegeCategories; the names come in the request's language, so it is in the key. */
export function categoriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['privilege-categories', language],
    queryFn: async ({ signal }) => (await callApi(callRoutes.getPrivilegeCategories, {}, { signal })).data,
  });
}

/** GET Privilege/GetPrivilegeSubCategories: the chips under the chosen category. */
export function subcategoriesQueryOptions(categoryId: number, language: string) {
  return queryOptions({
    queryKey: ['privilege-subcategories', categoryId, language],
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getPrivilegeSubCategories, { Category_Id: categoryId }, { signal })).data,
  });
}

/** GET Privilege/GetGroupCategoryList without gId: the groups themselves, page after page. */
export function groupsQueryOptions(language: string, limit: number) {
  return infiniteQueryOptions({
    queryKey: ['privilege-groups', language],
    queryFn: async ({ pageParam, signal }) => {
      const body = await callApi(callRoutes.getGroupCategoryList, { page: pageParam, limit }, { signal });
      // Without gId the answer is the groups (contracts: GetGroupCategoryList).
      return body.data as { items: PrivilegeGroup[]; end_page: boolean; page: number };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
  });
}

/** GET Privilege/GetPrivilegeDetail with SPEC §7's inputs privilege_Id and category_Id. */
export function privilegeDetailQueryOptions(privilegeId: number, categoryId: number, language: string) {
  return queryOptions({
    queryKey: [...PRIVILEGE_DETAIL_QUERY_KEY, privilegeId, categoryId, language],
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getPrivilegeDetail, { privilege_Id: privilegeId, category_Id: categoryId }, { signal }))
        .data,
    staleTime: 0,
  });
}

export interface ListRequest {
  page: number;
  limit: number;
  categoryId: number | null;
  subcategoryId: number | null;
  keyword: string | null;
  groupId: number | null;
}

const optional = <T>(value: T | null): T | undefined => value ?? undefined;

export const fetchMainList = async (request: ListRequest): Promise<PrivilegePage> =>
  (
    await callApi(callRoutes.getPrivilegeList, {
      page: request.page,
      limit: request.limit,
      Category_Id: optional(request.categoryId),
      Sub_Category_Id: optional(request.subcategoryId),
      Keyword: optional(request.keyword),
    })
  ).data;

export const fetchExclusiveList = async ({ page, limit }: ListRequest): Promise<PrivilegePage> =>
  (await callApi(callRoutes.getExclusivePrivilegeList, { page, limit })).data;

export const fetchFavouriteList = async ({ page, limit }: ListRequest): Promise<PrivilegePage> =>
  (await callApi(callRoutes.getFavPrivilegeList, { page, limit })).data;

export const fetchFlashSaleList = async ({ page, limit }: ListRequest): Promise<PrivilegePage> =>
  (await callApi(callRoutes.getFlashSaleList, { page, limit })).data;

/** With gId the answer holds the group's privileges (contracts: GetGroupCategoryList). */
export const fetchGroupPrivileges = async ({ page, limit, groupId }: ListRequest): Promise<PrivilegePage> =>
  (await callApi(callRoutes.getGroupCategoryList, { page, limit, gId: optional(groupId) })).data as PrivilegePage;

/** POST Privilege/UpdateFavPrivilege: the whole body, since SPEC §4 acts on its `status`. */
export const updateFavourite = (privilegeId: number, categoryId: number) =>
  callApi(callRoutes.updateFavPrivilege, { Privilege_Id: privilegeId, Category_Id: categoryId });
