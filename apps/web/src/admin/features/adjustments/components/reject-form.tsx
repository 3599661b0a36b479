import { type Adjustment, rejectAdjustment } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { TextField } from '@/components/ui/text-field';
import { formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { useRejectAdjustment } from '../api/adjustments';

/** Refuses a pending adjustment with the reason its maker reads; no points move. */
export function RejectForm({
  adjustment,
  onDone,
  onCancel,
}: {
  adjustment: Adjustment;
  onDone: (rejected: Adjustment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-adjustments');
  const reject = useRejectAdjustment();
  const form = useContractForm(rejectAdjustment.input, { defaultValues: { reason: '' } });
  const language = currentLanguage();
  return (
    <form
      onSubmit={form.submit(async (input) => onDone(await reject.mutateAsync({ id: adjustment.id, input })))}
      noValidate
      aria-labelledby="reject-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
    >
      <h2 id="reject-title" className="text-lg font-semibold text-ink-900">
        {t('rejectTitle', {
          id: adjustment.id,
          member: adjustment.member_id,
          count: adjustment.points,
          points: formatPoints(adjustment.points, language),
        })}
      </h2>
      <TextField label={t('rejectReason')} autoComplete="off" {...form.fieldProps('reason')} />
      <FormNotice form={form} testId="reject-notice" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.isPending}>
          {t('reject')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
