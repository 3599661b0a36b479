import { AppError } from '../../app-error.js';

/**
 * A password try as the members' and operators' repositories take it, before the password is checked:
 * counted (`isLast`: the try a failure locks the account with), or not taken because the account is
 * locked, or because every try the lock policy allows is already counted and none was right (`busy`).
 */
export type LoginTry = { isLast: boolean } | 'locked' | 'busy';

/** The counted try, or the refusal of one not taken: ACCOUNT_LOCKED, or RATE_LIMITED while others are checked. */
export function takenTry(attempt: LoginTry): { isLast: boolean } {
  if (attempt === 'locked') throw new AppError('ACCOUNT_LOCKED');
  if (attempt === 'busy') throw new AppError('RATE_LIMITED');
  return attempt;
}
