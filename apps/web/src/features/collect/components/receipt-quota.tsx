import type { CallOutput, checkDocumentQuota } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatBaht } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { megabytesOf } from '../lib/receipt-check';

export type DocumentQuota = CallOutput<typeof checkDocumentQuota>;

/** Uploads left today and the rules a receipt must meet, before the member takes a photo. */
export function ReceiptQuota({ quota, bahtPerPoint }: { quota: DocumentQuota; bahtPerPoint: number | null }) {
  const { t, i18n } = useTranslation('collect');
  const used = Math.min(quota.used_today, quota.daily_quota);
  return (
    <Card
      aria-labelledby="receipt-quota-heading"
      as="section"
      padding="lg"
      isOutlined
      className="flex flex-col gap-4"
      data-testid="receipt-quota"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="receipt-quota-heading" className="text-lg font-bold text-ink-900">
          {t('receipt.quota.heading')}
        </h2>
        <p className="font-semibold text-ink-800" data-testid="receipt-remaining">
          {t('receipt.quota.remaining', { remaining: quota.remaining, total: quota.daily_quota })}
        </p>
      </div>
      {/* A picture of the count above, which screen readers already read as text. */}
      <div aria-hidden className="flex gap-1.5">
        {Array.from({ length: quota.daily_quota }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of quota slots.
            key={index}
            className={`h-2 flex-1 rounded-full ${index < used ? 'bg-brand-600' : 'bg-ink-100'}`}
          />
        ))}
      </div>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-ink-700">
        <li>{t('receipt.rules.types', { max: megabytesOf(quota.max_bytes) })}</li>
        {bahtPerPoint ? <li>{t('receipt.rules.earn', { baht: formatBaht(bahtPerPoint, i18n.language) })}</li> : null}
        <li>{t('receipt.rules.review')}</li>
        <li>{t('receipt.rules.resets', { time: formatDateTime(quota.resets_at, i18n.language) })}</li>
      </ul>
    </Card>
  );
}
