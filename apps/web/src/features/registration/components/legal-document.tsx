import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ArticleHtml } from '@/components/ui/article-html';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format-time';
import { getConsentQueryOptions } from '../api/consent';

/** policy and condition: the current published text from Customer/GetConsent in the reader's language. */
export function LegalDocument({ kind }: { kind: 'policy' | 'terms' }) {
  const { t, i18n } = useTranslation('registration');
  const consent = useQuery(getConsentQueryOptions());
  if (consent.isPending) {
    return (
      <div className="flex animate-pulse flex-col gap-3" aria-busy="true">
        <span className="sr-only">{t('legal.loading')}</span>
        {[0, 1, 2, 3].map((line) => (
          <div key={line} className="h-20 rounded-2xl bg-ink-100" />
        ))}
      </div>
    );
  }
  if (consent.isError) {
    return <LoadError title={t('legal.loadError')} error={consent.error} onRetry={() => void consent.refetch()} />;
  }
  const document = consent.data[kind];
  const isThai = i18n.language === 'th';
  const published = formatLongDate(document.published_at, i18n.language);
  return (
    <Card
      as="article"
      padding="lg"
      className="flex flex-col gap-4 leading-relaxed text-ink-800"
      data-testid="legal-document"
    >
      <h2 className="text-xl font-bold text-ink-900">{isThai ? document.title_th : document.title_en}</h2>
      <p className="text-sm text-ink-500">{t('legal.version', { version: document.version, date: published })}</p>
      <ArticleHtml html={isThai ? document.body_th : document.body_en} testId="legal-body" />
    </Card>
  );
}
