/** The console lives under `/admin` (DESIGN §3, §11); its API under `/api/admin/v1`. */
export const ADMIN_HOME = '/admin';
export const SIGN_IN_PATH = '/admin/sign-in';
/** The signed-in operator's own sign-in security (the second factor), for every role. */
export const ACCOUNT_PATH = '/admin/account';

/** Where sign-in returns to: a console page the operator was on, never another site or the member app. */
export function safeReturnPath(next: string | null): string {
  if (!next?.startsWith(`${ADMIN_HOME}/`) || next.startsWith(SIGN_IN_PATH)) return ADMIN_HOME;
  return next;
}

/** Sign-in, remembering the page to come back to. */
export function signInPathFrom(current: string, { ended = false } = {}): string {
  const query = new URLSearchParams();
  if (current.startsWith(`${ADMIN_HOME}/`) && !current.startsWith(SIGN_IN_PATH)) query.set('next', current);
  if (ended) query.set('ended', '1');
  const search = query.toString();
  return search ? `${SIGN_IN_PATH}?${search}` : SIGN_IN_PATH;
}
