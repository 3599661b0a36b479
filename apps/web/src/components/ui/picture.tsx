import type { ImgHTMLAttributes } from 'react';
import { type ImageSlot, srcsetFor } from '@/lib/image-slots';

/** The shapes the seeded and uploaded pictures come in (DESIGN §10: each slot keeps its shape). */
export type PictureRatio = 'video' | '4/3' | '12/5';

const RATIO: Record<PictureRatio, string> = {
  video: 'aspect-video',
  '4/3': 'aspect-[4/3]',
  '12/5': 'aspect-[12/5]',
};

/** The intrinsic size written on the element, so the browser reserves the box before any CSS too. */
const DEFAULT_SIZE: Record<PictureRatio, { width: number; height: number }> = {
  video: { width: 1280, height: 720 },
  '4/3': { width: 960, height: 720 },
  '12/5': { width: 1200, height: 500 },
};

export interface PictureProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  src: string;
  /** The image's srcset from the API; without one (artwork in one file) `src` alone shows. */
  srcset?: string | null;
  /** How wide it shows, for the browser to pick from the srcset (lib/image-slots). */
  slot?: ImageSlot;
  ratio: PictureRatio;
  width?: number;
  height?: number;
  /** Decorative unless said otherwise: the heading next to it names the thing. */
  alt?: string;
}

/**
 * A content picture across its container: the srcset for its slot (`srcsetFor`), and its box reserved
 * at its ratio (width, height and an aspect class) before the image arrives, so nothing below it moves
 * (CLS). A tint fills the box meanwhile. `className` adds the corners and shadow of where it sits.
 */
export function Picture({
  src,
  srcset,
  slot = 'column',
  ratio,
  width,
  height,
  alt = '',
  className = '',
  ...rest
}: PictureProps) {
  const size = DEFAULT_SIZE[ratio];
  return (
    <img
      src={src}
      {...srcsetFor(srcset, slot)}
      alt={alt}
      width={width ?? size.width}
      height={height ?? size.height}
      className={`${RATIO[ratio]} w-full bg-brand-50 object-cover ${className}`}
      {...rest}
    />
  );
}
