// No React here: the privilege screen's first paint (build/privilege-frame.ts) draws its card pictures with
// these classes too, so the server's frame and the app's Picture reserve the same box.

/**
 * The shapes the seeded and uploaded pictures come in (DESIGN §10: each slot keeps its shape), or `fill`:
 * the container already reserves the box (a carousel slide, a card face) and the picture covers it.
 */
export type PictureRatio = 'video' | '4/3' | '12/5' | 'fill';

const RATIO: Record<PictureRatio, string> = {
  video: 'aspect-video w-full',
  '4/3': 'aspect-[4/3] w-full',
  '12/5': 'aspect-[12/5] w-full',
  fill: 'size-full',
};

/** The intrinsic size written on the element, so the browser reserves the box before any CSS too. */
export const PICTURE_SIZE: Record<Exclude<PictureRatio, 'fill'>, { width: number; height: number }> = {
  video: { width: 1280, height: 720 },
  '4/3': { width: 960, height: 720 },
  '12/5': { width: 1200, height: 500 },
};

/**
 * A picture's classes: its box at its ratio, covered by the image. A tint fills a box the picture reserves
 * itself while the image arrives; a `fill` picture shows its container's background meanwhile.
 */
export function pictureClasses(ratio: PictureRatio, extra = ''): string {
  return [RATIO[ratio], ratio === 'fill' ? '' : 'bg-brand-50', 'object-cover', extra].filter(Boolean).join(' ');
}
