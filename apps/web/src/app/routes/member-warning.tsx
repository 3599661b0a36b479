import { pathOf } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { activeMembershipFlags, MembershipNotices } from '@/features/account/components/membership-notices';
import { Framed } from './framed';

/**
 * member-warning: the state of the membership in plain words (merged, canceled, suspended, blocked)
 * and where to go next; suspended and blocked members may still cancel.
 */
export function MemberWarningRoute() {
  const { t } = useTranslation('account');
  const [flags] = useState(activeMembershipFlags);
  const canStillCancel = flags.includes('isSuspended') || flags.includes('isBlocked');
  if (flags.length === 0) {
    return (
      <Framed>
        <EmptyState action={<ButtonLink to={pathOf('landing')}>{t('cancelMembership.backToStart')}</ButtonLink>}>
          {t('memberWarning.none')}
        </EmptyState>
      </Framed>
    );
  }
  return (
    <Framed>
      <MembershipNotices flags={flags} />
      <p className="leading-relaxed text-ink-600">{t('memberWarning.help')}</p>
      <div className="flex flex-col gap-3 tablet:flex-row">
        <ButtonLink to={pathOf('landing')} replace>
          {t('memberWarning.otherAccount')}
        </ButtonLink>
        {canStillCancel ? (
          <ButtonLink to={pathOf('cancel-membership')} variant="secondary" data-testid="member-warning-cancel">
            {t('memberWarning.cancel')}
          </ButtonLink>
        ) : null}
      </div>
    </Framed>
  );
}
