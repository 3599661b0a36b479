import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/ui/paged-list';
import type { CardListState } from '../api/card-keys';
import { activeCardListQueryOptions } from '../api/get-active-virtual-card-list';
import { expiredCardListQueryOptions } from '../api/get-expired-virtual-card-list';
import { CardAlerts } from './card-alerts';
import { CardListItem } from './card-list-item';
import { CARD_PANEL_ID, CardTabs, tabIdOf } from './card-tabs';

const GRID = 'grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-3';

function CardListSkeleton() {
  const { t } = useTranslation('cards');
  return (
    <div className={GRID} aria-busy="true">
      <span className="sr-only">{t('list.loading')}</span>
      {[0, 1].map((slot) => (
        <div key={slot} className="aspect-[856/540] animate-pulse rounded-3xl bg-ink-100" />
      ))}
    </div>
  );
}

function CardList({ state }: { state: CardListState }) {
  const { t } = useTranslation('cards');
  // Only the open tab is fetched; the other waits until the member switches to it.
  const cards = useInfiniteQuery(state === 'active' ? activeCardListQueryOptions() : expiredCardListQueryOptions());
  return (
    <PagedList
      query={cards}
      keyOf={(card) => card.card_id}
      renderItem={(card) => <CardListItem card={card} />}
      emptyText={t(`list.empty.${state}`)}
      skeleton={<CardListSkeleton />}
      loadErrorTitle={t('list.loadError')}
      listClassName={GRID}
      testId="card-list"
    />
  );
}

/**
 * member-card-list (DESIGN §12): the member's active and expired cards, favourites first. The tab is
 * kept in the address (`?tab=expired`), so coming back from a card returns to the same tab.
 */
export function CardListScreen() {
  const [search, setSearch] = useSearchParams();
  const state: CardListState = search.get('tab') === 'expired' ? 'expired' : 'active';
  const select = (next: CardListState) =>
    setSearch(next === 'active' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return (
    <div className="flex flex-col gap-4">
      <CardTabs value={state} onChange={select} />
      <section id={CARD_PANEL_ID} role="tabpanel" aria-labelledby={tabIdOf(state)}>
        <CardList state={state} />
      </section>
      <CardAlerts />
    </div>
  );
}
