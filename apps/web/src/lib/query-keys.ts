import type { CustomerInfo } from '@loyalty/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The reads one feature's work makes stale in another's cache: a redemption changes the balance and the
 * histories, a saved password or contact the profile. Features never import each other (STYLE), so the
 * owners' key roots live here, like a contract, with the one way each is refreshed from outside: the
 * owners build their key factories (`profileKeys`, `historyKeys`) on these roots, and other features call
 * the functions below rather than naming a key.
 */

/** GET Customer/GetCustomerInfo: profile, tier and point balance (the profile feature's). */
export const CUSTOMER_INFO_QUERY_KEY = ['customer-info'] as const;

/** Every history read lives under this root (the history feature's). */
export const HISTORY_QUERY_KEY = ['history'] as const;

/** Reads the member's profile, tier and balance afresh. */
export const refreshCustomerInfo = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });

/** Marks every history stale: a redemption or a used or expired coupon shows on the next visit. */
export const refreshHistories = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });

/** Puts a balance the server answered into the held profile, with no second read of GetCustomerInfo. */
export function setPointBalance(queryClient: QueryClient, pointBalance: CustomerInfo['point_balance']): void {
  queryClient.setQueryData<CustomerInfo>(CUSTOMER_INFO_QUERY_KEY, (old) =>
    old ? { ...old, point_balance: pointBalance } : old,
  );
}
