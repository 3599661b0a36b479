import type { Broadcast, BroadcastStatus } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { envelopeFieldErrors } from '@/lib/forms/field-errors';
import { currentLanguage } from '@/lib/i18n';

/** A broadcast's title in the console's language (`title` is the Thai one). */
export function broadcastTitleOf(broadcast: Pick<Broadcast, 'title' | 'title_en'>, language: string): string {
  return language === 'th' ? broadcast.title : broadcast.title_en;
}

const STATUS_COLOURS: Record<BroadcastStatus, string> = {
  pending_approval: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-emerald-100 text-emerald-900',
  sent: 'bg-ink-200 text-ink-800',
  canceled: 'bg-ink-100 text-ink-600',
};

export function BroadcastStatusBadge({ status }: { status: BroadcastStatus }) {
  const { t } = useTranslation('admin-broadcasts');
  return (
    <span
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${STATUS_COLOURS[status]}`}
      data-testid="broadcast-status"
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/**
 * How far a broadcast has gone: members told of those counted, with a bar, and its LINE and e-mail
 * deliveries sent, failed, pending and skipped.
 */
export function BroadcastProgress({ broadcast }: { broadcast: Pick<Broadcast, 'recipients' | 'progress'> }) {
  const { t } = useTranslation('admin-broadcasts');
  const language = currentLanguage();
  const { progress, recipients } = broadcast;
  const share = recipients === 0 ? 0 : Math.min(1, progress.notified / recipients);
  const figure = (count: number) => formatPoints(count, language);
  return (
    <span className="flex min-w-44 flex-col gap-1" data-testid="broadcast-progress">
      <span>{t('progress.notified', { notified: figure(progress.notified), recipients: figure(recipients) })}</span>
      <span className="h-1.5 w-full overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
        <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span className="text-sm text-ink-600">
        {t('progress.deliveries', {
          sent: figure(progress.sent),
          failed: figure(progress.failed),
          pending: figure(progress.pending),
          skipped: figure(progress.skipped),
        })}
      </span>
    </span>
  );
}

/** A refused call in the console's language: its field errors' own words where it has them. */
export function useRefusalText(error: unknown): string {
  const { t } = useTranslation('admin-broadcasts');
  const generic = useErrorText(error);
  const fieldErrors = envelopeFieldErrors(error);
  if (fieldErrors.length > 0) {
    const language = currentLanguage();
    return fieldErrors.map((fieldError) => (language === 'th' ? fieldError.message_th : fieldError.message)).join(' ');
  }
  if (isErrorBody(error) && error.code === 'SELF_APPROVAL') return t('actions.selfApproval');
  return generic;
}
