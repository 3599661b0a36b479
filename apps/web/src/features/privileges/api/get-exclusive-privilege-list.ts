import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';
import type { PageRequest, PrivilegePage } from './list-page';

/** GET Privilege/GetExclusivePrivilegeList: what the member's tier unlocks. */
export async function getExclusivePrivilegeList({ page, limit, signal }: PageRequest): Promise<PrivilegePage> {
  return (await callApi(callRoutes.getExclusivePrivilegeList, { page, limit }, { signal })).data;
}
