import type { Receipt, ReceiptStatus } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { cardClasses } from '@/components/ui/card-classes';
import { PagedList } from '@/components/ui/paged-list';
import { formatBaht, formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { useReceiptHistory } from '../api/receipts';
import { FileIcon, ReceiptIcon } from './collect-icons';

const BADGE_COLOURS: Record<ReceiptStatus, string> = {
  pending: 'bg-gold-300/40 text-ink-900',
  approved: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  rejected: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
};

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation('collect');
  const Icon = receipt.content_type === 'application/pdf' ? FileIcon : ReceiptIcon;
  return (
    <div className="flex items-start gap-4 py-4" data-testid="receipt-row" data-status={receipt.status}>
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-ink-900">
            {t('receipt.history.uploadedAt', { time: formatDateTime(receipt.created_at, i18n.language) })}
          </p>
          <span
            className={`rounded-full px-3 py-0.5 text-sm font-bold ${BADGE_COLOURS[receipt.status]}`}
            data-testid="receipt-status"
          >
            {t(`receipt.status.${receipt.status}`)}
          </span>
        </div>
        {receipt.status === 'pending' ? <p className="text-sm text-ink-600">{t('receipt.history.pending')}</p> : null}
        {receipt.status === 'approved' ? (
          <p className="text-sm text-ink-700" data-testid="receipt-approved">
            {t('receipt.history.approved', {
              count: receipt.points ?? 0,
              points: formatPoints(receipt.points ?? 0, i18n.language),
              amount: formatBaht(receipt.amount ?? 0, i18n.language),
            })}
          </p>
        ) : null}
        {receipt.status === 'rejected' ? (
          <p className="text-sm text-ink-700" data-testid="receipt-rejected">
            {receipt.reject_reason
              ? t('receipt.history.rejected', { reason: receipt.reject_reason })
              : t('receipt.history.rejectedNoReason')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** My receipts: every upload, newest first, with where its review stands (DESIGN §6). */
export function ReceiptHistory() {
  const { t } = useTranslation('collect');
  const history = useReceiptHistory();
  return (
    <section aria-labelledby="receipt-history-heading" className="flex flex-col gap-3" data-testid="receipt-history">
      <h2 id="receipt-history-heading" className="text-lg font-bold text-ink-900">
        {t('receipt.history.heading')}
      </h2>
      <PagedList
        query={history}
        keyOf={(receipt) => receipt.receipt_id}
        renderItem={(receipt) => <ReceiptRow receipt={receipt} />}
        emptyText={t('receipt.history.empty')}
        skeleton={<div className="h-24 animate-pulse rounded-3xl bg-white/70" aria-hidden />}
        loadErrorTitle={t('receipt.history.loadError')}
        listClassName={cardClasses({ padding: 'none', isOutlined: true }, 'divide-y divide-ink-100 px-5')}
      />
    </section>
  );
}
