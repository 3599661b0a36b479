import type { Language } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';
import { isLanguage } from '@/lib/storage';
import { GlobeIcon } from './icons';

/**
 * SPEC §2 language switch: one button that flips between th and en. Its label is written in the
 * language it switches to, so a visitor who cannot read the current one still finds it.
 */
export function LanguageSwitch({ tone = 'default' }: { tone?: 'default' | 'light' }) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const next: Language = current === 'en' ? 'th' : 'en';
  const colors =
    tone === 'light'
      ? 'border-white/60 text-white hover:bg-white/15'
      : 'border-ink-200 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => void setLanguage(next)}
      aria-label={t('language.switchTo')}
      data-testid="language-switch"
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${colors}`}
    >
      <GlobeIcon className="size-4" />
      {t('language.short')}
    </button>
  );
}
