import { PRIVACY_EXPORT_DAYS } from '@loyalty/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { PagedList } from '@/components/ui/paged-list';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { formatDate } from '@/lib/format-time';
import { useDownloadExport } from '../api/download-export';
import { privacyRequestsQueryOptions } from '../api/get-privacy-requests';
import { useRequestExport } from '../api/request-export';
import { PrivacyRequestItem } from './privacy-request-item';

/** What the file holds, in the order the file has it (DESIGN §16). */
const CONTENTS = ['profile', 'addresses', 'points', 'redemptions', 'receipts', 'more'] as const;

function RequestsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="h-24 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" data-testid="privacy-requests-skeleton">
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/**
 * A copy of the member's data (PDPA s.30–31): what it holds, the request (one a Bangkok day, as the
 * server decides: the button rests once today's is listed or refused), and the requests with their
 * state, the ready export's last day and its Download.
 */
export function ExportSection() {
  const { t } = useTranslation('privacy');
  const requests = useInfiniteQuery(privacyRequestsQueryOptions());
  const requestExport = useRequestExport();
  const download = useDownloadExport();
  const requestErrorText = useErrorText(requestExport.error);
  const downloadErrorText = useErrorText(download.error);

  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  // The server's day is Bangkok's: two moments with the same Bangkok date fall on the same day.
  const today = formatDate(new Date().toISOString(), 'en');
  const hasAskedToday = items.some((item) => item.kind === 'export' && formatDate(item.created_at, 'en') === today);
  const isRefusedForToday = isErrorBody(requestExport.error) && requestExport.error.code === 'LIMIT_EXCEEDED';
  const isLimitReached = hasAskedToday || isRefusedForToday;

  return (
    <Card as="section" className="flex flex-col gap-4" aria-labelledby="privacy-export-title">
      <h2 id="privacy-export-title" className="text-xl font-bold text-ink-900">
        {t('export.title')}
      </h2>
      <p className="text-ink-700">{t('export.intro')}</p>
      <ul className="list-disc pl-6 text-ink-700" data-testid="privacy-export-contents">
        {CONTENTS.map((part) => (
          <li key={part}>{t(`export.contents.${part}`)}</li>
        ))}
      </ul>
      <p className="text-ink-700">{t('export.readiness', { count: PRIVACY_EXPORT_DAYS })}</p>
      <Button
        className="tablet:self-start"
        disabled={isLimitReached || requestExport.isPending || requests.isPending}
        onClick={() => requestExport.mutate()}
        data-testid="privacy-export-request"
      >
        {t('export.request')}
      </Button>
      {isLimitReached ? (
        <Notice tone="success" testId="privacy-export-limit">
          {t('export.limitReached')}
        </Notice>
      ) : null}
      {requestExport.isError && !isRefusedForToday ? (
        <Notice testId="privacy-export-error">{requestErrorText}</Notice>
      ) : null}
      <h3 className="text-lg font-semibold text-ink-900">{t('requests.title')}</h3>
      {download.isError ? <Notice testId="privacy-download-error">{downloadErrorText}</Notice> : null}
      <PagedList
        query={requests}
        keyOf={(item) => item.request_id}
        renderItem={(item) => (
          <PrivacyRequestItem
            request={item}
            onDownload={(id) => download.mutate(id)}
            isDownloading={download.isPending && download.variables === item.request_id}
          />
        )}
        emptyText={t('requests.empty')}
        skeleton={<RequestsSkeleton />}
        loadErrorTitle={t('requests.loadError')}
        listClassName={cardClasses({ padding: 'none', isOutlined: true }, 'divide-y divide-ink-100 overflow-hidden')}
        testId="privacy-requests"
      />
    </Card>
  );
}
