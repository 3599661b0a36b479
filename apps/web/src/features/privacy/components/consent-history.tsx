import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { cardClasses } from '@/components/ui/card-classes';
import { formatLongDate } from '@/lib/format-time';
import { consentHistoryQueryOptions } from '../api/get-consent-history';

/** Each consent the member gave or withdrew, newest first, below their choices on the consent page. */
export function ConsentHistory() {
  const { t, i18n } = useTranslation('privacy');
  const history = useQuery(consentHistoryQueryOptions());
  if (history.isPending) return <div className="h-24 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (history.isError) {
    return (
      <LoadError title={t('consentHistory.loadError')} error={history.error} onRetry={() => void history.refetch()} />
    );
  }
  return (
    <section className={cardClasses({ padding: 'lg' }, 'flex flex-col gap-3')} data-testid="consent-history">
      <h2 className="text-lg font-bold text-ink-900">{t('consentHistory.title')}</h2>
      {history.data.items.length === 0 ? <p className="text-ink-600">{t('consentHistory.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {history.data.items.map((entry) => (
          <li
            key={`${entry.at}-${entry.purpose}`}
            className="flex flex-col border-b border-ink-100 pb-2"
            data-testid="consent-history-entry"
          >
            <span className="font-semibold text-ink-900">{t(`consentHistory.purpose.${entry.purpose}`)}</span>
            <span className="text-sm text-ink-600">
              {t(entry.given ? 'consentHistory.given' : 'consentHistory.withdrawn', {
                version: entry.policy_version,
                date: formatLongDate(entry.at, i18n.language),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
