/**
 * Query keys one feature's work makes stale in another's cache: a redemption changes the balance and
 * the histories, a transfer the balance. Kept here as shared constants, like a contract, so a feature
 * can invalidate them without importing the feature that reads them.
 */

/** GET Customer/GetCustomerInfo: profile, tier and point balance. */
export const CUSTOMER_INFO_QUERY_KEY = ['customer-info'] as const;

/** Every history read lives under this key, so a redemption or a used coupon refreshes them all. */
export const HISTORY_QUERY_KEY = ['history'] as const;
