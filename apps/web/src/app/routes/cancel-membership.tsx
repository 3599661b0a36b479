import { pathOf, type Scope } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { CancelMembershipForm } from '@/features/account/components/cancel-membership-form';
import { activeMembershipFlags, MembershipNotices } from '@/features/account/components/membership-notices';
import { clearStorageKeepingVersion, getSessionToken } from '@/lib/storage';
import { scopesOf } from '@/lib/token';
import { Framed } from './framed';
import { WithCustomer } from './with-customer';

/** The scopes CancelMembership accepts: a suspended or blocked member may still leave (SPEC §6). */
const CAN_CANCEL: readonly Scope[] = ['bcrm-member', 'bcrm-suspended', 'bcrm-blocked'];

/**
 * Where SPEC §4 sends a merged, canceled, suspended or blocked membership: it says which applies, and
 * a member who still holds a session may cancel the membership here.
 */
export function CancelMembershipRoute() {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [flags] = useState(activeMembershipFlags);
  const [canCancel] = useState(
    () =>
      !flags.includes('isCanceled') &&
      !flags.includes('merged') &&
      scopesOf(getSessionToken()).some((scope) => (CAN_CANCEL as readonly string[]).includes(scope)),
  );
  const [isCanceledNow, setIsCanceledNow] = useState(false);
  const onCanceled = () => {
    // The server revoked every session; this device forgets its own (SPEC §4 logout, without the call).
    // The goodbye replaces the form first, so nothing on screen asks for the ended session's profile.
    setIsCanceledNow(true);
    clearStorageKeepingVersion();
    queryClient.clear();
  };
  if (isCanceledNow) {
    return (
      <Framed>
        <Card padding="lg" className="flex flex-col gap-5">
          <Notice tone="success" testId="cancel-done">
            {t('cancelMembership.done')}
          </Notice>
          <ButtonLink to={pathOf('landing')} replace>
            {t('cancelMembership.backToStart')}
          </ButtonLink>
        </Card>
      </Framed>
    );
  }
  return (
    <Framed>
      <MembershipNotices flags={flags} />
      <WithCustomer enabled={canCancel}>
        {(customer) => (
          <CancelMembershipForm
            member={{
              loginType: customer.login_type,
              email: customer.email,
              mobile: customer.mobile_no,
              hasPassword: customer.is_set_password,
              points: customer.point_balance,
            }}
            onCanceled={onCanceled}
          />
        )}
      </WithCustomer>
      {canCancel ? null : (
        <EmptyState
          action={
            <ButtonLink to={pathOf('landing')} variant="secondary">
              {t('cancelMembership.backToStart')}
            </ButtonLink>
          }
        >
          {t('cancelMembership.purpose')}
        </EmptyState>
      )}
    </Framed>
  );
}
