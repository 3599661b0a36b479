import {
  type AdminReceipt,
  approveReceiptCall,
  pointsForAmount,
  RECEIPT_REJECT_REASON_WORDS,
  RECEIPT_REJECT_REASONS,
  type ReceiptRejectReason,
  receiptNeedsAdmin,
  rejectReceiptCall,
} from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { programmeRulesQuery } from '../../../lib/programme-rules';
import { useOperatorMe } from '../../auth/api/operator-session';
import { tillStoresQuery } from '../../till/api/till';
import { useApproveReceipt, useRejectReceipt } from '../api/receipts';

/** A typed amount as the call's number; an empty field stays missing so the contract calls it required. */
const amountOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
/** An untouched field stays missing, so the contract calls it required rather than too short. */
const textOf = (text: string) => (text.trim() === '' ? undefined : text);

/** The partners' stores to pick the one printed on the receipt from, "Partner · Store" in the console's language. */
function useStoreOptions() {
  const stores = useQuery(tillStoresQuery());
  const isThai = currentLanguage() === 'th';
  return (stores.data ?? []).map((store) => ({
    value: store.store_code,
    label: `${isThai ? store.partner.name : store.partner.name_en} · ${isThai ? store.name : store.name_en} (${store.store_code})`,
  }));
}

/**
 * Approve with what is printed on the receipt: the store, its receipt number, the purchase date and the
 * total (THB), showing the points it gives at the programme's rate; staff are
 * told, and cannot send, a total worth more points than they may approve (decision 037). One
 * Idempotency-Key per intended approval, kept while its outcome is unknown (no answer, a 5xx), so sending
 * it again is answered with the first result instead of NOT_ACTIVE or a second approval.
 */
export function ApproveForm({
  receipt,
  amountRef,
  onDecided,
}: {
  receipt: AdminReceipt;
  amountRef: RefObject<HTMLInputElement | null>;
  onDecided: () => void;
}) {
  const { t } = useTranslation('admin-receipts');
  const approve = useApproveReceipt();
  const [attempts] = useState(() => createAttemptKeys());
  const rules = useQuery(programmeRulesQuery());
  const storeOptions = useStoreOptions();
  const form = useContractForm(approveReceiptCall.input, {
    defaultValues: { amount: '', store_code: '', receipt_no: '', purchased_on: '' },
    toInput: (values) => ({
      amount: amountOf(values.amount),
      store_code: textOf(values.store_code),
      receipt_no: textOf(values.receipt_no),
      purchased_on: textOf(values.purchased_on),
    }),
  });
  const role = useOperatorMe().data?.role;
  const amount = amountOf(form.watch('amount'));
  const rate = rules.data?.receipt_baht_per_point;
  const isCountable = rate !== undefined && amount !== undefined && Number.isFinite(amount) && amount > 0;
  const points = isCountable ? pointsForAmount(amount, rate) : undefined;
  const threshold = rules.data?.adjust_approval_threshold;
  const needsAdmin =
    role === 'staff' && points !== undefined && threshold !== undefined && receiptNeedsAdmin(points, threshold);
  const { ref: registerRef, ...amountProps } = form.fieldProps('amount');
  return (
    <form
      onSubmit={form.submit(async (input) => {
        try {
          await approve.mutateAsync({ id: receipt.id, input, key: attempts.keyFor({ id: receipt.id, input }) });
          attempts.settle();
        } catch (refusal) {
          attempts.settle(refusal);
          throw refusal;
        }
        onDecided();
      })}
      noValidate
      aria-labelledby="approve-title"
      className={cardClasses({ radius: 'md' }, 'flex flex-col gap-3')}
    >
      <h2 id="approve-title" className="text-lg font-semibold text-ink-900">
        {t('approveTitle')}
      </h2>
      <SelectField
        label={t('store')}
        placeholder={t('choose')}
        options={storeOptions}
        {...form.fieldProps('store_code')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('receiptNo')} autoComplete="off" {...form.fieldProps('receipt_no')} />
        <TextField label={t('purchasedOn')} type="date" {...form.fieldProps('purchased_on')} />
      </div>
      <TextField
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        ref={(element) => {
          registerRef(element);
          amountRef.current = element;
        }}
        {...amountProps}
      />
      <p className="text-sm text-ink-700" data-testid="receipt-points" aria-live="polite">
        {rate === undefined
          ? t('rateUnknown')
          : t('pointsPreview', {
              // With no amount yet the preview reads "— points", as the plural.
              count: points ?? 0,
              points: points === undefined ? '—' : formatPoints(points, currentLanguage()),
              rate: formatPoints(rate, currentLanguage()),
            })}
      </p>
      {needsAdmin ? (
        <Notice testId="receipt-needs-admin">
          {t('needsAdmin', { count: threshold, threshold: formatPoints(threshold, currentLanguage()) })}
        </Notice>
      ) : null}
      <FormNotice form={form} testId="approve-notice" />
      <Button type="submit" disabled={form.isPending || needsAdmin}>
        {t('approve')}
      </Button>
    </form>
  );
}

/**
 * Reject with one of the preset reasons, whose words the member reads in their language (shown here in
 * the console's), or "other" with the operator's own sentence in English and Thai.
 */
export function RejectForm({
  receipt,
  reasonRef,
  onDecided,
}: {
  receipt: AdminReceipt;
  reasonRef: RefObject<HTMLSelectElement | null>;
  onDecided: () => void;
}) {
  const { t } = useTranslation('admin-receipts');
  const reject = useRejectReceipt();
  const form = useContractForm(rejectReceiptCall.input, {
    defaultValues: { reason_code: '', reason: '', reason_th: '' },
    toInput: (values) =>
      values.reason_code === 'other'
        ? { reason_code: values.reason_code, reason: textOf(values.reason), reason_th: textOf(values.reason_th) }
        : { reason_code: textOf(values.reason_code) },
  });
  const { ref: registerRef, ...reasonProps } = form.fieldProps('reason_code');
  const language = currentLanguage();
  const reasonOptions = RECEIPT_REJECT_REASONS.map((code: ReceiptRejectReason) => ({
    value: code,
    label: code === 'other' ? t('otherReason') : RECEIPT_REJECT_REASON_WORDS[code][language],
  }));
  return (
    <form
      onSubmit={form.submit(async (input) => {
        await reject.mutateAsync({ id: receipt.id, input });
        onDecided();
      })}
      noValidate
      aria-labelledby="reject-title"
      className={cardClasses({ radius: 'md' }, 'flex flex-col gap-3')}
    >
      <h2 id="reject-title" className="text-lg font-semibold text-ink-900">
        {t('rejectTitle')}
      </h2>
      <SelectField
        label={t('reason')}
        placeholder={t('choose')}
        options={reasonOptions}
        ref={(element) => {
          registerRef(element);
          reasonRef.current = element;
        }}
        {...reasonProps}
      />
      {form.watch('reason_code') === 'other' ? (
        <>
          <TextField label={t('reasonEn')} autoComplete="off" lang="en" {...form.fieldProps('reason')} />
          <TextField label={t('reasonTh')} autoComplete="off" lang="th" {...form.fieldProps('reason_th')} />
        </>
      ) : null}
      <FormNotice form={form} testId="reject-notice" />
      <Button type="submit" variant="secondary" disabled={form.isPending}>
        {t('reject')}
      </Button>
    </form>
  );
}
