// No React here: home's HTML draws the greeting, the points card, the member code and the shortcuts
// before the app (build/home-frame.ts) with these classes too, so the two cannot drift apart.
import type { RouteName } from '@loyalty/contracts';
import { cardClasses } from '../../../components/ui/card-classes';
import { WIDE_COLUMN } from '../../../components/ui/column-classes';
import {
  COINS_SHAPE,
  GIFT_SHAPE,
  HISTORY_SHAPE,
  type IconShape,
  TRANSFER_SHAPE,
} from '../../../components/ui/icon-shapes';

/** Home's column: the phone's, then side by side from tablet on, the desktop's width from 1024 px. */
export const HOME_PAGE = `mx-auto flex w-full ${WIDE_COLUMN} flex-col gap-6 px-4 pb-8 pt-4`;

/**
 * From tablet on, home is two columns that each stack without waiting for the other (issue 34): the points
 * card, a card notice, the member's cards and the group's links on one side, the member code, shortcuts and
 * highlights on the other. On a phone the columns dissolve (`contents`) and `order` keeps the phone's order.
 */
export const HOME_COLUMNS = 'grid gap-6 tablet:grid-cols-2 tablet:items-start';
export const HOME_COLUMN = 'contents tablet:flex tablet:flex-col tablet:gap-6';

/** One block of home, in its place on a phone (`order-1`…); an empty block (a notice with nothing to say) takes no room. */
export const homeBlockClasses = (order: string) => `${order} empty:hidden tablet:order-none`;

export const GREETING = {
  box: 'flex flex-col gap-1',
  title: 'text-2xl font-bold text-ink-900',
  welcome: 'text-ink-600',
} as const;

export const POINTS_CARD = {
  card: 'relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg',
  /** The card's two circles of light, behind its figures. */
  glows: [
    'absolute -right-10 -top-10 size-40 rounded-full bg-white/10',
    'absolute -bottom-16 right-10 size-32 rounded-full bg-white/5',
  ],
  label: 'text-sm font-semibold uppercase tracking-wide text-white/80',
  balanceLine: 'mt-1 flex items-baseline gap-2',
  balance: 'text-4xl font-bold tabular-nums',
  unit: 'text-white/85',
  tierLine: 'mt-5 flex flex-wrap items-center gap-3',
  tierLabel: 'text-sm text-white/80',
  tier: 'rounded-full bg-gold-300 px-3 py-1 text-sm font-bold text-ink-900',
  status: 'mt-4',
} as const;

export const MEMBER_CODE_ENTRY = {
  button: cardClasses(
    { padding: 'sm', isOutlined: true, isInteractive: true },
    'flex min-h-20 w-full items-center gap-4 text-left',
  ),
  iconBox: 'grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600',
  icon: 'size-7',
  words: 'flex flex-col',
  title: 'font-bold text-ink-900',
  body: 'text-sm text-ink-600',
} as const;

export const HOME_ACTIONS = 'flex flex-col gap-6';

/** The shortcuts under the member code: where each goes, its word (member.json's `home.*`) and its icon. */
export const SHORTCUTS: readonly {
  route: RouteName;
  label: 'collectPoint' | 'privilege' | 'history' | 'transfer';
  shape: IconShape;
}[] = [
  { route: 'collect-point', label: 'collectPoint', shape: COINS_SHAPE },
  { route: 'privilege', label: 'privilege', shape: GIFT_SHAPE },
  { route: 'history', label: 'history', shape: HISTORY_SHAPE },
  { route: 'transfer', label: 'transfer', shape: TRANSFER_SHAPE },
];

export const SHORTCUT = {
  grid: 'grid grid-cols-2 gap-3',
  link: cardClasses(
    { radius: 'md', padding: 'xs', isOutlined: true, isInteractive: true },
    'flex min-h-24 flex-col items-center justify-center gap-2 text-center font-semibold text-ink-800',
  ),
  iconBox: 'grid size-11 place-items-center rounded-full bg-brand-50 text-brand-600',
  icon: 'size-6',
} as const;
