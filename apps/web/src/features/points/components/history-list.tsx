import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { PagedList } from '@/components/ui/paged-list';
import { type PointHistoryType, pointHistoryQueryOptions } from '../api/point-history';
import { HistoryRow } from './history-row';

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex animate-pulse flex-col gap-3" aria-busy="true">
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
    </Card>
  );
}

/** The member's movements of one kind, newest first, fetching the next page as its end scrolls into view. */
export function HistoryList({ type }: { type: PointHistoryType }) {
  const { t, i18n } = useTranslation('points');
  const history = useInfiniteQuery(pointHistoryQueryOptions(type, i18n.language));
  return (
    <PagedList
      query={history}
      keyOf={(item) => item.entry_id}
      renderItem={(item) => <HistoryRow item={item} />}
      emptyText={t(`history.empty.${type}`)}
      skeleton={<HistorySkeleton />}
      loadErrorTitle={t('history.loadError')}
      listClassName={cardClasses({ padding: 'none' }, 'divide-y divide-ink-100')}
      testId="history-list"
      showEnd
      endText={t('history.end')}
    />
  );
}
