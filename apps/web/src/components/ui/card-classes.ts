// No React here: the privilege screen's first paint (build/privilege-frame.ts) draws its cards with these
// classes too, so the server's frame and the app's Card share one shell.

/** The inner space: p-3, p-4, p-5, p-6, p-8, or none (the content sets its own, a list of rows does). */
export type CardPadding = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** The console's and small tiles' corner (rounded-2xl), or the member app's (rounded-3xl). */
export type CardRadius = 'md' | 'lg';
/** A card on the page (shadow-sm), one that stands out (shadow-lg), or a panel that floats from tablet up. */
export type CardElevation = 'sm' | 'lg' | 'tablet';

export interface CardStyle {
  padding?: CardPadding;
  radius?: CardRadius;
  elevation?: CardElevation;
  /** A hairline ring (ring-ink-100) that keeps the card's edge on a white page. */
  isOutlined?: boolean;
  /** A card that is a link or a button: it lifts on hover and shows the focus ring. */
  isInteractive?: boolean;
}

const PADDING: Record<CardPadding, string> = {
  none: '',
  xs: 'p-3',
  sm: 'p-4',
  md: 'p-5',
  lg: 'p-6',
  xl: 'p-8',
};

const RADIUS: Record<CardRadius, string> = { md: 'rounded-2xl', lg: 'rounded-3xl' };

const ELEVATION: Record<CardElevation, string> = {
  sm: 'shadow-sm',
  lg: 'shadow-lg',
  tablet: 'tablet:shadow-lg',
};

const INTERACTIVE =
  'transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-3 focus-visible:outline-brand-600';

/**
 * The card shell's classes, for an element that cannot be a `Card` (a router link, a form): the same
 * variants as props. `layout` is the element's own arrangement (flex, gap, grid), never shell styling.
 */
export function cardClasses(
  { padding = 'md', radius = 'lg', elevation = 'sm', isOutlined = false, isInteractive = false }: CardStyle = {},
  layout = '',
): string {
  return [
    RADIUS[radius],
    'bg-white',
    PADDING[padding],
    ELEVATION[elevation],
    isOutlined ? 'ring-1 ring-ink-100' : '',
    isInteractive ? INTERACTIVE : '',
    layout,
  ]
    .filter(Boolean)
    .join(' ');
}
