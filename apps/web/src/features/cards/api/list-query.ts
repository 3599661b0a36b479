import { infiniteQueryOptions } from '@tanstack/react-query';
import { type CardListState, type CardPage, cardKeys } from './card-keys';

/** One tab of the card list, page after page until `end_page`; the two list calls share the shape. */
export function cardListQueryOptions(
  state: CardListState,
  fetchPage: (page: number, signal: AbortSignal) => Promise<CardPage>,
) {
  return infiniteQueryOptions({
    queryKey: cardKeys.list(state),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
  });
}
