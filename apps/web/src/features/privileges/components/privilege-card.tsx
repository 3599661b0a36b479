import type { PrivilegeCard as Privilege } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartIcon } from '@/components/ui/icons';
import { formatPoints } from '@/lib/format';
import { srcsetFor } from '@/lib/image-slots';
import { isFlashLive, LOW_STOCK_THRESHOLD } from '../lib/detail-link';

interface PrivilegeCardProps {
  privilege: Privilege;
  to: string;
  /** The heart, on lists where SPEC §4's favourite flip applies; a flash-sale privilege has none (SPEC §2). */
  onToggleFavourite?: (privilege: Privilege) => void;
  /** Extra lines under the price, such as a flash sale's countdown. */
  footer?: ReactNode;
}

function StockBadge({ stockLeft }: { stockLeft: number }) {
  const { t } = useTranslation('privileges');
  if (stockLeft > LOW_STOCK_THRESHOLD) return null;
  const isGone = stockLeft <= 0;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${isGone ? 'bg-ink-100 text-ink-700' : 'bg-amber-100 text-amber-900'}`}
      data-testid="stock-badge"
    >
      {isGone ? t('card.outOfStock') : t('card.lowStock', { count: stockLeft })}
    </span>
  );
}

/** One privilege in a list: picture, title, partner, points (the flash price while live), stock, heart. */
export function PrivilegeCard({ privilege, to, onToggleFavourite, footer }: PrivilegeCardProps) {
  const { t, i18n } = useTranslation(['privileges', 'common']);
  const isLive = isFlashLive(privilege);
  const cost = isLive && privilege.flash_sale ? privilege.flash_sale.point_cost : privilege.point_cost;
  const stockLeft = isLive && privilege.flash_sale ? privilege.flash_sale.stock_left : privilege.stock_left;
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100"
      data-testid="privilege-card"
      data-privilege-id={privilege.privilege_id}
    >
      <Link
        to={to}
        className="group flex flex-1 flex-col focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {/* The slot keeps its 4:3 shape before the picture arrives, so the list does not jump (DESIGN §10). */}
        <img
          src={privilege.image_url}
          {...srcsetFor(privilege.image_srcset, 'privilegeTile')}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          className="aspect-[4/3] w-full bg-brand-50 object-cover"
        />
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <div className="flex flex-wrap gap-1.5">
            {isLive ? (
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t('card.flashSale')}
              </span>
            ) : null}
            {privilege.min_tier ? (
              <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t('card.minTier', { tier: privilege.min_tier })}
              </span>
            ) : null}
            <StockBadge stockLeft={stockLeft} />
          </div>
          <h2 className="line-clamp-2 font-bold text-ink-900 group-hover:text-brand-700">{privilege.title}</h2>
          <p className="text-sm text-ink-600">{privilege.partner_name}</p>
          <p className="mt-auto pt-1 font-bold text-brand-700" data-testid="privilege-points">
            {t('points', { points: formatPoints(cost, i18n.language) })}
          </p>
          {footer}
        </div>
      </Link>
      {onToggleFavourite && !privilege.flash_sale ? (
        <button
          type="button"
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-white/90 text-brand-600 shadow-sm hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-600"
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
