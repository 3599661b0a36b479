import { emailField, thaiMobileField } from '@loyalty/contracts';

export type NewPasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'needsLetter' | 'needsDigit' | 'mismatch';

/** The limits of the contracts' `newPasswordField`, as the member is told them one at a time. */
const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

/**
 * What is wrong with a chosen password and its confirmation, first problem only, or null. Mirrors the
 * contracts' `newPasswordField` so the member hears it before the server refuses it.
 */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | null {
  if (password === '') return 'required';
  if (password.length < MIN_LENGTH) return 'tooShort';
  if (password.length > MAX_LENGTH) return 'tooLong';
  if (!/[A-Za-z]/.test(password)) return 'needsLetter';
  if (!/\d/.test(password)) return 'needsDigit';
  if (password !== confirmation) return 'mismatch';
  return null;
}

/**
 * The identity forget-pw sends the link for: an e-mail (lower-cased like the server stores it) or a
 * Thai mobile number (DESIGN §5: `Email` takes either), or null when it is neither.
 */
export function parseResetIdentity(value: string): string | null {
  const email = emailField.safeParse(value);
  if (email.success) return email.data;
  const mobile = thaiMobileField.safeParse(value);
  return mobile.success ? mobile.data : null;
}
