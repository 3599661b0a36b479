import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The three widths every screen is checked at (issue 2): phone, tablet, desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 800, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
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

/** Serious and critical accessibility violations on the page, as short readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Logs the seeded demo member in through the UI and waits for home. */
export async function logInAsDemo(page: Page, identity = 'demo@example.com', password = 'Demo1234!'): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="Email"]').fill(identity);
  await page.locator('input[name="Password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/home');
}
