import type { PrivilegeCard as Privilege } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartIcon, LockIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatPoints } from '@/lib/format';
import { latinContext } from '@/lib/polite-name';
import { isFlashLive, LOW_STOCK_THRESHOLD } from '../lib/detail-link';
import { BADGE, CARD, CARD_PICTURE_SIZE } from '../lib/privilege-classes';

interface PrivilegeCardProps {
  privilege: Privilege;
  to: string;
  /** The heart, on lists where SPEC §4's favourite flip applies; a flash-sale privilege has none (SPEC §2). */
  onToggleFavourite?: (privilege: Privilege) => void;
  /** Extra lines under the price, such as a flash sale's countdown. */
  footer?: ReactNode;
  /**
   * The list's first card: its picture is what the screen paints largest on arrival (issue 13: LCP), so
   * it loads at once and first rather than when layout finds it in view.
   */
  isFirst?: boolean;
}

function StockBadge({ stockLeft }: { stockLeft: number }) {
  const { t } = useTranslation('privileges');
  if (stockLeft > LOW_STOCK_THRESHOLD) return null;
  const isGone = stockLeft <= 0;
  return (
    <span className={BADGE.stock(isGone)} data-testid="stock-badge">
      {isGone ? t('card.outOfStock') : t('card.lowStock', { count: stockLeft })}
    </span>
  );
}

/** One privilege in a list: picture, title, partner, points (the flash price while live), stock, heart. */
export function PrivilegeCard({ privilege, to, onToggleFavourite, footer, isFirst = false }: PrivilegeCardProps) {
  const { t, i18n } = useTranslation(['privileges', 'common']);
  const isLive = isFlashLive(privilege);
  const cost = isLive && privilege.flash_sale ? privilege.flash_sale.point_cost : privilege.point_cost;
  const stockLeft = isLive && privilege.flash_sale ? privilege.flash_sale.stock_left : privilege.stock_left;
  return (
    <article
      className={CARD.article}
      data-testid="privilege-card"
      data-privilege-id={privilege.privilege_id}
      data-locked={privilege.is_tier_locked || undefined}
    >
      <Link to={to} className={CARD.link}>
        {/* The slot keeps its 4:3 shape before the picture arrives, so the list does not jump (DESIGN §10). */}
        <Picture
          src={privilege.image_url}
          srcset={privilege.image_srcset}
          slot="privilegeTile"
          ratio="4/3"
          width={CARD_PICTURE_SIZE.width}
          height={CARD_PICTURE_SIZE.height}
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : 'auto'}
        />
        <div className={CARD.body}>
          <div className={CARD.badges}>
            {isLive ? <span className={BADGE.flashSale}>{t('card.flashSale')}</span> : null}
            {privilege.min_tier && privilege.is_tier_locked ? (
              <span className={BADGE.locked} data-testid="locked-badge">
                <LockIcon width={14} height={14} />
                {t('card.locked', { tier: privilege.min_tier, ...latinContext(privilege.min_tier) })}
              </span>
            ) : privilege.min_tier ? (
              <span className={BADGE.minTier}>
                {t('card.minTier', { tier: privilege.min_tier, ...latinContext(privilege.min_tier) })}
              </span>
            ) : null}
            <StockBadge stockLeft={stockLeft} />
          </div>
          <h2 className={CARD.title}>
            <WordBreaks text={privilege.title} keepWhole={[privilege.partner_name]} />
          </h2>
          <p className={CARD.partner}>
            <WordBreaks text={privilege.partner_name} isName />
          </p>
          <p className={privilege.is_tier_locked ? CARD.lockedPoints : CARD.points} data-testid="privilege-points">
            {t('points', { count: cost, points: formatPoints(cost, i18n.language) })}
          </p>
          {footer}
        </div>
      </Link>
      {onToggleFavourite && !privilege.flash_sale ? (
        <button
          type="button"
          className={`absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-white/90 shadow-sm hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-600 ${privilege.is_favorite ? 'text-brand-600' : 'text-ink-600'}`}
          aria-pressed={privilege.is_favorite}
          aria-label={`${privilege.is_favorite ? t('common:actions.removeFavourite') : t('common:actions.addFavourite')}: ${privilege.title}`}
          onClick={() => onToggleFavourite(privilege)}
          data-testid="card-heart"
        >
          <HeartIcon filled={privilege.is_favorite} />
        </button>
      ) : null}
    </article>
  );
}
