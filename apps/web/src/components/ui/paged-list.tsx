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
  /** What the end line says instead, where the list has its own words for it. */
  endText?: ReactNode;
  /** Puts runs of consecutive items that share a section under its heading (live sales, then upcoming). */
  sectionOf?: (item: Item) => string;
}

interface Section<Item> {
  /** The title and the first item's key: a title may come back further down the list. */
  key: string;
  title: string;
  items: Item[];
}

function sectionsOf<Item>(
  items: Item[],
  sectionOf: (item: Item) => string,
  keyOf: (item: Item) => string | number,
): Section<Item>[] {
  const sections: Section<Item>[] = [];
  for (const item of items) {
    const title = sectionOf(item);
    const last = sections.at(-1);
    if (last?.title === title) last.items.push(item);
    else sections.push({ key: `${title}:${keyOf(item)}`, title, items: [item] });
  }
  return sections;
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
  endText,
  sectionOf,
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
  const listOf = (run: Item[], id?: string) => (
    <ul className={listClassName} data-testid={id}>
      {run.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
      {sectionOf ? (
        <div className="flex flex-col gap-4" data-testid={testId}>
          {sectionsOf(items, sectionOf, keyOf).map((section) => (
            <section key={section.key} className="flex flex-col gap-3">
              <h2 className="text-lg font-bold text-ink-900" data-testid="paged-list-section">
                {section.title}
              </h2>
              {listOf(section.items)}
            </section>
          ))}
        </div>
      ) : (
        listOf(items, testId)
      )}
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
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void query.fetchNextPage()}
          data-testid="paged-list-more"
        >
          {t('pagedList.showMore')}
        </Button>
      ) : null}
      {showEnd && !query.hasNextPage ? (
        <p className="text-center text-sm text-ink-500" data-testid="paged-list-end">
          {endText ?? t('pagedList.end')}
        </p>
      ) : null}
    </div>
  );
}
