import type { Dashboard } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClasses } from '@/components/ui/card-classes';
import { formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** Each queue's count on the dashboard and the list it opens, filtered to the work waiting. */
export const QUEUES = [
  { figure: 'receipts_pending', to: '/admin/receipts?status=pending' },
  { figure: 'adjustments_pending', to: '/admin/adjustments?status=pending' },
  { figure: 'shipments_open', to: '/admin/shipments?status=ordered' },
  { figure: 'jobs_failed', to: '/admin/code-batches' },
] as const satisfies readonly { figure: keyof Dashboard; to: string }[];

/** The work waiting, one tile per queue: its count, and a link that opens the queue. */
export function QueueTiles({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin-dashboard');
  const language = currentLanguage();
  return (
    <section aria-labelledby="queues-title" className="flex flex-col gap-3">
      <h2 id="queues-title" className="text-lg font-semibold text-ink-900">
        {t('queues.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 desktop:grid-cols-4">
        {QUEUES.map(({ figure, to }) => (
          <li key={figure}>
            <Link
              to={to}
              data-testid={`queue-${figure}`}
              className={cardClasses(
                { radius: 'md', padding: 'sm' },
                'flex min-h-full flex-col gap-1 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
              )}
            >
              <span className="text-sm text-ink-600">{t(`queues.${figure}`)}</span>
              <span className="text-2xl font-bold tabular-nums text-ink-900">
                {formatPoints(dashboard[figure], language)}
              </span>
              <span className="text-sm font-semibold text-brand-700">{t('queues.open')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
