import { callRoutes } from 'virtual:api-calls';
import { PRIVILEGE_PAGE_SIZES } from '@loyalty/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { optional, type PageRequest, type PrivilegePage } from './list-page';
import { privilegeKeys } from './privilege-keys';

export interface PrivilegeGroup {
  group_id: number;
  name: string;
  image_url: string;
  privilege_count: number;
}

interface GroupPage {
  items: PrivilegeGroup[];
  page: number;
  end_page: boolean;
}

/** GET Privilege/GetGroupCategoryList with gId: that group's privileges (contracts: GetGroupCategoryList). */
export async function getGroupPrivileges({ page, limit, filter, signal }: PageRequest): Promise<PrivilegePage> {
  const body = await callApi(
    callRoutes.getGroupCategoryList,
    { page, limit, gId: optional(filter.groupId) },
    { signal },
  );
  return body.data as PrivilegePage;
}

/** GET Privilege/GetGroupCategoryList without gId: the groups themselves, page after page. */
export function groupsQueryOptions(language: string) {
  return infiniteQueryOptions({
    queryKey: privilegeKeys.groups(language),
    queryFn: async ({ pageParam, signal }) => {
      const input = { page: pageParam, limit: PRIVILEGE_PAGE_SIZES.group };
      // Without gId the answer is the groups (contracts: GetGroupCategoryList).
      return (await callApi(callRoutes.getGroupCategoryList, input, { signal })).data as GroupPage;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
  });
}
