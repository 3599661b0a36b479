import { callRoutes } from 'virtual:api-calls';
import { useMutation } from '@tanstack/react-query';
import { withLoader } from '@/components/feedback/loader-store';
import { callApi } from '@/lib/api-client';

export interface StoreCheck {
  redemptionId: number;
  storeCode: string;
}

/** POST Privilege/CheckMerchant: the store the typed code names, or MERCHANT_INVALID. */
export async function checkMerchant({ redemptionId, storeCode }: StoreCheck) {
  return (await callApi(callRoutes.checkMerchant, { Redemption_Id: redemptionId, Store_Code: storeCode })).data;
}

/** The store-code check under the loader overlay (SPEC §4); it changes nothing on the server. */
export function useCheckMerchant() {
  return useMutation({ mutationFn: (check: StoreCheck) => withLoader(() => checkMerchant(check)) });
}
