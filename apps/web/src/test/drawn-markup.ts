import type { Language } from '@loyalty/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useScreenStore } from '@/lib/screen-size';
import { type ApiHandlers, mockApi, renderApp } from './render-app';
import { tokenWithScope } from './tokens';

/**
 * An element as a visitor meets it, for comparing a page's HTML frame with the app's render (decisions
 * 036, 067): its tag, classes, the named attributes, its inline style as the browser reads it, the text
 * beside its child elements, and its children alike.
 */
export interface Drawn {
  tag: string;
  classes: string[];
  attributes: Record<string, string | null>;
  style: string;
  text: string;
  children: Drawn[];
}

/** The attributes a frame writes that a visitor or a screen reader meets, the icons' shapes among them. */
export const FRAME_ATTRIBUTES = [
  'href',
  'id',
  'type',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-haspopup',
  'aria-hidden',
  'aria-valuemin',
  'aria-valuemax',
  'aria-valuenow',
  'aria-valuetext',
  // The icons' own: their grid, stroke and shapes.
  'viewBox',
  'width',
  'height',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'd',
  'x',
  'y',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
] as const;

export function drawnOf(element: Element, attributes: readonly string[]): Drawn {
  return {
    tag: element.tagName,
    classes: [...element.classList].sort(),
    attributes: Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)])),
    style: (element as HTMLElement).style?.cssText ?? '',
    text: [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
    children: [...element.children].map((child) => drawnOf(child, attributes)),
  };
}

/**
 * The frame's page layout (build/member-frame-shell.ts) is the app's on a phone: the same background, skip
 * link and main column, the top bar's colour and place (its buttons left to the app). Returns both mains.
 */
export function expectMemberShellAlike(frame: Element, app: Element): { frameMain: Element; appMain: Element } {
  const appLayout = app.querySelector('[data-layout="main"]');
  const frameLayout = frame.querySelector('[data-layout="main"]');
  if (!appLayout || !frameLayout) throw new Error('a layout is missing');
  expect([...frameLayout.classList].filter((name) => name !== 'tablet:hidden').sort()).toEqual(
    [...appLayout.classList].sort(),
  );
  const shellAttributes = ['href', 'id', 'aria-label'];
  const frameMain = frame.querySelector('main');
  const appMain = app.querySelector('main');
  if (!frameMain || !appMain) throw new Error('a main is missing');
  expect({ ...drawnOf(frameMain, shellAttributes), children: [] }).toEqual({
    ...drawnOf(appMain, shellAttributes),
    children: [],
  });
  const skipLink = (layout: Element) => layout.querySelector('a[href="#main"]') as Element;
  expect(drawnOf(skipLink(frameLayout), shellAttributes)).toEqual(drawnOf(skipLink(appLayout), shellAttributes));
  const frameBar = frame.querySelector('header > div');
  const appBar = screen.getByTestId('top-bar');
  expect([...(frameBar?.classList ?? [])].sort()).toEqual([...appBar.classList].sort());
  expect(frameBar?.parentElement?.className).toBe(appBar.parentElement?.className);
  return { frameMain, appMain };
}

/** Every test of the file on a phone's width with a member's session, and the width and English back after it. */
export function onPhoneAsMember(): void {
  beforeEach(() => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    useScreenStore.getState().update(390);
  });
  afterEach(async () => {
    act(() => useScreenStore.getState().update(window.innerWidth));
    await act(() => setLanguage('en'));
  });
}

/**
 * A members' page as its HTML draws it (`frameHtml`, decision 067) beside the app's render of `path` in
 * `language` with `calls` answered, once `appReady` (a test id) shows; their layouts alike
 * (expectMemberShellAlike). Returns each one's screen: its main's first element.
 */
export async function drawnBesideApp(page: {
  path: string;
  language: Language;
  calls: ApiHandlers;
  appReady: string;
  frameHtml: string;
}): Promise<{ frameScreen: Element; appScreen: Element }> {
  await act(() => setLanguage(page.language));
  mockApi(page.calls);
  const { container } = renderApp(page.path);
  await screen.findByTestId(page.appReady);
  const frame = document.createElement('div');
  frame.innerHTML = page.frameHtml;
  const { frameMain, appMain } = expectMemberShellAlike(frame, container);
  const frameScreen = frameMain.firstElementChild;
  const appScreen = appMain.firstElementChild;
  if (!frameScreen || !appScreen) throw new Error('a screen is missing');
  return { frameScreen, appScreen };
}
