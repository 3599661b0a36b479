// No React here: a page's HTML that draws its first screen (build/home-frame.ts) sets its column with it too.

/** The column of a wide screen: the phone and tablet column, then the desktop bar's width from 1024 px. */
export const WIDE_COLUMN = 'max-w-3xl desktop:max-w-6xl';
