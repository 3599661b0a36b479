import { useTranslation } from 'react-i18next';
import { isTruthyFlag, sessionStore } from '@/lib/storage';

export const MEMBERSHIP_FLAGS = ['merged', 'isCanceled', 'isSuspended', 'isBlocked'] as const;
export type MembershipFlag = (typeof MEMBERSHIP_FLAGS)[number];

/** The SPEC §4 session flags that are set: merged, canceled, suspended, blocked. */
export function activeMembershipFlags(): MembershipFlag[] {
  return MEMBERSHIP_FLAGS.filter((flag) => isTruthyFlag(sessionStore.get(flag)));
}

/** One notice per flag, saying what happened to the membership and what the member can do. */
export function MembershipNotices({ flags }: { flags: readonly MembershipFlag[] }) {
  const { t } = useTranslation('account');
  return flags.map((flag) => (
    <p
      key={flag}
      role="status"
      className="rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-800"
      data-testid={`membership-notice-${flag}`}
    >
      {t(`cancelMembership.${flag}`)}
    </p>
  ));
}
