import type { ReceiptStatus } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';

const TONES: Record<ReceiptStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-ink-200 text-ink-800',
};

export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const { t } = useTranslation('admin-receipts');
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
