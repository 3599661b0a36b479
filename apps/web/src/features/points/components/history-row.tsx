import type { PointHistoryItem } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format-time';
import { awardsLine } from '@/lib/point-awards';

/** Signed as a statement reads: a plus for arrivals, a true minus sign for departures. */
export function signedPoints(points: number, language: string): string {
  const amount = formatPoints(Math.abs(points), language);
  if (points > 0) return `+${amount}`;
  if (points < 0) return `\u2212${amount}`;
  return amount;
}

/**
 * One ledger entry: what it was (in the request's language), what an earn's points were made of, when,
 * the signed points, and an arrival's expiry.
 */
export function HistoryRow({ item }: { item: PointHistoryItem }) {
  const { t, i18n } = useTranslation('points');
  const isArrival = item.points > 0;
  return (
    <div className="flex items-start justify-between gap-4 px-5 py-4" data-testid="history-row" data-kind={item.kind}>
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{item.description}</p>
        {item.awards && item.awards.length > 0 ? (
          <p className="text-sm text-ink-700" data-testid="history-awards">
            {awardsLine(item.awards, i18n.language)}
          </p>
        ) : null}
        <p className="text-sm text-ink-600">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at, i18n.language)}</time>
        </p>
        {isArrival && item.expires_at ? (
          <p className="text-sm text-ink-500">
            {t('history.expires', { date: formatDate(item.expires_at, i18n.language) })}
          </p>
        ) : null}
      </div>
      <p
        className={`shrink-0 text-lg font-bold tabular-nums ${isArrival ? 'text-emerald-700' : 'text-brand-700'}`}
        data-testid="history-points"
      >
        {signedPoints(item.points, i18n.language)}
      </p>
    </div>
  );
}
