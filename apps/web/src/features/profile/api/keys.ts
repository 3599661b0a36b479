import type { DataListType } from '@loyalty/contracts';
import { CUSTOMER_INFO_QUERY_KEY } from '@/lib/query-keys';

/**
 * The profile feature's query keys, one factory for every read. The customer info's root is shared
 * (lib/query-keys): other features refresh it through the functions there.
 */
export const profileKeys = {
  customerInfo: () => CUSTOMER_INFO_QUERY_KEY,
  addresses: () => ['addresses'] as const,
  dataList: (type: DataListType, parentId: number | null) => ['data-list', type, parentId] as const,
};
