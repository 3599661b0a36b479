import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAsDemo, openContext } from '../support/browser';
import { watchServedBalance } from '../support/members';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('page chrome', () => {
  it('shows the back button on phones and follows the route backTo: login goes back to login-type', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/login-type');
    await context.close();
  });

  it('prefers the backTo query value over the route metadata', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/login?backTo=landing');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/landing');
    await context.close();
  });

  it('hides the back button at 1024 px and wider', async () => {
    const context = await openContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading').first().waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(false);
    await context.close();
  });

  it('keeps the parent tab lit on a sub-page (bottom navigation on phones)', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await logInAsDemo(page);
    await page.goto('/upload-receipt');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    expect(await nav.getByRole('link')).toBeTruthy();
    expect(await nav.getByRole('link', { name: 'Collect points' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link').count()).toBe(4);
    await context.close();
  });

  it('shows the desktop bar with polite name, points, avatar, language switch and logout at 1280 px', async () => {
    const context = await openContext(browser, 'desktop');
    const page = await context.newPage();
    const servedBalance = watchServedBalance(page);
    await logInAsDemo(page);
    const bar = page.getByTestId('desktop-bar');
    await bar.waitFor();
    await expect.poll(() => bar.getByTestId('member-name').textContent()).toMatch(/^Khun \S+/);
    expect(await bar.getByTestId('member-points').textContent()).toContain(await servedBalance());
    expect(await bar.locator('img').count()).toBeGreaterThan(0);
    expect(await bar.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await context.close();
  });

  it('opens privilege-search and privilege-fav from the top bar icons', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await logInAsDemo(page);
    await page.getByRole('link', { name: 'Search privileges' }).first().click();
    await page.waitForURL('**/privilege-search');
    await page.goto('/home');
    await page.getByRole('link', { name: 'Favourite privileges' }).first().click();
    await page.waitForURL('**/privilege-fav');
    await context.close();
  });
});
