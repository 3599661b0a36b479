import type { VirtualCard } from '@loyalty/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export type CardListState = 'active' | 'expired';

/** Every member-card query lives under one key, so a change to one card can reach all its copies. */
export const cardKeys = {
  all: ['virtual-cards'] as const,
  lists: () => [...cardKeys.all, 'list'] as const,
  list: (state: CardListState) => [...cardKeys.lists(), state] as const,
  alerts: () => [...cardKeys.lists(), 'alerts'] as const,
  detail: (cardId: number) => [...cardKeys.all, 'detail', cardId] as const,
  counterCode: (cardId: number) => [...cardKeys.all, 'counter-code', cardId] as const,
};

export interface CardPage {
  items: VirtualCard[];
  page: number;
  limit: number;
  total: number;
  end_page: boolean;
}

/**
 * Applies a server answer about one card to every cached copy (lists, alert list, detail) in place,
 * so what the member sees changes at once and nothing is fetched again. `change` returning null
 * drops the card from the lists.
 */
export function updateCachedCard(
  queryClient: QueryClient,
  cardId: number,
  change: (card: VirtualCard) => VirtualCard | null,
): void {
  queryClient.setQueriesData<InfiniteData<CardPage> | CardPage>({ queryKey: cardKeys.lists() }, (data) => {
    if (!data) return data;
    const pageOf = (page: CardPage): CardPage => {
      const items = page.items.flatMap((card) => {
        if (card.card_id !== cardId) return [card];
        const changed = change(card);
        return changed ? [changed] : [];
      });
      return { ...page, items, total: page.total - (page.items.length - items.length) };
    };
    return 'pages' in data ? { ...data, pages: data.pages.map(pageOf) } : pageOf(data);
  });
  queryClient.setQueryData<VirtualCard>(cardKeys.detail(cardId), (card) => (card ? (change(card) ?? card) : card));
}
