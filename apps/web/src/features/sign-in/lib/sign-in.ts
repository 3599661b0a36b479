import { emailField } from '@loyalty/contracts';
import { startSession } from '@/lib/session';
import { checkUserEmail } from '../api/check-user-email';
import { loginEmail } from '../api/login-email';

export type SignInOutcome = 'signed-in' | 'not-registered' | 'no-password';

export interface PasswordCredentials {
  identifier: string;
  password: string;
}

/**
 * Password log-in (DESIGN §5 sessions). An e-mail is checked first with CheckUserEmail, so a visitor
 * who is not a member, or has no password yet, is told so instead of "wrong password"; a mobile
 * number (login type 2) goes straight to LoginEmail. The token lands in session storage.
 */
export async function signInWithPassword({ identifier, password }: PasswordCredentials): Promise<SignInOutcome> {
  const email = emailField.safeParse(identifier);
  if (email.success) {
    const status = await checkUserEmail({ Email: email.data });
    if (!status.is_registered) return 'not-registered';
    if (!status.is_set_password) return 'no-password';
  }
  const session = await loginEmail({ Email: email.success ? email.data : identifier.trim(), Password: password });
  startSession(session.token);
  return 'signed-in';
}
