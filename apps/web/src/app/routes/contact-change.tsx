import { useQueryClient } from '@tanstack/react-query';
import { ChangeContactForm } from '@/features/account/components/change-contact-form';
import { ConfirmContactOtp } from '@/features/account/components/confirm-contact-otp';
import type { OtpChannel } from '@/lib/otp/otp-api';
import { refreshCustomerInfo } from '@/lib/query-keys';
import { Framed } from './framed';
import { WithCustomer } from './with-customer';

/**
 * change-email and change-mobile, for both login types (decision 008: a login-type-1 member adds a
 * mobile this way, which is what lets their profile become `filled`, SPEC §4).
 */
function ChangeContactRoute({ channel }: { channel: OtpChannel }) {
  return (
    <Framed>
      <WithCustomer>
        {(customer) => (
          <ChangeContactForm channel={channel} current={channel === 'email' ? customer.email : customer.mobile_no} />
        )}
      </WithCustomer>
    </Framed>
  );
}

export const ChangeEmailRoute = () => <ChangeContactRoute channel="email" />;
export const ChangeMobileRoute = () => <ChangeContactRoute channel="sms" />;

export function ConfirmOtpRoute() {
  const queryClient = useQueryClient();
  return (
    <Framed>
      <ConfirmContactOtp onChanged={() => void refreshCustomerInfo(queryClient)} />
    </Framed>
  );
}
