import { refundTillSale, TILL_REFERENCE_MAX_LENGTH, type TillRefund } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { formatBahtAndSatang, formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { type TillCustomer, type TillOperation, useRefundTillSale } from '../api/till';
import { amountOf } from './amount-text';
import { TillNotice } from './till-notice';
import { useSingleFlight } from './use-single-flight';

/** The sale's number (the call's path parameter) checked with the refund's body, in one form. */
const refundFormSchema = z.object({
  transaction_id: refundTillSale.params.shape.transaction_id,
  ...refundTillSale.input.shape,
});

type SessionSale = Extract<TillOperation, { kind: 'sale' }>;

function RefundResult({ refund, transactionId }: { refund: TillRefund; transactionId: number }) {
  const { t } = useTranslation('admin-till');
  const language = currentLanguage();
  const pointsText = (points: number) => t('points', { count: points, points: formatPoints(points, language) });
  return (
    <Notice tone="success" testId="till-refund-result">
      <p className="text-lg font-semibold">
        {t('refund.result', { id: transactionId, reversed: pointsText(refund.points_reversed) })}
      </p>
      {refund.points_owed > 0 ? (
        <p className="font-semibold" data-testid="till-refund-owed">
          {t('refund.owed', { points: pointsText(refund.points_owed) })}
        </p>
      ) : null}
      <p className="mt-2">{t('refund.balance', { points: pointsText(refund.point_balance) })}</p>
    </Notice>
  );
}

/**
 * Refunds (part of) a sale (DESIGN §13): the sale is one made in this session, picked from its list, or
 * one typed by its transaction number. The points its share earned come back; what the balance cannot
 * give is owed.
 */
export function RefundForm({ customer, sessionSales }: { customer: TillCustomer; sessionSales: SessionSale[] }) {
  const { t } = useTranslation('admin-till');
  const language = currentLanguage();
  const refund = useRefundTillSale();
  const sendOnce = useSingleFlight();
  const [result, setResult] = useState<{ refund: TillRefund; transactionId: number } | null>(null);
  const form = useContractForm(refundFormSchema, {
    defaultValues: { transaction_id: '', refund_no: '', amount: '' },
    toInput: (values) => ({ ...values, transaction_id: values.transaction_id.trim(), amount: amountOf(values.amount) }),
  });

  const submit = form.submit(async ({ transaction_id: transactionId, ...input }) => {
    setResult(null);
    // A sale of this session is refunded for the member who bought; a typed one, for the customer served.
    const buyer = sessionSales.find((sale) => sale.result.transaction_id === transactionId)?.customer ?? customer;
    const answer = await sendOnce({ transactionId, input }, (key) =>
      refund.mutateAsync({ customer: buyer, transactionId, input, key }),
    );
    if (!answer) return;
    setResult({ refund: answer, transactionId });
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('actions.refund')} className="flex flex-col gap-4">
      {sessionSales.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-ink-800">{t('refund.recentSales')}</p>
          <div className="flex flex-wrap gap-2">
            {sessionSales.map((sale) => (
              <Button
                key={sale.result.transaction_id}
                variant="secondary"
                onClick={() =>
                  form.setValue('transaction_id', String(sale.result.transaction_id), { shouldValidate: false })
                }
                data-testid={`till-refund-pick-${sale.result.transaction_id}`}
              >
                {t('refund.useSale', {
                  id: sale.result.transaction_id,
                  receipt: sale.input.receipt_no,
                  amount: formatBahtAndSatang(Number(sale.input.amount), language),
                })}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-3">
        <TextField
          label={t('refund.transactionId')}
          hint={t('refund.transactionHint')}
          inputMode="numeric"
          autoComplete="off"
          {...form.fieldProps('transaction_id')}
        />
        <TextField
          label={t('refund.refundNo')}
          autoComplete="off"
          maxLength={TILL_REFERENCE_MAX_LENGTH}
          {...form.fieldProps('refund_no')}
        />
        <TextField label={t('refund.amount')} inputMode="decimal" autoComplete="off" {...form.fieldProps('amount')} />
      </div>
      <TillNotice form={form} step="refund" testId="till-refund-refusal" />
      <div>
        <Button type="submit" disabled={form.isPending} aria-busy={form.isPending} className="min-h-12 px-8">
          {form.isPending ? t('refund.pending') : t('refund.submit')}
        </Button>
      </div>
      {result ? <RefundResult {...result} /> : null}
    </form>
  );
}
