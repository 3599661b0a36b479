import type { ImageSlot } from '@/lib/image-slots';

/** A card face is as wide as half the column from tablet on (the card list's grid), the whole of it below. */
export const CARD_PICTURE_SLOT: ImageSlot = 'half';
