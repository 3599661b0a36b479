import { emailField, newPasswordField, thaiMobileField } from '@loyalty/contracts';

/** A new password and its confirmation, as the password forms hold them. */
export interface NewPasswordValues {
  New_Password: string;
  Confirmation: string;
}

/**
 * The screen's own check of a new password (the contract knows no confirmation): `mismatch` once the
 * password itself is acceptable, so the member hears one problem at a time.
 */
export function confirmationProblem({ New_Password, Confirmation }: NewPasswordValues): 'mismatch' | false {
  return newPasswordField.safeParse(New_Password).success && Confirmation !== New_Password && 'mismatch';
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
