import { callRoutes } from 'virtual:api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { callApi } from '@/lib/api-client';
import { refreshHistories } from '@/lib/query-keys';
import type { StoreCheck } from './check-merchant';
import { privilegeKeys } from './privilege-keys';

/** POST Privilege/UpdateCouponCode: marks the e-coupon used at the store whose code was checked, once. */
export async function updateCouponCode({ redemptionId, storeCode }: StoreCheck) {
  return (await callApi(callRoutes.updateCouponCode, { Redemption_Id: redemptionId, Store_Code: storeCode })).data;
}

/**
 * Marks the coupon used under the loader overlay. The answer is the used redemption: it replaces the cached
 * one, and the histories listing it are read afresh on their next visit.
 */
export function useUpdateCouponCode() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (check: StoreCheck) => withLoader(() => updateCouponCode(check)),
    onSuccess: (used) => {
      queryClient.setQueryData(privilegeKeys.redemption(used.redemption_id, i18n.language), used);
      void refreshHistories(queryClient);
    },
  });
}
