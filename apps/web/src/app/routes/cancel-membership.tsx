import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useRouteTitle } from '@/lib/route-meta';
import { isTruthyFlag, sessionStore } from '@/lib/storage';

const NOTICES = ['merged', 'isCanceled', 'isSuspended', 'isBlocked'] as const;

/**
 * Where SPEC §4 sends a merged, canceled, suspended or blocked membership: it says which applies. The
 * cancellation form itself belongs to the profile work that follows.
 */
export function CancelMembershipRoute() {
  const { t } = useTranslation('member');
  const { title, isInTopBar } = useRouteTitle();
  const notices = NOTICES.filter((flag) => isTruthyFlag(sessionStore.get(flag)));
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      {notices.map((flag) => (
        <p
          key={flag}
          role="status"
          className="rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-800"
          data-testid={`membership-notice-${flag}`}
        >
          {t(`cancelMembership.${flag}`)}
        </p>
      ))}
      <EmptyState
        action={
          <ButtonLink to={pathOf('landing')} variant="secondary">
            {t('cancelMembership.backToStart')}
          </ButtonLink>
        }
      >
        {t('cancelMembership.purpose')}
      </EmptyState>
    </ScreenFrame>
  );
}
