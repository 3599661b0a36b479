import { useQueryClient } from '@tanstack/react-query';
import { MemberPasswordForm } from '@/features/account/components/member-password-form';
import { ForgetPasswordForm } from '@/features/sign-in/components/forget-password-form';
import { ResetPasswordForm } from '@/features/sign-in/components/reset-password-form';
import { refreshCustomerInfo } from '@/lib/query-keys';
import { Framed } from './framed';
import { WithCustomer } from './with-customer';

export const ForgetPasswordRoute = () => <Framed>{<ForgetPasswordForm />}</Framed>;
export const ResetPasswordRoute = () => <Framed>{<ResetPasswordForm />}</Framed>;

/** set-password: SetPassword or ChangePassword, chosen by `is_set_password` (SPEC §3). */
export function SetPasswordRoute() {
  const queryClient = useQueryClient();
  return (
    <Framed>
      <WithCustomer>
        {(customer) => (
          <MemberPasswordForm
            hasPassword={customer.is_set_password}
            onSaved={() => void refreshCustomerInfo(queryClient)}
          />
        )}
      </WithCustomer>
    </Framed>
  );
}
