import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { PagedList } from '@/components/ui/paged-list';
import { type RedemptionListKind, redemptionListQueryOptions } from '../api/history';
import { HistoryItem, type RenderRedemptionState } from './history-item';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex animate-pulse flex-col gap-4" aria-busy="true">
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
    </Card>
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
  return (
    <PagedList
      query={history}
      keyOf={(item) => item.redemption_id}
      renderItem={(item) => <HistoryItem redemption={item} renderState={renderState} />}
      emptyText={emptyText}
      skeleton={<ListSkeleton />}
      loadErrorTitle={t('loadError')}
      listClassName={cardClasses({ padding: 'none' }, 'divide-y divide-ink-100 overflow-hidden')}
      testId="history-list"
    />
  );
}
