import { CollectHub } from '@/features/collect/components/collect-hub';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { useRouteTitle } from '@/lib/route-meta';

/**
 * The collect tab's page, a module of its own: a first visit to it fetches the hub, not the forms of the
 * ways to collect (routes/collect.tsx), which open from it.
 */
export function CollectPointRoute() {
  const { title, isInTopBar } = useRouteTitle();
  const customer = useCustomerInfo();
  return <CollectHub title={title} isTitleInTopBar={isInTopBar} balance={customer.data?.point_balance ?? null} />;
}
