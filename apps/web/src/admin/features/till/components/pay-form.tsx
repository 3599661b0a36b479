import {
  type AdminCallInput,
  payWithTillPoints,
  pointsForThb,
  TILL_REFERENCE_MAX_LENGTH,
  type TillPayment,
  thbForPoints,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { formatBahtAndSatang, formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { type TillCustomer, usePayWithTillPoints } from '../api/till';
import { amountOf, pointsOf } from './amount-text';
import { TillNotice } from './till-notice';
import { useSingleFlight } from './use-single-flight';

type PaymentInput = AdminCallInput<typeof payWithTillPoints> & { points: number };

/**
 * Pays with points at once (DESIGN §13, a hold captured in the same call): the cashier types the points or
 * the THB they should cover, each following the other at the burn rate, and confirms what the member pays
 * and keeps before anything is spent.
 */
export function PayForm({
  customer,
  storeCode,
  balance,
  burnThbPerPoint,
}: {
  customer: TillCustomer;
  storeCode: string | null;
  balance: number;
  burnThbPerPoint: number;
}) {
  const { t } = useTranslation('admin-till');
  const language = currentLanguage();
  const pay = usePayWithTillPoints();
  const sendOnce = useSingleFlight();
  const [pending, setPending] = useState<PaymentInput | null>(null);
  const [result, setResult] = useState<TillPayment | null>(null);
  const pointsText = (points: number) => t('points', { count: points, points: formatPoints(points, language) });
  const baht = (amount: number) => formatBahtAndSatang(amount, language);
  const form = useContractForm(payWithTillPoints.input, {
    defaultValues: { points: '', thb: '', reference: '' },
    toInput: (values) => ({
      member_id: customer.mbk_member_id,
      store_code: storeCode ?? '',
      points: pointsOf(values.points),
      reference: values.reference,
    }),
    // The server refuses it too (INSUFFICIENT_POINTS); said here before the cashier confirms.
    checks: (values) => {
      const points = pointsOf(values.points);
      return { points: typeof points === 'number' && points > balance && 'notEnough' };
    },
    messages: { points: { notEnough: t('pay.notEnough', { points: pointsText(balance) }) } },
  });

  const points = form.register('points', {
    onChange: (event: { target: { value: string } }) => {
      const typed = pointsOf(event.target.value);
      form.setValue('thb', typeof typed === 'number' ? thbForPoints(typed, burnThbPerPoint).toFixed(2) : '');
    },
  });
  const thb = form.register('thb', {
    onChange: (event: { target: { value: string } }) => {
      const typed = amountOf(event.target.value);
      form.setValue('points', typeof typed === 'number' ? String(pointsForThb(typed, burnThbPerPoint)) : '');
    },
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const payment = await sendOnce(pending, (key) => pay.mutateAsync({ customer, input: pending, key }));
      if (!payment) return;
      setResult(payment);
      form.reset();
    } catch (refusal) {
      form.showFailure(refusal);
    }
    setPending(null);
  };

  return (
    <form
      onSubmit={form.submit(async (input) => {
        setResult(null);
        setPending(input as PaymentInput);
      })}
      noValidate
      aria-label={t('actions.pay')}
      className="flex flex-col gap-4"
    >
      {storeCode ? null : <Notice testId="till-store-needed">{t('store.needed')}</Notice>}
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField
          label={t('pay.points')}
          inputMode="numeric"
          autoComplete="off"
          // The points are what the cashier types first.
          autoFocus
          {...points}
          error={form.errorOf('points')}
        />
        <TextField label={t('pay.thb')} inputMode="decimal" autoComplete="off" {...thb} />
      </div>
      <p className="-mt-2 text-sm text-ink-500">{t('pay.convertHint', { rate: baht(burnThbPerPoint) })}</p>
      <TextField
        label={t('pay.reference')}
        hint={t('pay.referenceHint')}
        autoComplete="off"
        maxLength={TILL_REFERENCE_MAX_LENGTH}
        {...form.fieldProps('reference')}
      />
      <TillNotice form={form} step="pay" testId="till-pay-refusal" />
      <div>
        <Button type="submit" disabled={!storeCode || form.isPending} className="min-h-12 px-8">
          {t('pay.submit')}
        </Button>
      </div>
      {result ? (
        <Notice tone="success" testId="till-pay-result">
          <p className="text-lg font-semibold">
            {t('pay.result', { amount: baht(result.thb_value), points: pointsText(result.points_spent) })}
          </p>
          <p>{t('pay.balance', { points: pointsText(result.point_balance) })}</p>
        </Notice>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t('pay.confirmTitle')}
          confirmLabel={pay.isPending ? t('pay.pending') : t('pay.confirm')}
          cancelLabel={t('pay.cancel')}
          isPending={pay.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          <p data-testid="till-pay-confirm">
            {t('pay.confirmBody', {
              name: customer.display_name,
              amount: baht(thbForPoints(pending.points, burnThbPerPoint)),
              points: pointsText(pending.points),
              before: pointsText(balance),
              after: pointsText(balance - pending.points),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
