import { config } from '@/lib/config';
import { startLiff } from '@/lib/liff';

/** LINE's deep-link parameter: the path the member opened, handed over once the SDK has started. */
const LIFF_STATE = 'liff.state';

export interface LiffLoginResult {
  /** The raw ID token for authentication/LoginLiff; null while LINE's own log-in page takes over. */
  idToken: string | null;
  /** The in-app path from `liff.state`, when the member arrived through a deep link. */
  deepLink: string | null;
}

/**
 * DESIGN §7: LINE log-in on liff-auth, through the page's one LIFF start (the mock in a build without a
 * LIFF app, which signs in at once). The URL is read only after the start, because the SDK rewrites it.
 */
export async function loginWithLiff(): Promise<LiffLoginResult> {
  const liff = await startLiff();
  const isMock = config.liffId === '';
  const deepLink = deepLinkOf(window.location.href);
  if (!liff.isLoggedIn()) {
    liff.login({ redirectUri: window.location.href });
    if (!isMock) return { idToken: null, deepLink };
  }
  return { idToken: liff.getIDToken(), deepLink };
}

/** Only same-site paths are followed, so a crafted link cannot send the member elsewhere. */
export function deepLinkOf(href: string): string | null {
  const state = new URL(href).searchParams.get(LIFF_STATE);
  if (!state?.startsWith('/') || state.startsWith('//')) return null;
  return state;
}
