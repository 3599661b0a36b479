import { useTranslation } from 'react-i18next';
import { isErrorBody } from './api-client';
import { currentLanguage, i18n } from './i18n';

/**
 * The words for a failed call in the current language: `t('errors:CODE')` (STYLE), whose texts are the
 * contracts' ERRORS, falling back to the server's own message for a code this build does not know or
 * before the error texts have loaded.
 */
export function describeError(error: unknown): string {
  const t = i18n.getFixedT(null, 'errors');
  const generic = t('INTERNAL_ERROR', { defaultValue: '' });
  if (!isErrorBody(error)) return generic;
  const serverMessage = currentLanguage() === 'th' ? error.message_th : error.message;
  return t(error.code as 'INTERNAL_ERROR', { defaultValue: serverMessage || generic });
}

/**
 * `describeError` for a component: the error texts load on first use, outside the first-visit bundle,
 * and only once there is an error to word (a screen that merely could fail fetches nothing). Until they
 * arrive the server's own words stand in, which are the same texts (the contracts' ERRORS).
 */
export function useErrorText(error: unknown): string {
  useTranslation(error ? 'errors' : 'common');
  return describeError(error);
}
