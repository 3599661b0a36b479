/**
 * What the web build writes on the starter script of a page that paints itself (the landing, decision
 * 034; the privilege screen, decision 036): the app's entry, the files it and the page's screen import,
 * as space-separated paths, and on a members' page the session storage key of the member's session.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';
export const APP_SESSION_KEY_ATTRIBUTE = 'data-app-session-key';

/**
 * On the inline script of a page that draws its first screen from the member's answers (decision 067,
 * drawn-first-screen.ts): the screen's words, as JSON, in the page's language.
 */
export const FRAME_WORDS_ATTRIBUTE = 'data-frame-words';

declare global {
  interface Window {
    /**
     * On a page that draws its first screen from the member's answers (drawn-first-screen.ts): settles
     * once that screen is drawn and painted, or once it will not be drawn.
     */
    loyaltyFirstScreen?: Promise<void>;
  }
}

/** The picture the page's first paint is judged by: the one its HTML fetches first (`fetchpriority`). */
const PAGE_PICTURE = '#root img[fetchpriority="high"]';

/** A picture slower than this does not hold the app back any longer; the page's HTML works meanwhile. */
const PICTURE_WAIT_LIMIT_MS = 3000;

/** Whether the browser reports when the largest element so far was painted (Chromium: yes, Safari: no). */
export function reportsPaints(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  );
}

/** Whether the element has a box: asked of the style alone where the browser can, without a layout. */
export function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}

/**
 * Resolves once `picture` is on screen, at once when there is no picture or it is not shown (no key
 * visual, or a wider screen where the frame hides itself), when it fails to load, and after `limitMs` at
 * the latest. A browser that reports paints says when the picture was painted; in the others it is
 * taken as painted one frame after it loaded.
 */
export function untilPictureShown(picture: HTMLImageElement | null, limitMs = PICTURE_WAIT_LIMIT_MS): Promise<void> {
  if (!picture || !isShown(picture)) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const shown = () => {
      observer?.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(shown, limitMs);
    picture.addEventListener('error', shown, { once: true });
    if (reportsPaints()) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === picture)) shown();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      return;
    }
    const afterNextPaint = () => requestAnimationFrame(() => setTimeout(shown, 0));
    if (picture.complete) return afterNextPaint();
    picture.addEventListener('load', afterNextPaint, { once: true });
  });
}

/**
 * Whether the page is for members and this tab holds no session: the app will send the visitor
 * elsewhere, so the page's HTML is not shown to them meanwhile.
 */
function isMembersPageWithoutSession(starter: HTMLScriptElement): boolean {
  const sessionKey = starter.getAttribute(APP_SESSION_KEY_ATTRIBUTE);
  return sessionKey !== null && window.sessionStorage.getItem(sessionKey) === null;
}

/**
 * Starts the app of a page whose HTML already shows its picture, words and links (decisions 034, 036), or
 * draws its first screen from the member's answers (decision 067): the app's code is fetched once that
 * picture or screen has painted, not beside it, so on a slow line the picture
 * gets the bandwidth first and the page is usable as plain HTML until the app takes over. A members'
 * page opened without a session starts the app at once on an empty page.
 */
export async function startAfterPicture(page: Document, load: (entry: string) => Promise<unknown>): Promise<void> {
  const starter = page.querySelector<HTMLScriptElement>(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = starter?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!starter || !entry) throw new Error('The page names no app entry');
  if (isMembersPageWithoutSession(starter)) page.getElementById('root')?.replaceChildren();
  await Promise.all([window.loyaltyFirstScreen, untilPictureShown(page.querySelector<HTMLImageElement>(PAGE_PICTURE))]);
  // Everything the entry and the screen import, fetched side by side rather than import after import.
  for (const href of (starter.getAttribute(APP_PRELOAD_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
    const link = page.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    page.head.append(link);
  }
  await load(entry);
}
