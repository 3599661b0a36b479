import { pathOf, type VirtualCard } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { HeartIcon } from '@/components/ui/icons';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatDate } from '@/lib/format-time';
import { useToggleCardFavourite } from '../api/update-fav-virtual-card';
import { cardText } from '../lib/card-text';
import { CardFace } from './card-face';

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full text-ink-600 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:opacity-50';

/** One card in the list: its face opens the detail (where it can be removed); the heart acts on it in place. */
export function CardListItem({ card }: { card: VirtualCard }) {
  const { t, i18n } = useTranslation('cards');
  const text = cardText(card, i18n.language);
  const favourite = useToggleCardFavourite();
  const date = formatDate(card.expires_at, i18n.language);
  const isNew = card.show_create_alert;
  return (
    <Card as="article" padding="xs" isOutlined className="flex h-full flex-col gap-3" data-testid="card-item">
      <Link
        to={pathOf('member-card-detail', { id: String(card.card_id) })}
        className="rounded-3xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid={`card-link-${card.card_id}`}
      >
        <CardFace card={card} />
      </Link>
      <div className="flex items-center gap-2 px-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="line-clamp-2 font-semibold text-ink-900">
              <WordBreaks text={text.name} isName />
            </h2>
            {isNew ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                {t('list.new')}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-ink-600" data-testid="card-validity">
            {card.status === 'active' ? t('list.validUntil', { date }) : t('list.expiredOn', { date })}
          </p>
        </div>
        <button
          type="button"
          className={`${ICON_BUTTON} ${card.is_favorite ? 'text-brand-600' : ''}`}
          aria-pressed={card.is_favorite}
          aria-label={t(card.is_favorite ? 'list.removeFavourite' : 'list.addFavourite', { name: text.name })}
          disabled={favourite.isPending}
          onClick={() => favourite.mutate(card.card_id)}
          data-testid={`card-favourite-${card.card_id}`}
        >
          <HeartIcon filled={card.is_favorite} className="size-6" />
        </button>
      </div>
    </Card>
  );
}
