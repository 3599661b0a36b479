import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { formatCalendarDay } from '@/lib/format-time';
import { expireTimelineQueryOptions } from '../api/point-history';

/**
 * The balance and when it expires, soonest first. The timeline's total is the balance by contract,
 * so one call draws both.
 */
export function ExpireTimeline() {
  const { t, i18n } = useTranslation('points');
  const timeline = useQuery(expireTimelineQueryOptions());
  if (timeline.isPending) {
    return <div className="h-48 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  }
  if (timeline.isError) {
    return (
      <LoadError
        title={t('history.timelineLoadError')}
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  const { items, total } = timeline.data;
  const points = (value: number) => formatPoints(value, i18n.language);
  const soonest = items[0];
  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <section
        className="relative flex flex-col justify-between gap-4 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg"
        aria-labelledby="points-balance-label"
      >
        <span className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10" aria-hidden />
        <div>
          <p id="points-balance-label" className="text-sm font-semibold uppercase tracking-wide text-white/80">
            {t('history.balance')}
          </p>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-4xl font-bold tabular-nums" data-testid="points-balance">
              {points(total)}
            </span>
            <span className="text-white/85">{t('pointsUnit', { count: total })}</span>
          </p>
        </div>
        {soonest ? (
          <p className="rounded-2xl bg-white/15 px-4 py-2.5 text-sm font-semibold" data-testid="points-next-expiry">
            {t('history.nextExpiry', {
              count: soonest.points,
              points: points(soonest.points),
              date: formatCalendarDay(soonest.expires_on, i18n.language),
            })}
          </p>
        ) : null}
      </section>
      <Card as="section" aria-labelledby="expire-timeline-title">
        <h2 id="expire-timeline-title" className="text-lg font-bold text-ink-900">
          {t('history.timelineTitle')}
        </h2>
        {items.length === 0 ? (
          <p className="mt-2 text-ink-600" data-testid="expire-timeline-empty">
            {t('history.timelineEmpty')}
          </p>
        ) : (
          <dl className="mt-2 divide-y divide-ink-100" data-testid="expire-timeline">
            {items.map((item) => (
              <div key={item.expires_on} className="flex justify-between gap-4 py-2.5">
                <dt className="text-ink-700">
                  <time dateTime={item.expires_on}>{formatCalendarDay(item.expires_on, i18n.language)}</time>
                </dt>
                <dd className="font-semibold tabular-nums text-ink-900">
                  {points(item.points)} {t('pointsUnit', { count: item.points })}
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 pt-2.5">
              <dt className="font-semibold text-ink-900">{t('history.timelineTotal')}</dt>
              <dd className="font-bold tabular-nums text-brand-700" data-testid="expire-timeline-total">
                {points(total)} {t('pointsUnit', { count: total })}
              </dd>
            </div>
          </dl>
        )}
      </Card>
    </div>
  );
}
