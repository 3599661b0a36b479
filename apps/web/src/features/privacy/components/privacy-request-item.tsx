import type { PrivacyRequest } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format-time';

const STATUS_COLOURS: Record<PrivacyRequest['status'], string> = {
  pending: 'bg-amber-50 text-amber-800',
  ready: 'bg-emerald-50 text-emerald-800',
  expired: 'bg-ink-100 text-ink-600',
  completed: 'bg-ink-100 text-ink-600',
};

/** One request: what it is, how far it got, and, for a ready export, until when and its Download button. */
export function PrivacyRequestItem({
  request,
  onDownload,
  isDownloading,
}: {
  request: PrivacyRequest;
  onDownload: (requestId: string) => void;
  isDownloading: boolean;
}) {
  const { t, i18n } = useTranslation('privacy');
  const isReady = request.download_url !== null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="privacy-request">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink-900">{t(`kind.${request.kind}`)}</p>
        <p className="text-sm text-ink-600">
          {t('requests.requestedAt', { date: formatDateTime(request.created_at, i18n.language) })}
        </p>
        {isReady && request.expires_at ? (
          <p className="text-sm text-ink-600" data-testid="privacy-request-expiry">
            {t('requests.downloadUntil', { date: formatDate(request.expires_at, i18n.language) })}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_COLOURS[request.status]}`}
          data-testid="privacy-request-status"
        >
          {t(`status.${request.status}`)}
        </span>
        {isReady ? (
          <Button
            variant="secondary"
            disabled={isDownloading}
            onClick={() => onDownload(request.request_id)}
            data-testid="privacy-request-download"
          >
            {t('requests.download')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
