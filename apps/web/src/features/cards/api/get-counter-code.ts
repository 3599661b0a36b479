import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cardKeys } from './card-keys';

/**
 * GET VirtualCard/GetCounterCode: the code of this minute (decision 014). Never served from the cache:
 * a code is only worth showing while the server says it is current; the screen asks again when it ends.
 */
export function counterCodeQueryOptions(cardId: number) {
  return queryOptions({
    queryKey: cardKeys.counterCode(cardId),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getCounterCode, { card_Id: String(cardId) }, { signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCounterCode(cardId: number) {
  return useQuery(counterCodeQueryOptions(cardId));
}
