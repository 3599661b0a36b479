import { ADMIN_TOKEN_KEY } from '@loyalty/contracts';

type SessionEndHandler = () => void;

let onSessionEnd: SessionEndHandler | null = null;

/** The operator's token, apart from a member's `token` (docs/decisions/019). */
export function readAdminToken(): string | null {
  return window.sessionStorage.getItem(ADMIN_TOKEN_KEY);
}

export function startAdminSession(token: string): void {
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
}

/** Forgets the token; with `notify`, the console takes the operator to sign-in (a 401 mid-work). */
export function endAdminSession({ notify }: { notify: boolean }): void {
  window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  if (notify) onSessionEnd?.();
}

/** The console's router registers where an ended session goes; the API client knows no router. */
export function registerSessionEndHandler(handler: SessionEndHandler | null): void {
  onSessionEnd = handler;
}
