import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

/** POST Privilege/CheckMerchant: the store the typed code names, or MERCHANT_INVALID. */
export async function checkMerchant(redemptionId: number, storeCode: string) {
  return (await callApi(callRoutes.checkMerchant, { Redemption_Id: redemptionId, Store_Code: storeCode })).data;
}
