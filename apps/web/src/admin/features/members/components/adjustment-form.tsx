import { ADJUSTMENT_REASON_CATEGORIES, type Adjustment, createAdjustment } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isErrorBody } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { useCreateAdjustment } from '../api/members';

/** The typed points as the call's signed integer; anything else is left for the contract to refuse. */
const pointsOf = (text: string) => (/^[-+]?\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/**
 * A point adjustment from the member's page (DESIGN §11 maker-checker): signed points and the reason in
 * English and Thai, which the member reads in their history, and its category, which finance counts by
 * (issue 35). Whether it applied at once or waits for a
 * second admin is the server's answer, shown as such.
 */
export function AdjustmentForm({ memberId, balance }: { memberId: string; balance: number }) {
  const { t } = useTranslation(['admin-members', 'admin-adjustments']);
  const create = useCreateAdjustment(memberId);
  const [attempts] = useState(() => createAttemptKeys());
  const [result, setResult] = useState<Adjustment | null>(null);
  const form = useContractForm(createAdjustment.input, {
    defaultValues: { points: '', reason: '', reason_th: '', reason_category: 'other' },
    toInput: (values) => ({ ...values, points: pointsOf(values.points) }),
  });
  const language = currentLanguage();

  return (
    <form
      onSubmit={form.submit(async (input) => {
        setResult(null);
        try {
          const adjustment = await create.mutateAsync({ input, key: attempts.keyFor(input) });
          attempts.settle();
          setResult(adjustment);
          form.reset();
        } catch (refusal) {
          attempts.settle(refusal);
          throw refusal;
        }
      })}
      noValidate
      aria-labelledby="adjustment-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
    >
      <h2 id="adjustment-title" className="text-lg font-semibold text-ink-900">
        {t('adjust.title')}
      </h2>
      <TextField
        label={t('adjust.points')}
        hint={t('adjust.pointsHint')}
        inputMode="numeric"
        autoComplete="off"
        {...form.fieldProps('points')}
      />
      <TextField label={t('adjust.reason')} autoComplete="off" {...form.fieldProps('reason')} />
      <TextField label={t('adjust.reasonTh')} autoComplete="off" {...form.fieldProps('reason_th')} />
      <SelectField
        label={t('admin-adjustments:category')}
        placeholder={t('admin-adjustments:category')}
        options={ADJUSTMENT_REASON_CATEGORIES.map((category) => ({
          value: category,
          label: t(`admin-adjustments:categories.${category}`),
        }))}
        {...form.fieldProps('reason_category')}
      />
      <FormNotice
        form={form}
        testId="adjustment-notice"
        describeFailure={(failure) =>
          isErrorBody(failure) && failure.code === 'INSUFFICIENT_POINTS'
            ? t('adjust.insufficient', { count: balance, points: formatPoints(balance, language) })
            : undefined
        }
      />
      {result ? (
        <Notice tone="success" testId="adjustment-result">
          {t(result.status === 'approved' ? 'adjust.applied' : 'adjust.waiting', {
            count: result.points,
            points: `${result.points > 0 ? '+' : ''}${formatPoints(result.points, language)}`,
          })}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" disabled={form.isPending}>
          {t('adjust.submit')}
        </Button>
      </div>
    </form>
  );
}
