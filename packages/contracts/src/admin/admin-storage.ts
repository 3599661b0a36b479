/**
 * The back-office console's operator token (sessionStorage): a key of its own beside the member's
 * `token` (DESIGN §4), so a member session and an operator session in one browser never overwrite each
 * other (docs/decisions/019). Here rather than in storage.ts so the member page's bundle never carries it.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
