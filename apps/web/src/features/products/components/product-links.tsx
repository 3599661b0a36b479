import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-classes';
import { GlobeIcon } from '@/components/ui/icons';
import { addFriendUrl } from '@/lib/line-link';

/** The website and the LINE official account, each opening outside the app in a new tab. */
export function ProductLinks({ website, lineOa }: { website: string | null; lineOa: string | null }) {
  const { t } = useTranslation('products');
  if (!website && !lineOa) return null;
  const newTab = <span className="sr-only"> ({t('detail.newTab')})</span>;
  return (
    <div className="flex flex-wrap gap-3">
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
          data-testid="product-website"
        >
          <GlobeIcon className="size-5" />
          {t('detail.website')}
          {newTab}
        </a>
      ) : null}
      {lineOa ? (
        <a
          href={addFriendUrl(lineOa)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('line')}
          data-testid="product-line-oa"
        >
          <LineIcon className="size-5" />
          {t('detail.lineOa', { handle: lineOa })}
          {newTab}
        </a>
      ) : null}
    </div>
  );
}
