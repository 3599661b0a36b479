import { pathOf, type TransferRecipient } from '@loyalty/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { formatPoints } from '@/lib/format';
import { pointKeys } from '../api/keys';
import { type TransferResult, transferInfoQueryOptions } from '../api/transfer';
import { RecentRecipients } from './recent-recipients';
import { RecipientCard } from './recipient-card';
import { RecipientSearch } from './recipient-search';
import { TransferAmountForm } from './transfer-amount-form';

/** What complete-transfer receives through the navigation. */
export interface CompleteTransferState {
  transfer: TransferResult;
}

/**
 * transfer: the allowance (GetTransferPointInfo), the recipient, the amount, a confirmation, then
 * complete-transfer. `onTransferred` lets the app refresh what lives outside this feature (the balance).
 */
export function TransferScreen({ onTransferred }: { onTransferred: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation('points');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const info = useQuery(transferInfoQueryOptions());
  const [recipient, setRecipient] = useState<TransferRecipient | null>(null);

  if (info.isPending) return <div className="h-40 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (info.isError) {
    return <LoadError title={t('transfer.infoLoadError')} error={info.error} onRetry={() => void info.refetch()} />;
  }
  const points = (value: number) => formatPoints(value, i18n.language);
  const { daily_cap, transferable } = info.data;

  const onSent = async (transfer: TransferResult) => {
    await Promise.all([
      onTransferred(),
      queryClient.invalidateQueries({ queryKey: pointKeys.histories() }),
      queryClient.invalidateQueries({ queryKey: pointKeys.expireTimeline() }),
      queryClient.invalidateQueries({ queryKey: pointKeys.transferInfo() }),
    ]);
    await navigate(pathOf('complete-transfer'), { state: { transfer } satisfies CompleteTransferState });
  };

  return (
    <>
      <Card as="section" aria-label={t('transfer.infoLabel')}>
        <div className="flex flex-col items-center gap-1 text-center" data-testid="transfer-info">
          <p className="text-xl font-bold text-ink-900" data-testid="transfer-transferable">
            {t('transfer.sendableToday', { count: transferable, points: points(transferable) })}
          </p>
        </div>
        <p className="mt-3 text-center text-sm text-ink-500">
          {t('transfer.capNote', { count: daily_cap, cap: points(daily_cap) })}
        </p>
      </Card>
      {transferable < 1 ? (
        <Notice testId="transfer-nothing">{t('transfer.nothingToSend')}</Notice>
      ) : (
        <Card as="section" className="flex flex-col gap-5" aria-labelledby="transfer-recipient-title">
          <h2 id="transfer-recipient-title" className="text-lg font-bold text-ink-900">
            {t('transfer.recipientTitle')}
          </h2>
          {recipient ? (
            <>
              <RecipientCard
                recipient={recipient}
                action={
                  <Button variant="ghost" onClick={() => setRecipient(null)} data-testid="recipient-change">
                    {t('transfer.change')}
                  </Button>
                }
              />
              <TransferAmountForm
                recipient={recipient}
                transferable={transferable}
                onSent={onSent}
                onRefused={() => void info.refetch()}
              />
            </>
          ) : (
            <>
              <RecentRecipients recipients={info.data.recent_recipients} onChoose={setRecipient} />
              <RecipientSearch onFound={setRecipient} />
            </>
          )}
        </Card>
      )}
    </>
  );
}
