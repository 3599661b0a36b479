import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  LOCAL_KEYS,
  type LocalKey,
  SESSION_KEYS,
  type SessionKey,
} from '@loyalty/contracts';

/** Typed access to the exact storage keys of DESIGN §4. */
export const sessionStore = {
  get: (key: SessionKey): string | null => window.sessionStorage.getItem(SESSION_KEYS[key]),
  set: (key: SessionKey, value: string): void => window.sessionStorage.setItem(SESSION_KEYS[key], value),
  remove: (key: SessionKey): void => window.sessionStorage.removeItem(SESSION_KEYS[key]),
};

export const localStore = {
  get: (key: LocalKey): string | null => window.localStorage.getItem(LOCAL_KEYS[key]),
  set: (key: LocalKey, value: string): void => window.localStorage.setItem(LOCAL_KEYS[key], value),
  remove: (key: LocalKey): void => window.localStorage.removeItem(LOCAL_KEYS[key]),
};

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language's copy in a cookie (decision 034), kept equal to local storage's `lang`: the server sends
 * the landing's HTML in it. Only the language rides there; it says nothing of the visitor.
 */
export const languageCookie = {
  set: (language: Language): void => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older iOS web views LINE opens pages in; the value is one of two fixed words
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
  },
  remove: (): void => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

export function getSessionToken(): string | null {
  return sessionStore.get('token');
}

/** SPEC §4 logout and 401 handling: empty both storages, keeping only the app version (SPEC §9). */
export function clearStorageKeepingVersion(): void {
  const version = localStore.get('appVersion');
  window.sessionStorage.clear();
  window.localStorage.clear();
  languageCookie.remove();
  if (version !== null) localStore.set('appVersion', version);
}

/** Query and storage flags arrive as text: empty, `false`, `0`, `null` and `undefined` mean off. */
export function isTruthyFlag(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return !['', 'false', '0', 'null', 'undefined'].includes(value.trim().toLowerCase());
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** SPEC §1: the language lives in local storage, lowercase, `en` unless set. */
export function readStoredLanguage(): Language {
  const stored = localStore.get('lang')?.toLowerCase();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
