// No React here: the collect tab's HTML draws the hub before the app (build/collect-frame.ts) with these
// classes, shapes and ways too, so the two cannot drift apart.
import type { RouteName } from '@loyalty/contracts';
import { cardClasses } from '../../../components/ui/card-classes';
import type { IconShape } from '../../../components/ui/icon-shapes';

export const RECEIPT_SHAPE: IconShape = [
  ['path', { d: 'M6 3h12v18l-3-2-3 2-3-2-3 2z' }],
  ['path', { d: 'M9 8h6M9 12h6M9 16h3' }],
];

export const QR_SCAN_SHAPE: IconShape = [
  ['path', { d: 'M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3' }],
  ['rect', { x: '8', y: '8', width: '3', height: '3' }],
  ['rect', { x: '13', y: '8', width: '3', height: '3' }],
  ['rect', { x: '8', y: '13', width: '3', height: '3' }],
  ['path', { d: 'M13 13h3v3' }],
];

export const TICKET_SHAPE: IconShape = [
  ['path', { d: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z' }],
  ['path', { d: 'M14 7v2M14 11v2M14 15v2' }],
];

export const ARTICLE_SHAPE: IconShape = [
  ['rect', { x: '4', y: '3', width: '16', height: '18', rx: '2' }],
  ['path', { d: 'M8 7h8M8 11h8M8 15h5' }],
];

export const INFO_SHAPE: IconShape = [
  ['circle', { cx: '12', cy: '12', r: '9' }],
  ['path', { d: 'M12 11v5M12 8h.01' }],
];

export type WayKey = 'receipt' | 'scan' | 'promo' | 'articles' | 'conditions';

/** The ways to collect, in the hub's order: their words (collect.json's `hub.ways.*`), page and icon. */
export const WAYS: readonly { key: WayKey; route: RouteName; shape: IconShape }[] = [
  { key: 'receipt', route: 'upload-receipt', shape: RECEIPT_SHAPE },
  { key: 'scan', route: 'scancode', shape: QR_SCAN_SHAPE },
  { key: 'promo', route: 'promo-code', shape: TICKET_SHAPE },
  { key: 'articles', route: 'home-list', shape: ARTICLE_SHAPE },
  { key: 'conditions', route: 'point-condition', shape: INFO_SHAPE },
];

export const HUB = {
  section: (isTitleInTopBar: boolean) =>
    `mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 pb-8 ${isTitleInTopBar ? 'pt-4' : 'pt-2'}`,
  title: (isTitleInTopBar: boolean) => `text-2xl font-bold text-ink-900 ${isTitleInTopBar ? 'sr-only' : ''}`,
  card: 'relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg',
  glow: 'absolute -right-10 -top-10 size-40 rounded-full bg-white/10',
  head: 'relative flex items-center gap-4',
  iconBox: 'grid size-14 shrink-0 place-items-center rounded-2xl bg-white/15',
  icon: 'size-8',
  balanceLabel: 'text-sm font-semibold uppercase tracking-wide text-white/80',
  balancePending: 'mt-1 block h-9 w-32 animate-pulse rounded-xl bg-white/20',
  balanceLine: 'flex items-baseline gap-2',
  balance: 'text-4xl font-bold tabular-nums',
  unit: 'text-white/85',
  intro: 'relative mt-4 max-w-xl text-white/90',
  ways: 'grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3',
  way: cardClasses({ isOutlined: true, isInteractive: true }, 'flex h-full min-h-24 items-start gap-4'),
  wayIconBox: 'grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600',
  wayIcon: 'size-7',
  wayWords: 'flex min-w-0 flex-col gap-1',
  wayTitle: 'text-lg font-bold text-ink-900',
  wayBody: 'text-sm leading-relaxed text-ink-600',
} as const;
