import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import type { OtpChannel } from '@/features/auth/api/otp';
import { ChangeContactForm } from '@/features/auth/components/change-contact-form';
import { ConfirmContactOtp } from '@/features/auth/components/confirm-contact-otp';
import { CUSTOMER_INFO_QUERY_KEY, useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { Framed } from './framed';
import { MemberSkeleton } from './member-skeleton';

/**
 * change-email and change-mobile, for both login types (the lead's decision: a login-type-1 member
 * adds a mobile this way, which is what lets their profile become `filled`, SPEC §4).
 */
function ChangeContactRoute({ channel }: { channel: OtpChannel }) {
  const { t } = useTranslation('member');
  const customer = useCustomerInfo();
  return (
    <Framed>
      {customer.data ? (
        <ChangeContactForm
          channel={channel}
          current={channel === 'email' ? customer.data.email : customer.data.mobile_no}
        />
      ) : null}
      {customer.isPending ? <MemberSkeleton /> : null}
      {customer.isError ? (
        <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />
      ) : null}
    </Framed>
  );
}

export const ChangeEmailRoute = () => <ChangeContactRoute channel="email" />;
export const ChangeMobileRoute = () => <ChangeContactRoute channel="sms" />;

export function ConfirmOtpRoute() {
  const queryClient = useQueryClient();
  return (
    <Framed>
      <ConfirmContactOtp onChanged={() => void queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY })} />
    </Framed>
  );
}
