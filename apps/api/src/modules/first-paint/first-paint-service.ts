import {
  type BannerItem,
  escapeHtml,
  LANDING_BANNER_GROUP,
  LANDING_KEY_VISUALS_DATA_ID,
  LANDING_KV_NAMES,
  type Language,
  type PrivilegeCard,
  type PrivilegeCategory,
  type PrivilegeFrameData,
  pathOf,
} from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import type { BannerCache } from '../banners/banner-cache.js';
import { getBanners } from '../banners/banner-service.js';
import type { CatalogueCaches } from '../privileges/privilege-card-pages.js';
import { firstListedCards, sharedCategories } from '../privileges/privilege-service.js';

/** The app's caches a first paint reads through (the registry's, `caches.ts`). */
export interface FirstPaintCaches extends CatalogueCaches {
  banners: BannerCache;
}

/** Where the landing's key visual switches pictures (apps/web/src/components/ui/key-visual.tsx). */
const KEY_VISUAL_FROM_PX = { tablet: 770, desktop: 1024 } as const;

/** The landing's picture for each width, by its banner's name. */
function keyVisualsOf(banners: readonly BannerItem[]) {
  const find = (name: string) => banners.find((banner) => banner.name === name)?.image_url;
  return {
    mobile: find(LANDING_KV_NAMES.mobile),
    tablet: find(LANDING_KV_NAMES.tablet),
    desktop: find(LANDING_KV_NAMES.desktop),
  };
}

/** JSON that cannot end its `<script>` block (`</script>`, `<!--`) however the strings inside read. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * What the landing's HTML holds in its key-visual slot (decision 033): the `<picture>` the app's
 * KeyVisual draws for `banners` (apps/web/src/components/ui/key-visual.tsx: desktop source from 1024 px,
 * tablet from 770 px, the `<img>` mobile or the next there is), so it paints with the HTML, and the
 * banners as GetLandingBanner answers them, in a JSON block the app's first render starts from. Until
 * the app renders (and names the picture in the visitor's language) it stands as decoration beside the
 * frame's heading, which says what the page is.
 */
export function keyVisualSlot(banners: readonly BannerItem[]): string {
  const { mobile, tablet, desktop } = keyVisualsOf(banners);
  const fallback = mobile ?? tablet ?? desktop;
  const sources = [
    desktop ? `<source media="(min-width: ${KEY_VISUAL_FROM_PX.desktop}px)" srcset="${escapeHtml(desktop)}">` : '',
    tablet ? `<source media="(min-width: ${KEY_VISUAL_FROM_PX.tablet}px)" srcset="${escapeHtml(tablet)}">` : '',
  ].join('');
  const picture = fallback
    ? `<picture>${sources}<img src="${escapeHtml(fallback)}" alt="" class="absolute inset-0 size-full object-cover" fetchpriority="high"></picture>`
    : '';
  const answer = banners.map(({ name, image_url }) => ({ name, image_url }));
  return `${picture}<script type="application/json" id="${LANDING_KEY_VISUALS_DATA_ID}">${scriptSafeJson(answer)}</script>`;
}

/**
 * The landing's first paint for each list of live key visuals (`getBanners` answers the same list
 * until a banner changes, opens or closes): the escaped HTML is made once, not per visit (the landing
 * answered a third of a bare route's requests per second when it was made per request).
 */
const landingByBanners = new WeakMap<readonly BannerItem[], FirstPaint>();

/** What a page's HTML carries for its first paint: the filling of its slot, or what its frame draws. */
export interface FirstPaint {
  slot?: string;
  /** The privilege screen's frame (decision 036), drawn by the web build's frame module. */
  privilegeFrame?: PrivilegeFrameData;
}

/**
 * The privilege frame's data for each kept first page and categories (each is one object per language
 * while the catalogue cache keeps it), so the frame is drawn once per catalogue change, not per visit.
 */
const privilegeFrames = new WeakMap<
  readonly PrivilegeCard[],
  WeakMap<readonly PrivilegeCategory[], PrivilegeFrameData>
>();

async function privilegeFrameOf(
  db: Executor,
  caches: FirstPaintCaches | undefined,
  language: Language,
  now: Date,
): Promise<FirstPaint> {
  const [categories, cards] = await Promise.all([
    sharedCategories(db, caches, language, now),
    firstListedCards(db, caches, language, now),
  ]);
  // An empty catalogue is the app's to say, with its words for it.
  if (cards.length === 0) return {};
  let byCategories = privilegeFrames.get(cards);
  if (!byCategories) {
    byCategories = new WeakMap();
    privilegeFrames.set(cards, byCategories);
  }
  let frame = byCategories.get(categories);
  if (!frame) {
    frame = Object.freeze({ language, categories, cards });
    byCategories.set(categories, frame);
  }
  return { privilegeFrame: frame };
}

/**
 * The first paint of the page at `path` in `language`, as far as it is the same for every visitor: the
 * landing's key visuals, drawn into its HTML's KEY_VISUAL_SLOT (decision 033), and the privilege
 * screen's categories and first cards, which its frame draws (decision 036). Both pictures are in the
 * HTML's first bytes, where the browser's preload scanner finds them as soon as a `Link` header would
 * have named them. A member's own pictures (home's member cards) are not known before the page's
 * script runs with the member's session.
 */
export async function firstPaintOf(
  db: Executor,
  caches: FirstPaintCaches | undefined,
  path: string,
  language: Language,
  now = new Date(),
): Promise<FirstPaint> {
  if (path === pathOf('landing')) {
    const banners = await getBanners(db, caches?.banners, LANDING_BANNER_GROUP, now);
    const kept = landingByBanners.get(banners);
    if (kept) return kept;
    const made = { slot: keyVisualSlot(banners) };
    landingByBanners.set(banners, made);
    return made;
  }
  if (path === pathOf('privilege')) return privilegeFrameOf(db, caches, language, now);
  return {};
}
