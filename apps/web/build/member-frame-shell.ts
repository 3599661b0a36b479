// The main layout of a members' page as PageLayout draws it on a phone, around a screen that a page's
// HTML draws before the app (decisions 036, 067): the canvas, the skip link, the top bar's colour
// without its buttons and the main column under it. The bottom navigation and the bar's buttons arrive
// with the app, fixed and out of the flow. Wider screens lay pages out otherwise, so there the frame
// stays hidden (`tablet:hidden`) and the app paints.

import { DEFAULT_LAYOUT_PADDING_TOP } from '../../../packages/contracts/src/constants.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';

export function memberFrameShell(skipToContent: string, screen: string): string {
  return [
    '<div class="flex min-h-dvh flex-col bg-canvas tablet:hidden" data-layout="main">',
    '<a href="#main" class="sr-only z-[70] rounded-full bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">',
    `${escapeHtml(skipToContent)}</a>`,
    '<header class="fixed inset-x-0 top-0 z-30"><div class="flex h-12 items-center gap-1 px-2 bg-brand-600 text-white"></div></header>',
    '<div class="flex flex-1 flex-col">',
    `<main id="main" class="flex flex-1 flex-col pb-24" style="padding-top:${DEFAULT_LAYOUT_PADDING_TOP}px">`,
    screen,
    '</main></div></div>',
  ].join('');
}
