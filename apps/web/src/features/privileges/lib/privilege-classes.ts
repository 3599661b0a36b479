// No React here: the privilege screen's first paint (build/privilege-frame.ts) draws its cards, category
// tiles and shortcuts with these classes too, so the HTML and the app's render cannot drift apart. The
// frame's bundle knows no `@/` alias, hence the relative path to the kit's card shell.
import { cardClasses } from '../../../components/ui/card-classes';
import { pictureClasses } from '../../../components/ui/picture-classes';

/** The privilege grid: two across on phones, three on tablets, four on desktops and five from 1280 px. */
export const PRIVILEGE_GRID = 'grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4 xl:grid-cols-5';

/** The parts of one privilege card (PrivilegeCard). */
export const CARD = {
  article: cardClasses({ padding: 'none', isOutlined: true }, 'relative flex h-full flex-col overflow-hidden'),
  link: 'group flex flex-1 flex-col focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  picture: pictureClasses('4/3'),
  body: 'flex flex-1 flex-col gap-1.5 p-4',
  badges: 'flex flex-wrap gap-1.5',
  title: 'line-clamp-2 font-bold text-ink-900 group-hover:text-brand-700',
  partner: 'text-sm text-ink-600',
  points: 'mt-auto pt-1 font-bold text-brand-700',
  /** A tier-locked card's price: shown, but not as something to spend now. */
  lockedPoints: 'mt-auto pt-1 font-semibold text-ink-500',
} as const;

/** The card's picture, as wide as its `<img>` width and height attributes say (4:3, DESIGN §10). */
export const CARD_PICTURE_SIZE = { width: 480, height: 360 } as const;

/** The card's badges: a live flash sale, the tier it starts from, and stock running out or gone. */
export const BADGE = {
  flashSale: 'rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white',
  minTier: 'rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-white',
  locked: 'inline-flex items-center gap-1 rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-800',
  stock: (isGone: boolean) =>
    `rounded-full px-2.5 py-0.5 text-xs font-semibold ${isGone ? 'bg-ink-100 text-ink-700' : 'bg-amber-100 text-amber-900'}`,
} as const;

/**
 * The main list's controls (ListControls): "points I can use" and the order by points. A native select
 * rather than the kit's SelectField, whose generated id the screen's first paint could not repeat.
 */
export const LIST_CONTROLS = {
  bar: 'flex flex-wrap items-end justify-between gap-3',
  toggle: (isOn: boolean) =>
    `min-h-11 whitespace-nowrap rounded-full px-4 font-semibold focus-visible:outline-3 focus-visible:outline-brand-600 ${isOn ? 'bg-brand-600 text-white' : 'border border-ink-300 bg-white text-ink-800'}`,
  sortField: 'flex w-48 flex-col gap-1.5',
  sortLabel: 'text-sm font-semibold text-ink-800',
  sortSelect:
    'min-h-11 w-full rounded-2xl border border-ink-400 bg-white px-4 text-base text-ink-900 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600',
  sortId: 'privilege-sort',
} as const;

/** The category bar (CategoryBar): its row of tiles, each tile, and the icons in them. */
export const CATEGORY = {
  bar: 'flex flex-col gap-3',
  list: '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1',
  tile: (isOn: boolean) =>
    `flex w-20 flex-col items-center gap-1.5 rounded-2xl p-2 text-center text-xs font-semibold ${isOn ? 'bg-brand-50 text-brand-800 ring-2 ring-brand-500' : 'text-ink-800'}`,
  allIcon: 'grid size-12 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white',
  icon: 'size-12 rounded-full bg-white',
  name: 'line-clamp-2',
} as const;

/** The tile that lists every category, drawn with a star rather than a picture. */
export const ALL_CATEGORIES_MARK = '★';

/** The screen's links to the flash sales, the groups and the member's exclusive privileges. */
export const SHORTCUTS = {
  nav: 'flex gap-2',
  link: cardClasses(
    { padding: 'none', radius: 'md', isOutlined: true },
    'flex-1 px-4 py-3 text-center text-sm font-semibold text-brand-800 hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-brand-600',
  ),
} as const;
