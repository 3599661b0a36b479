import { maskCardNumber, type VirtualCard } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/ui/picture';
import { WordBreaks } from '@/components/ui/word-breaks';
import { CARD_PICTURE_SLOT } from '../lib/card-picture';
import { cardText } from '../lib/card-text';

interface CardFaceProps {
  card: VirtualCard;
  /** The number as shown: masked unless the member revealed it. */
  number?: string;
  size?: 'list' | 'detail';
}

/**
 * A member card as it would look in a wallet: the company's artwork (ISO ID-1 proportions) with the
 * company, card name, level and number written over it in the member's language. An expired card is
 * greyed, so it never passes for a valid one at a glance.
 */
export function CardFace({ card, number = maskCardNumber(card.card_number), size = 'list' }: CardFaceProps) {
  const { t, i18n } = useTranslation('card-notices');
  const text = cardText(card, i18n.language);
  const isExpired = card.status === 'expired';
  const isLarge = size === 'detail';
  return (
    <div
      role="img"
      aria-label={t('face.label', { name: text.name, level: text.level, number })}
      className={`relative aspect-[856/540] w-full overflow-hidden rounded-3xl bg-ink-800 text-left text-white shadow-md ${isExpired ? 'grayscale' : ''}`}
      data-testid="card-face"
    >
      <Picture
        src={card.image_url}
        srcset={card.image_srcset}
        slot={CARD_PICTURE_SLOT}
        ratio="fill"
        className="absolute inset-0"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/55 via-black/10 to-transparent" aria-hidden />
      <div className={`absolute inset-0 flex flex-col justify-between ${isLarge ? 'p-5 desktop:p-6' : 'p-4'}`}>
        <div className="flex items-center gap-2">
          <img
            src={card.company.logo_url}
            alt=""
            className={`${isLarge ? 'size-10' : 'size-8'} rounded-full bg-white object-contain p-0.5`}
          />
          <span className="line-clamp-1 text-sm font-semibold drop-shadow">
            <WordBreaks text={text.company} isName />
          </span>
        </div>
        <div className="flex flex-col gap-1 drop-shadow">
          <span className={`font-mono tracking-widest ${isLarge ? 'text-lg desktop:text-xl' : 'text-base'}`}>
            {number}
          </span>
          <div className="flex items-end justify-between gap-3">
            <span className={`font-bold leading-tight ${isLarge ? 'text-xl desktop:text-2xl' : 'text-lg'}`}>
              <WordBreaks text={text.name} isName />
            </span>
            <span className="shrink-0 rounded-full bg-white/90 px-3 py-0.5 text-sm font-bold text-ink-900">
              {text.level}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
