import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClasses } from '@/components/ui/card-classes';

/** Home's way to the member cards (DESIGN §12: reached from profile and home). */
export function CardsShortcut() {
  const { t } = useTranslation('card-notices');
  return (
    <Link
      to={pathOf('member-card-list')}
      className={cardClasses({ padding: 'sm', isOutlined: true, isInteractive: true }, 'flex items-center gap-4')}
      data-testid="home-cards-link"
    >
      <span
        className="grid h-12 w-18 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-900"
        aria-hidden
      >
        <span className="h-3 w-5 rounded-sm bg-gold-300" />
      </span>
      <span className="flex flex-col">
        <span className="font-bold text-ink-900">{t('shortcut.title')}</span>
        <span className="text-sm text-ink-600">{t('shortcut.body')}</span>
      </span>
    </Link>
  );
}
