import type { AdminPrivacyRequest, PrivacyRequestStatus } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';

const STATUS_COLOURS: Record<PrivacyRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  ready: 'bg-sky-100 text-sky-900',
  expired: 'bg-ink-100 text-ink-600',
  completed: 'bg-emerald-100 text-emerald-900',
};

export function PrivacyRequestStatusBadge({ status }: { status: PrivacyRequestStatus }) {
  const { t } = useTranslation('admin-privacy');
  return (
    <span
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${STATUS_COLOURS[status]}`}
      data-testid="privacy-request-status"
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/** Whether a request still waits past the day the PDPA gives for answering it. */
export function isOverdue(request: Pick<AdminPrivacyRequest, 'status' | 'due_at'>, now = new Date()): boolean {
  return request.status === 'pending' && Date.parse(request.due_at) < now.getTime();
}

/** The due date, marked when it has passed while the request still waits. */
export function DueDate({ request }: { request: Pick<AdminPrivacyRequest, 'status' | 'due_at'> }) {
  const { t } = useTranslation('admin-privacy');
  const date = formatDate(request.due_at, currentLanguage());
  if (!isOverdue(request)) return <span>{date}</span>;
  return (
    <span className="font-semibold text-red-700" data-testid="privacy-request-overdue">
      {t('overdue', { date })}
    </span>
  );
}
