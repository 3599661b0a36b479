import type { AdminMemberSummary } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';

const TONES: Record<AdminMemberSummary['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800',
  pending: 'bg-ink-100 text-ink-700',
  suspended: 'bg-gold-300/40 text-ink-900',
  blocked: 'bg-brand-50 text-brand-800',
  canceled: 'bg-ink-100 text-ink-700',
  merged: 'bg-ink-100 text-ink-700',
};

/** A member's state (SPEC §6) as a word, never as a colour alone. */
export function MemberStatusBadge({ status }: { status: AdminMemberSummary['status'] }) {
  const { t } = useTranslation('admin-members');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
