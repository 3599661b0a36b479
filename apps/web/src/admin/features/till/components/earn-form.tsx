import { recordTillSale, TILL_REFERENCE_MAX_LENGTH, type TillSale } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { formatBahtAndSatang, formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { awardNameOf } from '@/lib/point-awards';
import { type TillCustomer, useRecordTillSale } from '../api/till';
import { amountOf } from './amount-text';
import { TillNotice } from './till-notice';
import { useSingleFlight } from './use-single-flight';

function SaleResult({ sale, receiptNo, amount }: { sale: TillSale; receiptNo: string; amount: number }) {
  const { t } = useTranslation('admin-till');
  const language = currentLanguage();
  const pointsText = (points: number) => t('points', { count: points, points: formatPoints(points, language) });
  return (
    <Notice tone="success" testId="till-earn-result">
      <p className="text-lg font-semibold">
        {t('earn.result', {
          receipt: receiptNo,
          amount: formatBahtAndSatang(amount, language),
          points: pointsText(sale.points_earned),
        })}
      </p>
      {sale.duplicate ? <p>{t('earn.duplicate')}</p> : null}
      {sale.awards.length > 0 ? (
        <div className="mt-2">
          <p className="font-semibold">{t('earn.awards')}</p>
          <ul className="list-disc pl-5">
            {sale.awards.map((award) => (
              <li key={award.rule_id}>
                {awardNameOf(award, language)}: {pointsText(award.points)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2">{t('earn.balance', { points: pointsText(sale.point_balance) })}</p>
    </Notice>
  );
}

/** Earn for a receipt (DESIGN §13 sale): its number and total; the points are the earn rules' answer. */
export function EarnForm({ customer, storeCode }: { customer: TillCustomer; storeCode: string | null }) {
  const { t } = useTranslation('admin-till');
  const record = useRecordTillSale();
  const sendOnce = useSingleFlight();
  const [result, setResult] = useState<{ sale: TillSale; receiptNo: string; amount: number } | null>(null);
  const form = useContractForm(recordTillSale.input, {
    defaultValues: { receipt_no: '', amount: '' },
    toInput: (values) => ({
      member_id: customer.mbk_member_id,
      store_code: storeCode ?? '',
      receipt_no: values.receipt_no,
      amount: amountOf(values.amount),
    }),
  });

  const submit = form.submit(async (input) => {
    setResult(null);
    const sale = await sendOnce(input, (key) => record.mutateAsync({ customer, input, key }));
    if (!sale) return;
    setResult({ sale, receiptNo: input.receipt_no, amount: input.amount });
    form.reset();
    form.setFocus('receipt_no');
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('actions.earn')} className="flex flex-col gap-4">
      {storeCode ? null : <Notice testId="till-store-needed">{t('store.needed')}</Notice>}
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField
          label={t('earn.receiptNo')}
          // The receipt number is what the cashier types next.
          autoFocus
          autoComplete="off"
          maxLength={TILL_REFERENCE_MAX_LENGTH}
          {...form.fieldProps('receipt_no')}
        />
        <TextField
          label={t('earn.amount')}
          hint={t('earn.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          {...form.fieldProps('amount')}
        />
      </div>
      <TillNotice form={form} step="earn" testId="till-earn-refusal" />
      <div>
        <Button
          type="submit"
          disabled={!storeCode || form.isPending}
          aria-busy={form.isPending}
          className="min-h-12 px-8"
        >
          {form.isPending ? t('earn.pending') : t('earn.submit')}
        </Button>
      </div>
      {result ? <SaleResult {...result} /> : null}
    </form>
  );
}
