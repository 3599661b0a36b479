import type { ImgHTMLAttributes } from 'react';
import { type ImageSlot, srcsetFor } from '@/lib/image-slots';
import { PICTURE_SIZE, type PictureRatio, pictureClasses } from './picture-classes';

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
 * `loading` and `fetchPriority` pass through: a screen's largest first picture (LCP) asks for it at once.
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
  const size = ratio === 'fill' ? undefined : PICTURE_SIZE[ratio];
  return (
    <img
      src={src}
      {...srcsetFor(srcset, slot)}
      alt={alt}
      width={width ?? size?.width}
      height={height ?? size?.height}
      className={pictureClasses(ratio, className)}
      {...rest}
    />
  );
}
