import type { CallContract } from '@loyalty/contracts';

/**
 * The member writes that stay open while a member must accept a newer policy or terms (decision 062,
 * re-consent): accepting it, leaving (Logout, CancelMembership and the password it confirms), their PDPA
 * rights (every Privacy call), the inbox and notification switches, one-time codes, and signing in.
 */
const OPEN_WRITES: readonly RegExp[] = [
  /^\/Customer\/(UpdateConsent|CancelMembership|ConfirmPassword)$/,
  /^\/authentication\//,
  /^\/Privacy\//,
  /^\/Notification\/(MarkRead|UpdatePreferences)$/,
  /^\/(SMS|Mail)\//,
];

/**
 * Whether a call answers 403 CONSENT_REQUIRED to a member who must consent again: a member's write (POST
 * or PUT) not in `OPEN_WRITES`. Reads stay open, so the app can show the new texts and the member's data
 * while asking, and so they gain no query.
 */
export function refusesWithoutConsent(call: Pick<CallContract, 'method' | 'path' | 'access'>): boolean {
  return (
    (call.method === 'POST' || call.method === 'PUT') &&
    Array.isArray(call.access) &&
    call.access.includes('bcrm-member') &&
    !OPEN_WRITES.some((open) => open.test(call.path))
  );
}
