import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format-time';
import { collectKeys } from '../api/keys';
import { usePointRules } from '../api/point-rules';
import { useDocumentQuota } from '../api/receipts';
import { ReceiptHistory } from './receipt-history';
import { ReceiptQuota } from './receipt-quota';
import { ReceiptUploader } from './receipt-uploader';

/** upload-receipt: today's quota and rules, the upload, then the member's receipts and their review. */
export function UploadReceiptScreen() {
  const { t, i18n } = useTranslation('collect');
  const queryClient = useQueryClient();
  const quota = useDocumentQuota();
  // The earn rate is shown when the rules have loaded; the upload itself never waits for them.
  const rules = usePointRules();

  const onUploaded = () => {
    void queryClient.invalidateQueries({ queryKey: collectKeys.documentQuota() });
    void queryClient.invalidateQueries({ queryKey: collectKeys.receiptHistory() });
  };

  return (
    <>
      {quota.isPending ? <div className="h-40 animate-pulse rounded-3xl bg-white/70" aria-hidden /> : null}
      {quota.isError ? (
        <LoadError title={t('receipt.quota.loadError')} error={quota.error} onRetry={() => void quota.refetch()} />
      ) : null}
      {quota.data ? (
        <>
          <ReceiptQuota quota={quota.data} bahtPerPoint={rules.data?.receipt_baht_per_point ?? null} />
          {quota.data.remaining === 0 ? (
            <Notice testId="receipt-quota-exhausted">
              {t('receipt.quota.exhausted', { time: formatDateTime(quota.data.resets_at, i18n.language) })}
            </Notice>
          ) : null}
          <ReceiptUploader
            isQuotaLeft={quota.data.remaining > 0}
            maxBytes={quota.data.max_bytes}
            onUploaded={onUploaded}
          />
        </>
      ) : null}
      <ReceiptHistory />
    </>
  );
}
