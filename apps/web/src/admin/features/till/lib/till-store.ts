import { ADMIN_TILL_STORE_KEY } from '@loyalty/contracts';
import { useState } from 'react';

/**
 * The store the till acts for, remembered in sessionStorage (`adminTillStore`): a cashier picks it once a
 * session, and a reload or a trip to another area of the console keeps it. Closing the tab forgets it.
 */
export function useTillStore(): [string, (storeCode: string) => void] {
  const [storeCode, setStoreCode] = useState(() => window.sessionStorage.getItem(ADMIN_TILL_STORE_KEY) ?? '');
  const choose = (next: string) => {
    if (next) window.sessionStorage.setItem(ADMIN_TILL_STORE_KEY, next);
    else window.sessionStorage.removeItem(ADMIN_TILL_STORE_KEY);
    setStoreCode(next);
  };
  return [storeCode, choose];
}
