import type { VirtualCard } from '@loyalty/contracts';
import { type ImageSlot, preloadImage } from '@/lib/image-slots';

/** A card face is as wide as half the column from tablet on (the card list's grid), the whole of it below. */
export const CARD_PICTURE_SLOT: ImageSlot = 'half';

/** The artwork and company logo a card face shows, fetched before the face renders. */
export function preloadCardPictures(card: VirtualCard): void {
  preloadImage(card.image_url, { srcset: card.image_srcset, slot: CARD_PICTURE_SLOT });
  preloadImage(card.company.logo_url);
}
