import { type ErrorCode, LANGUAGES, type Language } from '@loyalty/contracts';
import type { BackendModule, ReadCallback } from 'i18next';

/** English is the reference: its keys type `t()`, and a test keeps Thai's key set the same. */
export interface LanguageResources {
  common: typeof import('./locales/en/common.json');
  /** The share dialog's, loaded with it (components/chrome/share.ts). */
  share: typeof import('./locales/en/share.json');
  /** Built from the contracts' ERRORS (error-texts.ts), not a locale file. */
  errors: Record<ErrorCode, string>;
  /** The landing alone: a first visit loads its words without the sign-in screens'. */
  landing: typeof import('./locales/en/landing.json');
  auth: typeof import('./locales/en/auth.json');
  member: typeof import('./locales/en/member.json');
  /** Leaving: cancelling the membership, erasing the account, the notices of a membership that ended. */
  account: typeof import('./locales/en/account.json');
  dev: typeof import('./locales/en/dev.json');
  profile: typeof import('./locales/en/profile.json');
  registration: typeof import('./locales/en/registration.json');
  password: typeof import('./locales/en/password.json');
  collect: typeof import('./locales/en/collect.json');
  articles: typeof import('./locales/en/articles.json');
  points: typeof import('./locales/en/points.json');
  redemption: typeof import('./locales/en/redemption.json');
  history: typeof import('./locales/en/history.json');
  privileges: typeof import('./locales/en/privileges.json');
  cards: typeof import('./locales/en/cards.json');
  /** A member's cards beyond their own screens: home's notice and shortcut, the new or expiring card alert, a card's face. */
  'card-notices': typeof import('./locales/en/card-notices.json');
  products: typeof import('./locales/en/products.json');
  games: typeof import('./locales/en/games.json');
  notifications: typeof import('./locales/en/notifications.json');
  privacy: typeof import('./locales/en/privacy.json');
  /** The back-office console's words (src/admin); a member page never loads them. */
  admin: typeof import('./locales/en/admin.json');
  'admin-dashboard': typeof import('./locales/en/admin-dashboard.json');
  'admin-members': typeof import('./locales/en/admin-members.json');
  'admin-member-story': typeof import('./locales/en/admin-member-story.json');
  'admin-adjustments': typeof import('./locales/en/admin-adjustments.json');
  'admin-exports': typeof import('./locales/en/admin-exports.json');
  'admin-receipts': typeof import('./locales/en/admin-receipts.json');
  'admin-shipments': typeof import('./locales/en/admin-shipments.json');
  'admin-counter': typeof import('./locales/en/admin-counter.json');
  'admin-till': typeof import('./locales/en/admin-till.json');
  'admin-rules': typeof import('./locales/en/admin-rules.json');
  'admin-catalogue': typeof import('./locales/en/admin-catalogue.json');
  'admin-account': typeof import('./locales/en/admin-account.json');
  'admin-banners': typeof import('./locales/en/admin-banners.json');
  'admin-articles': typeof import('./locales/en/admin-articles.json');
  'admin-products': typeof import('./locales/en/admin-products.json');
  'admin-codes': typeof import('./locales/en/admin-codes.json');
  'admin-imports': typeof import('./locales/en/admin-imports.json');
  'admin-card-templates': typeof import('./locales/en/admin-card-templates.json');
  'admin-api-clients': typeof import('./locales/en/admin-api-clients.json');
  'admin-campaigns': typeof import('./locales/en/admin-campaigns.json');
  'admin-broadcasts': typeof import('./locales/en/admin-broadcasts.json');
  'admin-privacy': typeof import('./locales/en/admin-privacy.json');
  'admin-consent': typeof import('./locales/en/admin-consent.json');
}

export type Namespace = keyof LanguageResources;

/** What every page needs before its first paint: the chrome's words. Error texts load when one shows. */
export const CORE_NAMESPACES: Namespace[] = ['common'];
export const DEFAULT_NAMESPACE = 'common';

/** Locale files by path (`./locales/en/common.json`), each loaded on first use. */
export type LocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * The files the backend can load, as each entry gives them (member-locales.ts, admin-locales.ts): the
 * map names every file, so an entry holding the other's names would send them on every first visit.
 */
const LOCALE_FILES: LocaleFiles = {};

export function addLocaleFiles(files: LocaleFiles): void {
  Object.assign(LOCALE_FILES, files);
}

export function localeFileOf(language: Language | string, namespace: string): string {
  return `./locales/${language}/${namespace}.json`;
}

/**
 * Each language and namespace is its own small file, loaded when first needed: a visitor downloads
 * only the language they read, and a screen's words arrive with the screen (DESIGN §10 budget).
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace === 'errors') {
      readErrorTexts(language, callback);
      return;
    }
    const load = LOCALE_FILES[localeFileOf(language, namespace)];
    if (!load) {
      callback(new Error(`No ${namespace} translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The error texts load like a locale file, on first use, from the contracts (see error-texts.ts). */
function readErrorTexts(language: string, callback: ReadCallback) {
  const known = LANGUAGES.find((candidate) => candidate === language);
  if (!known) {
    callback(new Error(`No errors translations for ${language}`), false);
    return;
  }
  import('./error-texts').then(
    (module) => callback(null, module.errorTextsOf(known)),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
  );
}
