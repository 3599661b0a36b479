/**
 * How wide each kind of image slot shows (the `sizes` attribute), for the browser to pick one width
 * from an image's `srcset` (DESIGN §10: images sized for their slot). The member screens' column is at
 * most 768 px (`max-w-3xl`) less 16 px padding each side; `tablet` starts at 770 px.
 */
export const IMAGE_SLOTS = {
  /** The whole column: banners, a privilege's, article's or company's picture on its own page. */
  column: '(min-width: 770px) 736px, calc(100vw - 32px)',
  /** Half the column from tablet on (article and company lists, member cards), the whole of it below. */
  half: '(min-width: 770px) 360px, calc(100vw - 32px)',
  /** The privilege grid: three across from tablet on, two below. */
  privilegeTile: '(min-width: 770px) 240px, calc(50vw - 22px)',
} as const;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/**
 * The `srcSet` and `sizes` of an `<img>` for a slot, or nothing when the image has no srcset (artwork
 * shipped as one file, such as the seed's SVGs): then `src` alone shows it.
 */
export function srcsetFor(srcset: string | null | undefined, slot: ImageSlot): { srcSet?: string; sizes?: string } {
  return srcset ? { srcSet: srcset, sizes: IMAGE_SLOTS[slot] } : {};
}

/**
 * Fetches a picture before its `<img>` exists, picking the same width from the srcset for the slot as
 * that element will, so the element paints from the cache as soon as it renders.
 */
export function preloadImage(src: string, responsive?: { srcset: string | null | undefined; slot: ImageSlot }): void {
  const image = new Image();
  const { srcSet, sizes } = responsive ? srcsetFor(responsive.srcset, responsive.slot) : {};
  image.fetchPriority = 'high';
  // sizes and srcset before src: the browser picks its candidate when src is set.
  if (sizes) image.sizes = sizes;
  if (srcSet) image.srcset = srcSet;
  image.src = src;
}
