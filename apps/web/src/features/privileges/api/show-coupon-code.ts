import { callRoutes } from 'virtual:api-calls';
import type { Redemption } from '@loyalty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { callApi } from '@/lib/api-client';
import { privilegeKeys } from './privilege-keys';

/** POST Privilege/ShowCouponCode: reveals a partner code (CODE_EXPIRED once the coupon has lapsed). */
export async function showCouponCode(redemptionId: number) {
  return (await callApi(callRoutes.showCouponCode, { Redemption_Id: redemptionId })).data;
}

/** Reveals the partner code under the loader overlay and keeps it in the cached redemption, which shows it. */
export function useShowCouponCode() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (redemptionId: number) => withLoader(() => showCouponCode(redemptionId)),
    onSuccess: ({ redemption_id, partner_code }) => {
      queryClient.setQueryData<Redemption>(privilegeKeys.redemption(redemption_id, i18n.language), (old) =>
        old ? { ...old, partner_code } : old,
      );
    },
  });
}
