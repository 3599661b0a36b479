import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cardKeys } from './card-keys';

/** GET VirtualCard/GetVirtualCardDetail: one of the member's cards, its number whole (decision 014). */
export function cardDetailQueryOptions(cardId: number) {
  return queryOptions({
    queryKey: cardKeys.detail(cardId),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getVirtualCardDetail, { card_Id: String(cardId) }, { signal })).data,
  });
}

export function useCardDetail(cardId: number) {
  return useQuery(cardDetailQueryOptions(cardId));
}
