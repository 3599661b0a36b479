import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { canObserveVisibility, useOnVisible } from '@/lib/use-on-visible';
import { type RedemptionListKind, redemptionListQueryOptions } from '../api/history';
import { HistoryItem, type RenderRedemptionState } from './history-item';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex animate-pulse flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <div className="size-14 rounded-xl bg-ink-100" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-2/3 rounded-full bg-ink-100" />
            <div className="h-3 w-1/3 rounded-full bg-ink-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Redemptions of one history, newest first, fetching the next page as its end scrolls into view. */
export function RedemptionHistoryList({
  kind,
  emptyText,
  renderState,
}: {
  kind: RedemptionListKind;
  emptyText: string;
  renderState: RenderRedemptionState;
}) {
  const { t, i18n } = useTranslation('history');
  const history = useInfiniteQuery(redemptionListQueryOptions(kind, i18n.language));
  const canLoadMore = history.hasNextPage && !history.isFetchingNextPage && !history.isFetchNextPageError;
  const sentinel = useOnVisible<HTMLDivElement>(() => void history.fetchNextPage(), canLoadMore);

  if (history.isPending) return <ListSkeleton />;
  if (history.isError && !history.data) {
    return <LoadError title={t('loadError')} error={history.error} onRetry={() => void history.refetch()} />;
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;

  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-3xl bg-white shadow-sm" data-testid="history-list">
        {items.map((item) => (
          <HistoryItem key={item.redemption_id} redemption={item} renderState={renderState} />
        ))}
      </ul>
      <div ref={sentinel} data-testid="history-sentinel" />
      {history.isFetchingNextPage ? (
        <p role="status" className="text-center text-ink-600">
          {t('loadingMore')}
        </p>
      ) : null}
      {history.isFetchNextPageError ? (
        <LoadError title={t('loadError')} error={history.error} onRetry={() => void history.fetchNextPage()} />
      ) : null}
      {canLoadMore && !canObserveVisibility() ? (
        <Button variant="secondary" onClick={() => void history.fetchNextPage()} data-testid="history-more">
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
