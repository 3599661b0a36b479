import { callRoutes } from 'virtual:api-calls';
import { VIRTUAL_CARD_PAGE_SIZE } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';
import { cardListQueryOptions } from './list-query';

/** GET VirtualCard/GetExpiredVirtualCardList: favourites first, then the most recently expired. */
export function expiredCardListQueryOptions() {
  return cardListQueryOptions(
    'expired',
    async (page, signal) =>
      (await callApi(callRoutes.getExpiredVirtualCardList, { page, limit: VIRTUAL_CARD_PAGE_SIZE }, { signal })).data,
  );
}
