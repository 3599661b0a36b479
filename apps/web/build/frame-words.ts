// The words of a screen that a page's HTML draws before the app (decisions 036, 067), written as the
// app's i18next writes them: the same locale texts, the same values put in, the same plural forms.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import { memoizedByLanguage } from '../src/lib/format.ts';

/** A locale text with its `{{name}}` values put in, as i18next interpolates them (unescaped, as the app's setting). */
export function interpolated(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A locale text with its values put in, escaped for the page's markup. */
export function wordsWith(text: string, values: Record<string, string | number> = {}): string {
  return escapeHtml(interpolated(text, values));
}

const pluralRules = memoizedByLanguage((language) => new Intl.PluralRules(language));

/**
 * Which plural form a count takes, `one` or `other`, by the language's rule as i18next picks a `_one` or
 * `_other` key: the frame must say "1 point" where the app does. English and Thai have no other forms.
 */
export const pluralFormOf = (count: number, language: Language): 'one' | 'other' =>
  pluralRules(language).select(count) === 'one' ? 'one' : 'other';
