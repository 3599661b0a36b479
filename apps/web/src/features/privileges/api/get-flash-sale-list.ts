import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';
import type { PageRequest, PrivilegePage } from './list-page';

/** GET Privilege/GetFlashSaleList: live sales, then upcoming ones. */
export async function getFlashSaleList({ page, limit, signal }: PageRequest): Promise<PrivilegePage> {
  return (await callApi(callRoutes.getFlashSaleList, { page, limit }, { signal })).data;
}
