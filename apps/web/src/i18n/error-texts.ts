import { ERRORS, type ErrorCode, type Language } from '@loyalty/contracts';

/**
 * The `errors` namespace: every error code's words in one language, from the contracts' ERRORS, the
 * one home of what the API answers as `message` / `message_th` (no copy in the locale files).
 */
export function errorTextsOf(language: Language): Record<ErrorCode, string> {
  const entries = Object.entries(ERRORS).map(([code, texts]) => [code, texts[language]]);
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}
