import { pathOf, type RouteName } from '@loyalty/contracts';
import { localStore } from './storage';

/** Pages of signing in itself: returning to one after signing in would only start over. */
const SIGN_IN_ROUTES: readonly RouteName[] = [
  'landing',
  'login-type',
  'login',
  'liff-auth',
  'phone',
  'otp',
  'register',
];

/** A path of this app (`/point-transaction?tab=earned`), never another site's (`//host`, `/\host`, `https://…`). */
export function isInAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function isReturnable(path: string): boolean {
  if (!isInAppPath(path)) return false;
  const pathname = new URL(path, 'http://app.invalid').pathname;
  return !SIGN_IN_ROUTES.some((route) => pathOf(route) === pathname);
}

/**
 * A page asks to be returned to after sign-in (the games landing, DESIGN §12): the in-app path goes to
 * local storage `path` (DESIGN §4), where a `?path=` deep link lands too (SPEC §4 query capture).
 */
export function rememberReturnPath(path: string): void {
  if (isReturnable(path)) localStore.set('path', path);
}

/**
 * Where a finished sign-in continues: the remembered path, once (it is forgotten as it is taken), or
 * null. Only same-site paths outside the sign-in pages are followed, so a crafted `?path=` cannot send
 * the member off-site or round in circles.
 */
export function takeReturnPath(): string | null {
  const path = localStore.get('path');
  localStore.remove('path');
  return path !== null && isReturnable(path) ? path : null;
}
