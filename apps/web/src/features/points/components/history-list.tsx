import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { canObserveVisibility, useOnVisible } from '@/lib/use-on-visible';
import { type PointHistoryType, pointHistoryQueryOptions } from '../api/point-history';
import { HistoryRow } from './history-row';

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex animate-pulse flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex justify-between gap-4">
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-2/3 rounded-full bg-ink-100" />
            <div className="h-3 w-1/3 rounded-full bg-ink-100" />
          </div>
          <div className="h-5 w-16 rounded-full bg-ink-100" />
        </div>
      ))}
    </div>
  );
}

/** The member's movements of one kind, newest first, fetching the next page as its end scrolls into view. */
export function HistoryList({ type }: { type: PointHistoryType }) {
  const { t, i18n } = useTranslation('points');
  const history = useInfiniteQuery(pointHistoryQueryOptions(type, i18n.language));
  const canLoadMore = history.hasNextPage && !history.isFetchingNextPage && !history.isFetchNextPageError;
  const sentinel = useOnVisible<HTMLDivElement>(() => void history.fetchNextPage(), canLoadMore);

  if (history.isPending) return <HistorySkeleton />;
  if (history.isError && !history.data) {
    return <LoadError title={t('history.loadError')} error={history.error} onRetry={() => void history.refetch()} />;
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState>{t(`history.empty.${type}`)}</EmptyState>;

  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-ink-100 rounded-3xl bg-white shadow-sm" data-testid="history-list">
        {items.map((item) => (
          <HistoryRow key={item.entry_id} item={item} />
        ))}
      </ul>
      <div ref={sentinel} data-testid="history-sentinel" />
      {history.isFetchingNextPage ? (
        <p role="status" className="text-center text-ink-600">
          {t('history.loadingMore')}
        </p>
      ) : null}
      {history.isFetchNextPageError ? (
        <LoadError title={t('history.loadError')} error={history.error} onRetry={() => void history.fetchNextPage()} />
      ) : null}
      {canLoadMore && !canObserveVisibility() ? (
        <Button variant="secondary" onClick={() => void history.fetchNextPage()}>
          {t('history.showMore')}
        </Button>
      ) : null}
      {history.hasNextPage ? null : (
        <p className="text-center text-sm text-ink-500" data-testid="history-end">
          {t('history.end')}
        </p>
      )}
    </div>
  );
}
