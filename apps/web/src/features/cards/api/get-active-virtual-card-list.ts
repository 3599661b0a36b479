import { callRoutes } from 'virtual:api-calls';
import { VIRTUAL_CARD_PAGE_SIZE } from '@loyalty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cardKeys } from './card-keys';
import { cardListQueryOptions } from './list-query';

/** GET VirtualCard/GetActiveVirtualCardList: favourites first, then the soonest to expire. */
export function activeCardListQueryOptions() {
  return cardListQueryOptions(
    'active',
    async (page, signal) =>
      (await callApi(callRoutes.getActiveVirtualCardList, { page, limit: VIRTUAL_CARD_PAGE_SIZE }, { signal })).data,
  );
}

/** The most cards one page may hold (contracts: pageQuery), enough for every card a member has. */
const ALERT_SCAN_LIMIT = 100;

/**
 * The active cards in one page, for the new-card and expiry alerts (DESIGN §12) on home and the card
 * list: an alert must not wait for the member to scroll to its card.
 */
export function cardAlertListQueryOptions() {
  return queryOptions({
    queryKey: cardKeys.alerts(),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getActiveVirtualCardList, { page: 1, limit: ALERT_SCAN_LIMIT }, { signal })).data,
  });
}

export function useCardAlertList() {
  return useQuery(cardAlertListQueryOptions());
}
