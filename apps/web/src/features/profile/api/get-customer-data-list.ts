import { callRoutes } from 'virtual:api-calls';
import type { DataListItem, DataListType } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET Customer/GetCustomerDataList: one list; districts and sub-districts by their parent's id. */
export function useDataList(type: DataListType, parentId?: number | null) {
  const needsParent = type === 'district' || type === 'sub_district';
  return useQuery({
    queryKey: profileKeys.dataList(type, parentId ?? null),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getCustomerDataList, { Type: type, Parent_Id: parentId ?? undefined }, { signal }))
        .data,
    enabled: !needsParent || Boolean(parentId),
    // Provinces and choice lists change with a data release, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function nameOf(item: DataListItem, language: string): string {
  return language === 'th' ? item.name_th : item.name_en;
}
