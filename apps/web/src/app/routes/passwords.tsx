import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';
import { MemberPasswordForm } from '@/features/auth/components/member-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { CUSTOMER_INFO_QUERY_KEY, useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { Framed } from './framed';
import { MemberSkeleton } from './member-skeleton';

export const ForgetPasswordRoute = () => <Framed>{<ForgetPasswordForm />}</Framed>;
export const ResetPasswordRoute = () => <Framed>{<ResetPasswordForm />}</Framed>;

/** set-password: SetPassword or ChangePassword, chosen by `is_set_password` (SPEC §3). */
export function SetPasswordRoute() {
  const { t } = useTranslation('password');
  const queryClient = useQueryClient();
  const customer = useCustomerInfo();
  return (
    <Framed>
      {customer.data ? (
        <MemberPasswordForm
          hasPassword={customer.data.is_set_password}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY })}
        />
      ) : null}
      {customer.isPending ? <MemberSkeleton /> : null}
      {customer.isError ? (
        <LoadError title={t('member.loadError')} error={customer.error} onRetry={() => void customer.refetch()} />
      ) : null}
    </Framed>
  );
}
