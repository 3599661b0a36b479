import type { LocaleFiles } from './resources';

/** The back-office console's words: its own namespaces (`admin…`) and the shared ones it reads too. */
export const ADMIN_LOCALE_FILES: LocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/*.json',
);
