/**
 * The back-office console's operator token (sessionStorage): a key of its own beside the member's
 * `token` (DESIGN §4), so a member session and an operator session in one browser never overwrite each
 * other (docs/decisions/019). Here rather than in storage.ts so the member page's bundle never carries it.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

/**
 * The store the console's till acts for (DESIGN §13), remembered for the operator's browser session
 * (sessionStorage) so a cashier picks it once per shift, not once per customer.
 */
export const ADMIN_TILL_STORE_KEY = 'adminTillStore';
