import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

/** The three widths every screen is checked at (issue 2): phone, tablet, desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 800, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return launchChromium(inject('chromiumDisableFeatures'));
}

export function baseURL(): string {
  return inject('baseURL');
}

export async function openContext(
  browser: Browser,
  viewport: ViewportName,
  options: { lang?: 'th' | 'en' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseURL() });
  if (options.lang) {
    const lang = options.lang;
    await context.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  }
  return context;
}

/**
 * A context with JavaScript off and the language in its cookie (decision 034): what a page's HTML shows
 * and does on its own (decisions 034, 036).
 */
export async function openHtmlOnlyContext(
  browser: Browser,
  viewport: ViewportName,
  lang: 'th' | 'en',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseURL(),
    javaScriptEnabled: false,
  });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL() }]);
  return context;
}

/**
 * axe-core's minified build, put in each page checked: `axe.source` is its readable build, twice the
 * bytes to send over the DevTools protocol and parse (1.24 MB against 0.55 MB; about 0.5 s against 0.3 s a
 * page on a 2-core machine, 2026-11-29).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The axe-core that the accessibility checks put in a page, as the page's window holds it. */
type WindowWithAxe = Window & { axe?: typeof axe };

/**
 * Serious and critical accessibility violations on the page, as short readable lines. axe-core runs in
 * the page itself, put there once per document. Not through @axe-core/playwright: its cross-frame run
 * opens a blank page for every check, ~1.4 s a check on /privilege against ~0.35 s here (2026-11-24), and
 * the app has no frames. A page that gains one fails here rather than going unchecked. Finite
 * animations and transitions end first, as they would before anyone read the page.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames: check them too`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // Colours are judged as they end, not halfway through a transition (a tab just chosen fades in).
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const checker = (window as WindowWithAxe).axe;
    if (!checker) throw new Error('axe-core is not in the page');
    const results = await checker.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
}

/** Logs the seeded demo member in through the UI and waits for home. */
export async function logInAsDemo(page: Page, identity = 'demo@example.com', password = 'Demo1234!'): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="Email"]').fill(identity);
  await page.locator('input[name="Password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/home');
}
