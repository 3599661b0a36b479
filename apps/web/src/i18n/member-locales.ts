import type { LocaleFiles } from './resources';

/** The member app's words: every namespace but the console's. */
export const MEMBER_LOCALE_FILES: LocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/*/admin*.json',
]);
