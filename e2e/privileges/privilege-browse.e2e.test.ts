import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openContext,
  openHtmlOnlyContext,
  seriousViolations,
  type ViewportName,
} from '../support/browser';
import { useDemoSession } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function memberPage(viewport: ViewportName, lang: 'en' | 'th' = 'en'): Promise<Page> {
  const context = await openContext(browser, viewport, { lang });
  const page = await context.newPage();
  await useDemoSession(page);
  return page;
}

const cards = (page: Page) => page.getByTestId('privilege-card');

describe('privilege browsing', () => {
  const browseRuns = [
    ['phone', 'en'],
    ['tablet', 'th'],
    ['desktop', 'en'],
    ['desktop', 'th'],
  ] as const;
  for (const [viewport, lang] of browseRuns) {
    it(`browses categories and opens a privilege at ${viewport} width in ${lang}`, async () => {
      const page = await memberPage(viewport, lang);
      await page.goto('/privilege');
      await cards(page).first().waitFor();
      // The categories are a call of their own: under load they may arrive after the first cards.
      await page.getByTestId('category-button').first().waitFor();
      await saveScreenshot(page, `privilege-${viewport}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);

      const category = page.getByTestId('category-button').first();
      await category.click();
      await expect.poll(() => category.getAttribute('aria-pressed')).toBe('true');
      await cards(page).first().waitFor();
      const title = (await cards(page).first().locator('h2').textContent()) ?? '';
      await cards(page).first().locator('a').click();
      await page.waitForURL('**/privilege-detail/**');
      await page.getByTestId('detail-title').waitFor();
      expect(await page.getByTestId('detail-title').textContent()).toBe(title);
      expect(await page.evaluate(() => window.sessionStorage.getItem('pId'))).toBe(
        page.url().match(/privilege-detail\/(\d+)/)?.[1],
      );
      await saveScreenshot(page, `privilege-detail-${viewport}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("writes a privilege's Thai validity date on one line on a phone", async () => {
    const page = await memberPage('phone', 'th');
    await page.goto('/privilege');
    await cards(page).first().locator('a').click();
    const date = page.getByTestId('detail-valid-until');
    await date.waitFor();
    const lines = await date.evaluate((element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBe(1);
    await page.context().close();
  });

  it('comes back to privilege at the earlier scroll position (SPEC §2: after 1200 ms)', async () => {
    const page = await memberPage('phone');
    await page.goto('/privilege');
    const target = cards(page).nth(9);
    await target.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const before = await page.evaluate(() => window.scrollY);
    await target.locator('a').click();
    await page.getByTestId('detail-title').waitFor();
    await page.goBack();
    await page.waitForURL('**/privilege');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(before - 100);
    await page.context().close();
  });

  it('searches in Thai and shows Thai results', async () => {
    const page = await memberPage('phone', 'th');
    await page.goto('/privilege-search');
    await page.getByTestId('privilege-search-input').fill('ก๋วยเตี๋ยว');
    await page.getByTestId('search-results').waitFor();
    const titles = await page.getByTestId('search-results').locator('h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes('ก๋วยเตี๋ยว'))).toBe(true);
    await saveScreenshot(page, 'privilege-search-phone-th');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`favourites and unfavourites a privilege at ${viewport} width`, async () => {
      const page = await memberPage(viewport, viewport === 'desktop' ? 'th' : 'en');
      await page.goto('/privilege');
      // An ordinary privilege: flash-sale ones have no heart (SPEC §2).
      const ordinary = cards(page)
        .filter({ has: page.getByTestId('card-heart') })
        .nth(viewport === 'phone' ? 0 : 1);
      await ordinary.waitFor();
      const id = await ordinary.getAttribute('data-privilege-id');
      await ordinary.locator('a').click();
      await page.getByTestId('detail-title').waitFor();
      const heart = page.getByTestId('white-heart');
      const wasFavourite = (await heart.getAttribute('aria-pressed')) === 'true';
      if (wasFavourite) {
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      }
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

      await page.goto('/privilege-fav');
      const favourite = page.locator(`[data-testid="privilege-card"][data-privilege-id="${id}"]`);
      await favourite.waitFor();
      await saveScreenshot(page, `privilege-fav-${viewport}-${viewport === 'desktop' ? 'th' : 'en'}`);
      expect(await seriousViolations(page)).toEqual([]);
      await favourite.getByTestId('card-heart').click();
      await expect.poll(() => favourite.getByTestId('card-heart').getAttribute('aria-pressed')).toBe('false');

      await page.reload();
      await page.getByTestId('favourite-list').or(page.getByTestId('empty-state')).first().waitFor();
      expect(await favourite.count()).toBe(0);
      await page.context().close();
    });
  }

  it('shows flash sales with countdowns, groups and exclusive privileges', async () => {
    const page = await memberPage('desktop');
    await page.goto('/privilege-flashsale');
    await page.getByTestId('flash-sale-list').or(page.getByTestId('empty-state')).first().waitFor();
    if (await page.getByTestId('flash-sale-footer').count()) {
      expect(await page.getByRole('timer').count()).toBeGreaterThan(0);
    }
    await saveScreenshot(page, 'privilege-flashsale-desktop-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/privilege-group');
    await page.getByTestId('group-list').or(page.getByTestId('empty-state')).first().waitFor();
    if (await page.getByTestId('group-card').count()) {
      await page.getByTestId('group-card').first().click();
      await page.waitForURL('**/privilege-group?gId=*');
      await page.getByTestId('group-privilege-list').or(page.getByTestId('empty-state')).first().waitFor();
    }
    await saveScreenshot(page, 'privilege-group-desktop-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/home-exclusive');
    await page.getByTestId('exclusive-list').or(page.getByTestId('empty-state')).first().waitFor();
    await saveScreenshot(page, 'home-exclusive-desktop-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const lang of ['en', 'th'] as const) {
    it(`paints its first cards from its HTML alone on a phone in ${lang}, and their links work (decision 036)`, async () => {
      const context = await openHtmlOnlyContext(browser, 'phone', lang);
      const page = await context.newPage();
      await page.goto('/privilege');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lang === 'en' ? 'Privileges' : 'สิทธิพิเศษ',
      );
      const firstPicture = page.locator('#root article img').first();
      await expect
        .poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      expect(await firstPicture.getAttribute('fetchpriority')).toBe('high');
      await saveScreenshot(page, `privilege-html-only-${lang}`);
      await page.locator('#root article a').first().click();
      await page.waitForURL(/\/privilege-detail\/\d+\?catId=\d+&fwsFlag=[01]$/);
      await context.close();
    });
  }

  it('hands the drawn page to the app without a skeleton between them, hearts and all (decision 036)', async () => {
    const page = await memberPage('phone');
    // Whether the list's loading skeleton was ever in the page from its first byte on.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="privilege-list-loading"]')) {
          (window as Window & { sawSkeleton?: boolean }).sawSkeleton = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/privilege');
    await page.getByTestId('card-heart').first().waitFor();
    expect(await page.evaluate(() => (window as Window & { sawSkeleton?: boolean }).sawSkeleton ?? false)).toBe(false);
    // The app's own page, not the frame beside it.
    expect(await page.locator('[data-layout]').count()).toBe(1);
    expect(await page.locator('[data-layout]').getAttribute('class')).not.toContain('tablet:hidden');
    await page.getByTestId('bottom-nav').waitFor();
    await cards(page).first().locator('a').click();
    await page.getByTestId('detail-title').waitFor();
    await page.context().close();
  });

  it('clears the drawn page for a visitor without a session, who goes to the landing', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    // With the app held back, what the page's own starter leaves in `#root`.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    const served = await page.request.get('/privilege');
    expect(await served.text()).toContain('<article');
    await page.goto('/privilege');
    await expect.poll(() => page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    await page.unrouteAll();
    await page.goto('/privilege');
    await page.waitForURL('**/landing');
    await context.close();
  });
});
