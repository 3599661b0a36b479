import { pathOf } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { CheckIcon } from '@/components/ui/content-icons';
import { EmptyState } from '@/components/ui/empty-state';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import type { TransferResult } from '../api/transfer';
import { downloadImage, drawSlip, shareImage } from '../lib/slip-image';

/** The transfer handed over by the transfer screen; anything else (a typed URL, old history) is none. */
function transferOf(state: unknown): TransferResult | null {
  if (typeof state !== 'object' || state === null || !('transfer' in state)) return null;
  const transfer = (state as { transfer: unknown }).transfer;
  if (typeof transfer !== 'object' || transfer === null) return null;
  const candidate = transfer as Partial<TransferResult>;
  return typeof candidate.points === 'number' && typeof candidate.recipient?.display_name === 'string'
    ? (transfer as TransferResult)
    : null;
}

/** complete-transfer: what was sent, to whom, the new balance and when; without one, the way to the history. */
export function CompleteTransferScreen() {
  const { t, i18n } = useTranslation('points');
  const transfer = transferOf(useLocation().state);
  const [imageFailed, setImageFailed] = useState(false);
  const historyLink = (
    <ButtonLink to={pathOf('point-transaction')} data-testid="complete-to-history">
      {t('complete.toHistory')}
    </ButtonLink>
  );
  if (!transfer) return <EmptyState action={historyLink}>{t('complete.missing')}</EmptyState>;

  const points = (value: number) => formatPoints(value, i18n.language);
  const pointsWithUnit = (value: number) => `${points(value)} ${t('pointsUnit', { count: value })}`;
  const { recipient } = transfer;
  const rows = [
    { key: 'reference', label: t('complete.reference'), value: transfer.reference_no },
    {
      key: 'recipient',
      label: t('complete.recipient'),
      value: [recipient.display_name, recipient.masked_mobile ?? recipient.member_id].join(' · '),
    },
    { key: 'points', label: t('complete.points'), value: pointsWithUnit(transfer.points) },
    { key: 'balance', label: t('complete.newBalance'), value: pointsWithUnit(transfer.point_balance) },
    { key: 'time', label: t('complete.time'), value: formatDateTime(transfer.created_at, i18n.language) },
  ];
  const fileName = `${transfer.reference_no}.png`;
  const withSlip = async (use: (blob: Blob) => Promise<unknown> | undefined) => {
    setImageFailed(false);
    try {
      await use(await drawSlip({ title: t('complete.title'), rows: rows.map((row) => [row.label, row.value]) }));
    } catch (failure) {
      // A member closing the share sheet is no failure.
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      console.warn('The slip image could not be made', failure);
      setImageFailed(true);
    }
  };
  return (
    <div className="flex flex-col gap-5" data-testid="complete-transfer">
      <Card padding="lg" className="flex flex-col items-center gap-3 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700" aria-hidden>
          <CheckIcon className="size-8" />
        </span>
        <h2 className="text-2xl font-bold text-ink-900">{t('complete.title')}</h2>
        <p className="text-lg text-ink-700" role="status">
          {t('complete.body', {
            count: transfer.points,
            points: points(transfer.points),
            name: recipient.display_name,
          })}
        </p>
      </Card>
      <dl
        className={cardClasses({ padding: 'none' }, 'divide-y divide-ink-100 px-5')}
        aria-label={t('complete.summaryLabel')}
      >
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3.5"
            data-testid={`complete-${row.key}`}
          >
            <dt className="text-ink-600">{row.label}</dt>
            <dd className="text-right font-semibold text-ink-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          onClick={() => void withSlip(async (blob) => downloadImage(blob, fileName))}
          data-testid="slip-save"
        >
          {t('complete.saveImage')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void withSlip((blob) => shareImage(blob, fileName))}
          data-testid="slip-share"
        >
          {t('complete.share')}
        </Button>
      </div>
      {imageFailed ? (
        <p role="alert" className="text-center text-sm text-brand-800" data-testid="slip-error">
          {t('complete.imageFailed')}
        </p>
      ) : null}
      <div className="grid gap-3 tablet:grid-cols-2">
        {historyLink}
        <ButtonLink to={pathOf('home')} variant="secondary" data-testid="complete-to-home">
          {t('complete.toHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
