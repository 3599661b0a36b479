import type { CustomerInfo, Language } from '@loyalty/contracts';
import { API_BASE } from './api-request';
import { FRAME_WORDS_ATTRIBUTE, isShown, reportsPaints } from './start-after-picture';
import { readStoredLanguage } from './storage';

/**
 * A members' page whose HTML draws its first screen from the member's own data (decision 067): its inline
 * script waits for the GetCustomerInfo and CheckConsent answers its first calls started (first-calls.ts),
 * draws the screen into `#root` with them, and the starter fetches the app once that is on screen, so on
 * a slow line the member's figures are not queued behind the app's files. Nothing here is imported by
 * the app itself.
 */

/** An answer slower than this no longer holds the app back: the app then draws the page itself. */
const DRAW_WAIT_LIMIT_MS = 3000;

/** The calls it waits for, as the page's first calls name them (checked against the contracts' paths by the tests). */
export const MEMBER_CALL = `${API_BASE}/Customer/GetCustomerInfo`;
export const CONSENT_CALL = `${API_BASE}/Customer/CheckConsent`;

/** The data of a started call's success envelope (DESIGN §5), or null for any other answer. */
async function dataOf<T>(response: Promise<Response> | undefined): Promise<T | null> {
  const answer = await response;
  if (!answer?.ok) return null;
  // A copy: the app takes the answer itself too (takeFirstCall).
  const body = (await answer.clone().json()) as { status?: unknown; data?: T };
  return body.status === 'success' && body.data !== undefined ? body.data : null;
}

function untilParsed(page: Document): Promise<void> {
  if (page.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => page.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Resolves once what was drawn in `root` is on screen: when the browser reports it as the page's largest
 * paint so far (a timer after the next frame can run before the frame is presented, and the app's files
 * would then compete with the paint), one frame later in a browser that reports no paints, and at once
 * when the drawing is not shown (wider screens hide it).
 */
function untilPainted(root: HTMLElement): Promise<void> {
  const drawn = root.firstElementChild;
  if (!drawn || !isShown(drawn)) return Promise.resolve();
  if (!reportsPaints()) return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => root.contains((entry as LargestContentfulPaint).element))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Draws the page's first screen with `draw` once the member's answers are in, if the app would open on
 * that screen: a member who must consent again is sent to the consent screen, a page opened with the
 * app's own state (the welcome after registering) is the app's to draw, and a page in another language
 * than the member's is left to the app too. A refused session, a failed call or an answer slower than
 * `limitMs` draws nothing and lets the app start at once.
 */
export function drawFirstScreenWhenAnswered(
  draw: (customer: CustomerInfo, language: Language) => string,
  page: Document = document,
  limitMs = DRAW_WAIT_LIMIT_MS,
): void {
  const started = window.loyaltyFirstCalls;
  const language = readStoredLanguage();
  const hasAppState = (window.history.state as { usr?: unknown } | null)?.usr != null;
  if (!started || page.documentElement.lang !== language || hasAppState) return;
  let isLate = false;
  const answered = Promise.all([
    dataOf<CustomerInfo>(started.responses.get(MEMBER_CALL)),
    dataOf<{ must_consent: boolean }>(started.responses.get(CONSENT_CALL)),
    untilParsed(page),
  ]).then(async ([customer, consent]) => {
    const root = page.getElementById('root');
    if (isLate || !customer || consent?.must_consent !== false || !root || root.firstElementChild) return;
    root.innerHTML = draw(customer, language);
    await untilPainted(root);
  });
  const late = new Promise<void>((resolve) =>
    setTimeout(() => {
      isLate = true;
      resolve();
    }, limitMs),
  );
  window.loyaltyFirstScreen = Promise.race([answered.catch(() => undefined), late]);
}

/**
 * The work of a page's drawing script (`src/*-frame-inline.ts`): draws with `render` and the words the
 * build wrote on the running script, in the page's language.
 */
export function drawWithPageWords<Words>(render: (customer: CustomerInfo, words: Words, language: Language) => string) {
  const words = document.currentScript?.getAttribute(FRAME_WORDS_ATTRIBUTE);
  if (!words) return;
  const pageWords = JSON.parse(words) as Words;
  drawFirstScreenWhenAnswered((customer, language) => render(customer, pageWords, language));
}
