// No React here: a page's HTML that draws its first screen (apps/web/build) lays it out with these too.

/** The column of a wide screen: the phone and tablet column, then the desktop bar's width from 1024 px. */
export const WIDE_COLUMN = 'max-w-3xl desktop:max-w-6xl';

/** ScreenFrame's column: a readable one, or a wide one for lists and overviews; its top is the bar's when the bar shows the title. */
export const screenFrameClasses = (isWide: boolean, isTitleInTopBar: boolean) =>
  `mx-auto flex w-full ${isWide ? WIDE_COLUMN : 'max-w-3xl'} flex-col gap-5 px-4 pb-8 ${isTitleInTopBar ? 'pt-4' : ''}`;

/** ScreenFrame's one `h1`: for screen readers only when the top bar already shows the title. */
export const screenTitleClasses = (isTitleInTopBar: boolean) =>
  `text-2xl font-bold text-ink-900 ${isTitleInTopBar ? 'sr-only' : 'pt-2'}`;
