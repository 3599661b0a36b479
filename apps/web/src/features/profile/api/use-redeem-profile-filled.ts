import { isRedeemProfileFilled } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { getCustomerInfoQueryOptions } from './get-customer-info';

/**
 * SPEC §4 redeemProfileFilled, read from the held customer-info answer: false while there is none, as
 * after the session ends and the member's answers leave the cache (SPEC §3 reset). Its own module, so
 * the completeness rule loads with the pages that ask, not with the first visit (DESIGN §10 budget).
 */
export function useIsRedeemProfileFilled(): boolean {
  return useQuery({ ...getCustomerInfoQueryOptions(), select: isRedeemProfileFilled }).data ?? false;
}
