import { config } from '@/lib/config';

/** LINE's deep-link parameter: the path the member opened, handed over once the SDK has started. */
const LIFF_STATE = 'liff.state';

export interface LiffLoginResult {
  /** The raw ID token for authentication/LoginLiff; null while LINE's own log-in page takes over. */
  idToken: string | null;
  /** The in-app path from `liff.state`, when the member arrived through a deep link. */
  deepLink: string | null;
}

/**
 * DESIGN §7: the LIFF SDK loads only on liff-auth. A build without a LIFF app (`VITE_LIFF_ID` unset: local
 * runs, demos, tests) uses `@line/liff-mock`, so nobody needs a LINE account; the server still refuses
 * mock tokens in production, which keeps that choice safe. The URL is read only after `liff.init`
 * resolves, because the SDK rewrites it on start-up.
 */
export async function loginWithLiff(): Promise<LiffLoginResult> {
  const { default: liff } = await import('@line/liff');
  const isMock = config.liffId === '';
  if (!isMock) {
    await liff.init({ liffId: config.liffId });
  } else {
    const { LiffMockPlugin } = await import('@line/liff-mock');
    liff.use(new LiffMockPlugin());
    await liff.init({ liffId: 'liff-mock', mock: true } as Parameters<typeof liff.init>[0]);
  }
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
