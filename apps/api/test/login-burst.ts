import { expect } from 'vitest';

/**
 * What a burst of wrong passwords at once must come to under the lock policy (five tries): four checked
 * and refused, the fifth locking the account, and every other try refused unchecked, as locked or as
 * too many at once, never answered as a wrong password.
 */
export function expectBurstLocksAfterFourAnswers(codes: readonly string[], wrongPasswordCode: string): void {
  expect(codes.filter((code) => code === wrongPasswordCode)).toHaveLength(4);
  expect(codes.filter((code) => code === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(1);
  const unchecked = codes.filter((code) => code !== wrongPasswordCode);
  expect(unchecked.every((code) => code === 'ACCOUNT_LOCKED' || code === 'RATE_LIMITED')).toBe(true);
}
