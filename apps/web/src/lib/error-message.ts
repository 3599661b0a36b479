import { isErrorBody } from './api-client';
import { currentLanguage, i18n } from './i18n';

/**
 * The words for a failed call in the current language: the web's own translation of the error code
 * (STYLE: `t('errors:CODE')`), falling back to the server's message for a code this build does not know.
 */
export function describeError(error: unknown): string {
  const t = i18n.getFixedT(null, 'errors');
  if (!isErrorBody(error)) return t('INTERNAL_ERROR');
  const serverMessage = currentLanguage() === 'th' ? error.message_th : error.message;
  return t(error.code as 'INTERNAL_ERROR', { defaultValue: serverMessage || t('INTERNAL_ERROR') });
}
