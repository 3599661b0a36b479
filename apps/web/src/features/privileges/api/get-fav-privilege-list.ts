import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';
import type { PageRequest, PrivilegePage } from './list-page';

/** GET Privilege/GetFavPrivilegeList: the member's favourites, newest first. */
export async function getFavPrivilegeList({ page, limit, signal }: PageRequest): Promise<PrivilegePage> {
  return (await callApi(callRoutes.getFavPrivilegeList, { page, limit }, { signal })).data;
}
