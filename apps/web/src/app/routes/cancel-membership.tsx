import { pathOf, type Scope } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CancelMembershipForm } from '@/features/auth/components/cancel-membership-form';
import { activeMembershipFlags, MembershipNotices } from '@/features/auth/components/membership-notices';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { clearStorageKeepingVersion, getSessionToken } from '@/lib/storage';
import { scopesOf } from '@/lib/token';
import { Framed } from './framed';
import { MemberSkeleton } from './member-skeleton';

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
  const customer = useCustomerInfo({ enabled: canCancel });
  const onCanceled = () => {
    // The server revoked every session; this device forgets its own (SPEC §4 logout, without the call).
    clearStorageKeepingVersion();
    queryClient.clear();
  };
  return (
    <Framed>
      <MembershipNotices flags={flags} />
      {canCancel && customer.data ? (
        <CancelMembershipForm
          member={{
            loginType: customer.data.login_type,
            email: customer.data.email,
            mobile: customer.data.mobile_no,
            hasPassword: customer.data.is_set_password,
            points: customer.data.point_balance,
          }}
          onCanceled={onCanceled}
        />
      ) : null}
      {canCancel && customer.isPending ? <MemberSkeleton /> : null}
      {canCancel && customer.isError ? (
        <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />
      ) : null}
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
