import { currentLanguage } from '@/lib/i18n';

/** A bilingual name in the console's current language. */
export function useNameOf() {
  const language = currentLanguage();
  return (item: { name_en: string; name_th: string }) => (language === 'th' ? item.name_th : item.name_en);
}
