import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { canObserveVisibility, useOnVisible } from '@/lib/use-on-visible';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A page of any DESIGN §5 list answer: only its items matter here; paging lives in the query. */
interface ItemPage<Item> {
  items: Item[];
}

interface PagedListProps<Item> {
  query: UseInfiniteQueryResult<InfiniteData<ItemPage<Item>>>;
  keyOf: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  /** What this list is for, shown when it holds nothing. */
  emptyText: ReactNode;
  /** Shown while the first page loads; the list's own shape avoids a jump when it arrives. */
  skeleton: ReactNode;
  loadErrorTitle?: string;
  /** The element holding the items (`ul` with `li` items by default); a grid passes its classes. */
  listClassName?: string;
  testId?: string;
  /** Shows 'That is everything' under the last page (long histories want it, short grids do not). */
  showEnd?: boolean;
}

/**
 * Every infinite list of the app (issue 10): first-load skeleton, load error with retry, empty state,
 * the next page when the end scrolls into view (a button where IntersectionObserver is missing), and a
 * failed next page retried in place without losing what is shown.
 */
export function PagedList<Item>({
  query,
  keyOf,
  renderItem,
  emptyText,
  skeleton,
  loadErrorTitle,
  listClassName = 'flex flex-col gap-3',
  testId,
  showEnd = false,
}: PagedListProps<Item>) {
  const { t } = useTranslation();
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useOnVisible<HTMLDivElement>(() => void query.fetchNextPage(), canLoadMore);
  const errorTitle = loadErrorTitle ?? t('pagedList.loadError');

  if (query.isPending) return <>{skeleton}</>;
  if (query.isError && !query.data) {
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;

  return (
    <div className="flex flex-col gap-3">
      <ul className={listClassName} data-testid={testId}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} data-testid="paged-list-sentinel" />
      {query.isFetchingNextPage ? (
        <p role="status" className="text-center text-ink-600">
          {t('pagedList.loadingMore')}
        </p>
      ) : null}
      {query.isFetchNextPageError ? (
        <LoadError title={errorTitle} error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {canLoadMore && !canObserveVisibility() ? (
        <Button variant="secondary" className="self-center" onClick={() => void query.fetchNextPage()}>
          {t('pagedList.showMore')}
        </Button>
      ) : null}
      {showEnd && !query.hasNextPage ? (
        <p className="text-center text-sm text-ink-500" data-testid="paged-list-end">
          {t('pagedList.end')}
        </p>
      ) : null}
    </div>
  );
}
