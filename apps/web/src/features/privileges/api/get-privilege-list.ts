import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';
import { optional, type PageRequest, type PrivilegePage } from './list-page';

/** GET Privilege/GetPrivilegeList: the main list by category and chip, or the search by keyword. */
export async function getPrivilegeList({ page, limit, filter, signal }: PageRequest): Promise<PrivilegePage> {
  const input = {
    page,
    limit,
    Category_Id: optional(filter.categoryId),
    Sub_Category_Id: optional(filter.subcategoryId),
    Keyword: optional(filter.keyword),
    // Left out when off, so the default list is the same request (and kept page) as before.
    Affordable_Only: filter.isAffordableOnly ? ('true' as const) : undefined,
    Sort_By: optional(filter.sort),
  };
  return (await callApi(callRoutes.getPrivilegeList, input, { signal })).data;
}
