import type { Dashboard } from '@loyalty/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { Table, TableCell, TableRow } from '@/components/ui/table';
import { formatPoints } from '@/lib/format';
import { formatCalendarDay, formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { type DashboardPeriod, useDashboard } from '../api/dashboard';
import { FinanceSection } from './finance-section';
import { QueueTiles } from './queue-tiles';

const PointsChart = lazy(() => import('./points-chart').then((module) => ({ default: module.PointsChart })));

/** The figures of DESIGN §11's dashboard, in the order an operator reads them: members, points, tills. */
const FIGURES = [
  'members_total',
  'members_new_7_days',
  'points_issued_30_days',
  'points_redeemed_30_days',
  'points_expired_30_days',
  'points_outstanding',
  'redemptions_30_days',
  'till_sales_30_days',
  'till_points_30_days',
] as const satisfies readonly (keyof Dashboard)[];

function DailyTable({ days }: { days: Dashboard['daily_points'] }) {
  const { t } = useTranslation('admin-dashboard');
  const language = currentLanguage();
  return (
    <details className="rounded-xl bg-ink-50 p-3">
      <summary className="min-h-9 cursor-pointer font-semibold text-brand-700">{t('chart.showTable')}</summary>
      <Table
        caption={t('chart.title')}
        columns={[
          { key: 'day', label: t('chart.day') },
          { key: 'issued', label: t('chart.issued'), isNumeric: true },
          { key: 'redeemed', label: t('chart.redeemed'), isNumeric: true },
        ]}
        density="compact"
        testId="daily-table"
        className="mt-3 text-sm"
      >
        {days.map((day) => (
          <TableRow key={day.date}>
            <TableCell isHeader className="font-normal">
              {formatCalendarDay(day.date, language)}
            </TableCell>
            <TableCell isNumeric>{formatPoints(day.issued, language)}</TableCell>
            <TableCell isNumeric>{formatPoints(day.redeemed, language)}</TableCell>
          </TableRow>
        ))}
      </Table>
    </details>
  );
}

/** The finance period in the address (`?from=&to=`, Bangkok days), so a chosen period can be shared. */
function usePeriodParams(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from');
  const to = search.get('to');
  const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return [period, (next) => setSearch(next as Record<string, string>)];
}

/** DESIGN §11 dashboard, the console's landing page: the work waiting, the programme at a glance, finance. */
export function DashboardScreen() {
  const { t } = useTranslation('admin-dashboard');
  const [period, setPeriod] = usePeriodParams();
  const dashboard = useDashboard(period);
  const language = currentLanguage();

  let body: ReactNode;
  if (dashboard.isError && !dashboard.data) {
    body = <LoadError title={t('loadError')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  } else if (!dashboard.data) {
    body = (
      <p role="status" className="p-6 text-center text-ink-600">
        {t('loading')}
      </p>
    );
  } else {
    const data = dashboard.data;
    const issued = data.daily_points.reduce((sum, day) => sum + day.issued, 0);
    const redeemed = data.daily_points.reduce((sum, day) => sum + day.redeemed, 0);
    body = (
      <>
        <p className="text-sm text-ink-600" data-testid="dashboard-as-of">
          {t('asOf', { time: formatDateTime(data.as_of, language) })}
        </p>
        <QueueTiles dashboard={data} />
        <ul className="grid grid-cols-2 gap-4 desktop:grid-cols-5" aria-label={t('figures')}>
          {FIGURES.map((figure) => (
            <Card key={figure} as="li" radius="md" padding="sm" className="flex flex-col gap-1" data-testid={figure}>
              <span className="text-sm text-ink-600">{t(`figure.${figure}`)}</span>
              <span className="text-2xl font-bold tabular-nums text-ink-900">
                {formatPoints(data[figure], language)}
              </span>
            </Card>
          ))}
        </ul>
        <figure
          className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-3')}
          aria-labelledby="daily-points-title"
        >
          <figcaption className="flex flex-col gap-1">
            <h2 id="daily-points-title" className="text-lg font-semibold text-ink-900">
              {t('chart.title')}
            </h2>
            <p className="text-sm text-ink-600" data-testid="chart-summary">
              {t('chart.summary', {
                count: data.daily_points.length,
                issued: formatPoints(issued, language),
                redeemed: formatPoints(redeemed, language),
              })}
            </p>
          </figcaption>
          <Suspense fallback={<div className="h-72" />}>
            <PointsChart days={data.daily_points} />
          </Suspense>
          <DailyTable days={data.daily_points} />
        </figure>
        <FinanceSection finance={data.finance} onPeriodChange={setPeriod} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      {body}
    </div>
  );
}
