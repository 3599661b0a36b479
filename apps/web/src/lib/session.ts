import { sessionStore } from './storage';

/** Flags a previous session left behind must not follow a new member in. */
const PREVIOUS_SESSION_FLAGS = ['merged', 'isCanceled', 'isSuspended', 'isBlocked'] as const;

/** Keeps a new session token (any log-in, an OTP sign-in, a finished registration) for the calls that follow. */
export function startSession(token: string): void {
  for (const flag of PREVIOUS_SESSION_FLAGS) sessionStore.remove(flag);
  sessionStore.set('token', token);
}
