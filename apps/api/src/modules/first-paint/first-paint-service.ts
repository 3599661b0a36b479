import { type BannerItem, LANDING_BANNER_GROUP, LANDING_KV_NAMES, pathOf } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { keptLiveBanners } from '../banners/banner-service.js';
import { firstListedPicture } from '../privileges/catalogue-service.js';

/** A picture a page shows first, and the screens it is for (`media`, as the page's `<picture>` picks it). */
export interface PreloadPicture {
  href: string;
  media?: string;
}

/** Where the landing's key visual switches pictures (apps/web/src/components/ui/key-visual.tsx). */
const KEY_VISUAL_FROM_PX = { tablet: 770, desktop: 1024 } as const;

const below = (px: number) => `(max-width: ${px - 0.02}px)`;

/**
 * The landing's key visuals as its `<picture>` chooses them: desktop from 1024 px, tablet from 770 px,
 * the `<img>`'s own picture (mobile, else the next one there is) below the first source that exists.
 */
export function keyVisualPictures(banners: readonly BannerItem[]): PreloadPicture[] {
  const find = (name: string) => banners.find((banner) => banner.name === name)?.image_url;
  const [mobile, tablet, desktop] = [
    find(LANDING_KV_NAMES.mobile),
    find(LANDING_KV_NAMES.tablet),
    find(LANDING_KV_NAMES.desktop),
  ];
  const fallback = mobile ?? tablet ?? desktop;
  const pictures: PreloadPicture[] = [];
  if (desktop) pictures.push({ href: desktop, media: `(min-width: ${KEY_VISUAL_FROM_PX.desktop}px)` });
  if (tablet) {
    const from = `(min-width: ${KEY_VISUAL_FROM_PX.tablet}px)`;
    pictures.push({ href: tablet, media: desktop ? `${from} and ${below(KEY_VISUAL_FROM_PX.desktop)}` : from });
  }
  const firstSourcePx = tablet ? KEY_VISUAL_FROM_PX.tablet : desktop ? KEY_VISUAL_FROM_PX.desktop : undefined;
  if (fallback) pictures.push(firstSourcePx ? { href: fallback, media: below(firstSourcePx) } : { href: fallback });
  return pictures;
}

/**
 * The pictures the page at `path` shows first, as far as they are the same for every visitor: the
 * landing's key visuals and the privilege screen's first card. A member's own pictures (home's member
 * cards) are not known before the page's script runs with the member's session.
 */
export async function firstPaintPictures(db: Executor, path: string, now = new Date()): Promise<PreloadPicture[]> {
  if (path === pathOf('landing')) return keyVisualPictures(await keptLiveBanners(db, LANDING_BANNER_GROUP, now));
  if (path === pathOf('privilege')) {
    const href = await firstListedPicture(db, now);
    return href ? [{ href }] : [];
  }
  return [];
}

/** What may stand inside `<…>` of a Link header: printable ASCII without spaces, quotes or angle brackets. */
const LINK_SAFE_HREF = /^[!#-;=?-~]+$/;

/**
 * The `Link` header that has the browser fetch `pictures` beside the page's script instead of after the
 * script and its API call (issue 13: LCP), or undefined when there is none. An address a header cannot
 * carry as it is (an operator's odd URL) is left out rather than escaped into another address.
 */
export function preloadLinkHeader(pictures: readonly PreloadPicture[]): string | undefined {
  const links = pictures
    .filter((picture) => LINK_SAFE_HREF.test(picture.href))
    .map(
      (picture) =>
        `<${picture.href}>; rel=preload; as=image; fetchpriority=high${picture.media ? `; media="${picture.media}"` : ''}`,
    );
  return links.length > 0 ? links.join(', ') : undefined;
}

/** The `Link` header of the page at `path` (see `firstPaintPictures`), or undefined. */
export async function firstPaintLinkHeader(db: Executor, path: string, now = new Date()): Promise<string | undefined> {
  return preloadLinkHeader(await firstPaintPictures(db, path, now));
}
