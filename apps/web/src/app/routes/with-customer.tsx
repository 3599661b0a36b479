import type { CustomerInfo } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorModal } from '@/components/feedback/error-modal';
import { LoadError } from '@/components/feedback/load-error';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { MemberSkeleton } from './member-skeleton';

/**
 * A screen part that needs the member's GetCustomerInfo: the skeleton while it loads, the failure with
 * a retry (and the error modal, SPEC §8: a profile call), then the part itself. `enabled: false` renders nothing and asks for nothing.
 */
export function WithCustomer({
  enabled = true,
  children,
}: {
  enabled?: boolean;
  children: (customer: CustomerInfo) => ReactNode;
}) {
  const { t } = useTranslation('member');
  const customer = useCustomerInfo({ enabled });
  useErrorModal(customer.error);
  if (!enabled) return null;
  if (customer.data) return children(customer.data);
  if (customer.isError) {
    return <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />;
  }
  return <MemberSkeleton />;
}
