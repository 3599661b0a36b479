import type { ReminderRun } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useRunReminders } from '../api/run-reminders';

/** What a run counts, in the order operators read them. */
const COUNTED: readonly ('points_expiring' | 'card_expiring' | 'tier_at_risk' | 'tier_down')[] = [
  'points_expiring',
  'card_expiring',
  'tier_at_risk',
  'tier_down',
];

/**
 * The daily reminders on demand (DESIGN §15), for admins: they go out by themselves at 09:00 Bangkok time;
 * this counts today's first (nothing is sent) and, after a confirmation, records them now, as when the
 * daily run was missed. A repeat tells no member twice, so its counts are what it added.
 */
export function RemindersPanel() {
  const { t } = useTranslation('admin-broadcasts');
  const language = currentLanguage();
  const run = useRunReminders();
  const [isConfirming, setIsConfirming] = useState(false);
  const [result, setResult] = useState<ReminderRun | null>(null);

  const start = (dryRun: boolean) => {
    setResult(null);
    run.mutate(dryRun, {
      onSuccess: (answer) => setResult(answer),
      onSettled: () => setIsConfirming(false),
    });
  };

  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className="text-lg font-bold text-ink-900">
        {t('reminders.heading')}
      </h2>
      <p className="text-ink-700">{t('reminders.explain')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={run.isPending} onClick={() => start(true)} data-testid="reminders-count">
          {t('reminders.count')}
        </Button>
        <Button disabled={run.isPending} onClick={() => setIsConfirming(true)} data-testid="reminders-run">
          {t('reminders.run')}
        </Button>
      </div>
      {run.isPending ? <p className="text-ink-600">{t('reminders.running')}</p> : null}
      {run.isError ? <Notice testId="reminders-error">{t('reminders.failed')}</Notice> : null}
      {result ? (
        <div data-testid="reminders-result" className="flex flex-col gap-1">
          <p className="font-semibold text-ink-900">
            {result.dry_run ? t('reminders.counted') : t('reminders.recorded')}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-ink-700">
            {COUNTED.map((kind) => (
              <li key={kind}>
                {t(`reminders.kinds.${kind}`)}: <strong>{formatPoints(result[kind], language)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('reminders.confirmTitle')}
          confirmLabel={run.isPending ? t('reminders.running') : t('reminders.confirm')}
          cancelLabel={t('actions.back')}
          isPending={run.isPending}
          onConfirm={() => start(false)}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t('reminders.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
