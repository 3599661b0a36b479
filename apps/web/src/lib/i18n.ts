import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@loyalty/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES, DEFAULT_NAMESPACE, localeBackend, type Namespace } from '@/i18n/resources';
import { isLanguage, languageCookie, localStore, readStoredLanguage } from './storage';

/** The stored language (and its cookie, decision 034) and `<html lang>` follow every change (DESIGN §4). */
function reflectLanguage(language: string): void {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  localStore.set('lang', lang);
  languageCookie.set(lang);
  document.documentElement.lang = lang;
}

/**
 * Starts i18n with the core namespaces and `namespaces` besides (the first screen's, fetched alongside).
 * Starting stores nothing new: the stored language (and its cookie) follow a change, and a language kept
 * from before is written back as read. So a refused session, whose 401 empties storage while the words are
 * still loading (SPEC §4), is not undone by the start finishing after it.
 */
export async function initI18n(language: Language = readStoredLanguage(), namespaces: readonly Namespace[] = []) {
  if (!i18n.isInitialized) {
    await i18n
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        ns: [...new Set([...CORE_NAMESPACES, ...namespaces])],
        defaultNS: DEFAULT_NAMESPACE,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
    i18n.on('languageChanged', reflectLanguage);
  } else {
    await i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
  if (localStore.get('lang') !== null) reflectLanguage(language);
  return i18n;
}

/** A screen's words load with its code, so it never paints its keys (see the router's screen table). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switching loads every namespace in use for the new language before the page re-renders in it. */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export { i18n };
