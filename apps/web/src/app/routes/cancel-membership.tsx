import { pathOf, type Scope } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { CancelMembershipForm } from '@/features/account/components/cancel-membership-form';
import { DeleteAccountForm } from '@/features/account/components/delete-account-form';
import type { CancellingMember } from '@/features/account/components/membership-confirmation';
import { activeMembershipFlags, MembershipNotices } from '@/features/account/components/membership-notices';
import { usePointRules } from '@/features/collect/api/point-rules';
import { CanceledMemberData } from '@/features/privacy/components/canceled-member-data';
import { formatLongDate } from '@/lib/format-time';
import { clearStorageKeepingVersion, getSessionToken } from '@/lib/storage';
import { scopesOf } from '@/lib/token';
import { Framed } from './framed';
import { WithCustomer } from './with-customer';

/** The scopes CancelMembership accepts: a suspended or blocked member may still leave (SPEC §6). */
const CAN_CANCEL: readonly Scope[] = ['bcrm-member', 'bcrm-suspended', 'bcrm-blocked'];

/** The deletion's form once the programme's grace days are known: asked for only when the member opens it. */
function DeleteAccountBlock(props: { member: CancellingMember; onDeleted: (eraseAfter: string | null) => void }) {
  const rules = usePointRules();
  if (!rules.data) return null;
  return <DeleteAccountForm {...props} graceDays={rules.data.deletion_grace_days} />;
}

/** A canceled member's data block, told the programme's grace days once they are read. */
function CanceledMemberDataBlock() {
  const rules = usePointRules();
  return <CanceledMemberData graceDays={rules.data?.deletion_grace_days} />;
}

/**
 * Where SPEC §4 sends a merged, canceled, suspended or blocked membership: it says which applies, and
 * a member who still holds a session may cancel the membership here, or ask for a copy of their data
 * once it is canceled.
 */
export function CancelMembershipRoute() {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const [flags] = useState(activeMembershipFlags);
  const [canCancel] = useState(
    () =>
      !flags.includes('isCanceled') &&
      !flags.includes('merged') &&
      scopesOf(getSessionToken()).some((scope) => (CAN_CANCEL as readonly string[]).includes(scope)),
  );
  // A canceled member signed in again: the membership is over, the right to a copy of the data is not.
  const [isCanceledWithSession] = useState(
    () => flags.includes('isCanceled') && scopesOf(getSessionToken()).includes('bcrm-canceled'),
  );
  const [isCanceledNow, setIsCanceledNow] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [erasedOn, setErasedOn] = useState<string | null>(null);
  const onDeleted = (eraseAfter: string | null) => {
    setErasedOn(eraseAfter);
    onCanceled();
  };
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
            {erasedOn
              ? t('deleteAccount.done', { date: formatLongDate(erasedOn, i18n.language) })
              : t('cancelMembership.done')}
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
        {(customer) => {
          const member: CancellingMember = {
            loginType: customer.login_type,
            email: customer.email,
            mobile: customer.mobile_no,
            hasPassword: customer.is_set_password,
            points: customer.point_balance,
          };
          // One form at a time: both confirm with a cancel_membership code, which the code form shows.
          if (!isDeleting) {
            return (
              <>
                <CancelMembershipForm member={member} onCanceled={onCanceled} />
                <Button variant="secondary" onClick={() => setIsDeleting(true)} data-testid="delete-open">
                  {t('deleteAccount.open')}
                </Button>
              </>
            );
          }
          return (
            <>
              <DeleteAccountBlock member={member} onDeleted={onDeleted} />
              <Button variant="secondary" onClick={() => setIsDeleting(false)}>
                {t('deleteAccount.back')}
              </Button>
            </>
          );
        }}
      </WithCustomer>
      {isCanceledWithSession ? <CanceledMemberDataBlock /> : null}
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
