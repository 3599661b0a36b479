import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_ENTRY_ATTRIBUTE,
  APP_PRELOAD_ATTRIBUTE,
  APP_SESSION_KEY_ATTRIBUTE,
  startAfterPicture,
  untilPictureShown,
} from './start-after-picture';

/**
 * A picture as the browser would have it: shown or hidden, loaded or not. `checkVisibility` as modern
 * browsers answer it (style only), or, in older ones, only the boxes of a layout.
 */
function pictureOf({
  shown,
  complete,
  styleOnly = true,
}: {
  shown: boolean;
  complete: boolean;
  styleOnly?: boolean;
}): HTMLImageElement {
  const picture = document.createElement('img');
  Object.defineProperty(picture, 'complete', { value: complete });
  if (styleOnly) picture.checkVisibility = () => shown;
  picture.getClientRects = () => {
    if (styleOnly) throw new Error('a layout was forced where the style would do');
    return (shown ? [new DOMRect(0, 0, 390, 488)] : []) as unknown as DOMRectList;
  };
  return picture;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  document.body.replaceChildren();
  window.sessionStorage.clear();
});

/** A page that paints itself: its starter, and `#root` holding `frame`. */
function selfPaintingPage(frame: string, starterAttributes: Record<string, string> = {}): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = frame;
  const starter = document.createElement('script');
  starter.setAttribute(APP_ENTRY_ATTRIBUTE, '/assets/index-1.js');
  for (const [name, value] of Object.entries(starterAttributes)) starter.setAttribute(name, value);
  document.body.append(root, starter);
  return root;
}

describe('the app starts once the page’s picture is shown (decisions 034, 036)', () => {
  it('waits for a shown picture to load and be painted', async () => {
    vi.useFakeTimers();
    const picture = pictureOf({ shown: true, complete: false });
    const shown = untilPictureShown(picture);
    expect(await settled(shown)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    await expect(shown).resolves.toBeUndefined();
  });

  it('in a browser that reports paints, waits for the picture’s own paint, not its load', async () => {
    vi.useFakeTimers();
    const observers: FakePaintObserver[] = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      disconnected = false;
      constructor(readonly report: (list: { getEntries: () => unknown[] }) => void) {
        observers.push(this);
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const picture = pictureOf({ shown: true, complete: true });
    const shown = untilPictureShown(picture);
    expect(await settled(shown)).toBe(false);
    const [observer] = observers;
    observer?.report({ getEntries: () => [{ element: document.createElement('h1') }] });
    expect(await settled(shown)).toBe(false);
    observer?.report({ getEntries: () => [{ element: picture }] });
    expect(await settled(shown)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('does not wait for a hidden picture, a missing one, or one that is slower than the limit', async () => {
    vi.useFakeTimers();
    expect(await settled(untilPictureShown(pictureOf({ shown: false, complete: false })))).toBe(true);
    expect(await settled(untilPictureShown(null))).toBe(true);
    expect(await settled(untilPictureShown(pictureOf({ shown: false, complete: false, styleOnly: false })))).toBe(true);
    expect(await settled(untilPictureShown(pictureOf({ shown: true, complete: false, styleOnly: false })))).toBe(false);
    const slow = untilPictureShown(pictureOf({ shown: true, complete: false }), 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(slow)).toBe(true);
  });

  it('goes on when the picture fails to load', async () => {
    vi.useFakeTimers();
    const picture = pictureOf({ shown: true, complete: false });
    const shown = untilPictureShown(picture);
    picture.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(shown)).toBe(true);
  });

  it('preloads the named files, then loads the entry the starter names', async () => {
    const starter = document.createElement('script');
    starter.setAttribute(APP_ENTRY_ATTRIBUTE, '/assets/index-1.js');
    starter.setAttribute(APP_PRELOAD_ATTRIBUTE, '/assets/framework-1.js /assets/landing-screen-1.js');
    document.body.append(starter);
    const load = vi.fn(async (_entry: string) => undefined);
    await startAfterPicture(document, load);
    expect(load).toHaveBeenCalledWith('/assets/index-1.js');
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/framework-1.js', '/assets/landing-screen-1.js']);
  });

  it('waits for the picture the page fetches first, not the first picture in it (the privilege screen’s icons)', async () => {
    vi.useFakeTimers();
    selfPaintingPage('<img src="/icon.svg" alt=""><img src="/card.svg" alt="" fetchpriority="high">');
    const [icon, card] = [...document.querySelectorAll('img')];
    if (!icon || !card) throw new Error('the page has no pictures');
    for (const picture of [icon, card]) picture.checkVisibility = () => true;
    const load = vi.fn(async (_entry: string) => undefined);
    const started = startAfterPicture(document, load);
    icon.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(load).not.toHaveBeenCalled();
    card.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    await started;
    expect(load).toHaveBeenCalledWith('/assets/index-1.js');
  });

  it('on a members’ page opened without a session, clears the page and starts the app at once', async () => {
    const frame = '<h1>Privileges</h1><img src="/card.svg" alt="" fetchpriority="high">';
    const root = selfPaintingPage(frame, { [APP_SESSION_KEY_ATTRIBUTE]: 'token' });
    const load = vi.fn(async (_entry: string) => undefined);
    await startAfterPicture(document, load);
    expect(root.childElementCount).toBe(0);
    expect(load).toHaveBeenCalledWith('/assets/index-1.js');
  });

  it('on a members’ page with a session, keeps the page while its picture loads', async () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem('token', 'a-session');
    const root = selfPaintingPage('<img src="/card.svg" alt="" fetchpriority="high">', {
      [APP_SESSION_KEY_ATTRIBUTE]: 'token',
    });
    const picture = root.querySelector('img');
    if (!picture) throw new Error('the page has no picture');
    picture.checkVisibility = () => true;
    const load = vi.fn(async (_entry: string) => undefined);
    void startAfterPicture(document, load);
    await vi.advanceTimersByTimeAsync(50);
    expect(root.childElementCount).toBe(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a page whose starter names no entry', async () => {
    await expect(startAfterPicture(document, async () => undefined)).rejects.toThrow('no app entry');
  });
});
