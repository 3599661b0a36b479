import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

/** POST Privilege/ShowCouponCode: reveals a partner code (CODE_EXPIRED once the coupon has lapsed). */
export async function showCouponCode(redemptionId: number) {
  return (await callApi(callRoutes.showCouponCode, { Redemption_Id: redemptionId })).data;
}

/** POST Privilege/UpdateCouponCode: marks the e-coupon used at the store whose code was checked, once. */
export async function markCouponUsed(redemptionId: number, storeCode: string) {
  return (await callApi(callRoutes.updateCouponCode, { Redemption_Id: redemptionId, Store_Code: storeCode })).data;
}
