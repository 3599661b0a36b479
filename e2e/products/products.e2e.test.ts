import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { useDemoSession } from '../support/members';
import { saveScreenshot as saveScreen } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Lang = 'en' | 'th';

/** Pictures and the lazy register aside arrive after the content: the screenshot waits for them. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await saveScreen(page, name);
}

async function memberPage(viewport: ViewportName, lang: Lang): Promise<Page> {
  const context = await openContext(browser, viewport, { lang });
  const page = await context.newPage();
  await useDemoSession(page);
  return page;
}

async function visitorPage(viewport: ViewportName, lang: Lang): Promise<Page> {
  const context = await openContext(browser, viewport, { lang });
  return context.newPage();
}

/** Words of the seeded companies and brands (apps/api/src/seed/seed-products-*.ts) to search for. */
const SEARCHES = {
  company: { en: 'retail', th: 'รีเทล' },
  brand: { en: 'brew', th: 'บรูว์' },
} as const;

describe('group companies and brands (DESIGN §12)', () => {
  const runs = [
    ['company', 'phone', 'en'],
    ['company', 'tablet', 'th'],
    ['company', 'desktop', 'en'],
    ['brand', 'phone', 'th'],
    ['brand', 'tablet', 'en'],
    ['brand', 'desktop', 'th'],
  ] as const;
  for (const [kind, viewport, lang] of runs) {
    it(`browses the ${kind} list from profile, searches, opens one and one of its privileges at ${viewport} in ${lang}`, async () => {
      const page = await memberPage(viewport, lang);
      await page.goto('/profile');
      await page.getByTestId(`product-kind-link-${kind}`).click();
      await page.waitForURL(`**/${kind}`);
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(6);
      await saveScreenshot(page, `${kind}-list-${viewport}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('product-search-input').fill(SEARCHES[kind][lang]);
      await page.waitForURL(/\?q=/);
      await expect.poll(() => page.getByTestId('product-card').count()).toBe(1);
      await page.getByTestId('product-card').first().click();
      await page.waitForURL(`**/${kind}-detail/*`);
      await page.getByTestId('product-detail').waitFor();
      const map = page.getByTestId('branch-map-link').first();
      expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(await map.getAttribute('target')).toBe('_blank');
      expect(await page.getByTestId('product-line-oa').getAttribute('href')).toMatch(
        /^https:\/\/line\.me\/R\/ti\/p\/%40/,
      );
      await page.getByTestId('product-privileges').locator('[data-testid="privilege-card"]').first().waitFor();
      await saveScreenshot(page, `${kind}-detail-${viewport}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);

      const offered = page.getByTestId('product-privileges').getByTestId('privilege-card').first();
      const title = (await offered.locator('h2').textContent()) ?? '';
      await offered.locator('a').click();
      await page.waitForURL('**/privilege-detail/**');
      await page.getByTestId('detail-title').waitFor();
      expect(await page.getByTestId('detail-title').textContent()).toBe(title);
      await page.context().close();
    });
  }
});

describe('games landing (DESIGN §12)', () => {
  for (const [viewport, lang] of [
    ['phone', 'en'],
    ['tablet', 'th'],
    ['desktop', 'en'],
  ] as const) {
    it(`shows the shared game and the inviting code at ${viewport} in ${lang}`, async () => {
      const page = await visitorPage(viewport, lang);
      await page.goto('/games-landing?game=lucky-spin&ref=CR12345678');
      await page.getByTestId('game-title').waitFor();
      expect(await page.getByTestId('game-title').textContent()).toBe(lang === 'th' ? 'หมุนวงล้อนำโชค' : 'Lucky Spin');
      expect(await page.getByTestId('game-invited-by').textContent()).toContain('CR12345678');
      await saveScreenshot(page, `games-landing-${viewport}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('brings a visitor back to the game after logging in', async () => {
    const page = await visitorPage('phone', 'en');
    await page.goto('/games-landing?game=memory-match');
    await page.getByTestId('game-login').click();
    await page.waitForURL('**/login-type');
    await page.goto('/login');
    await page.locator('input[name="Email"]').fill('demo@example.com');
    await page.locator('input[name="Password"]').fill('Demo1234!');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/games-landing?game=memory-match');
    await page.getByTestId('game-collect').click();
    await page.waitForURL('**/collect-point');
    await page.context().close();
  });
});

describe('an address that names no page (DESIGN §3)', () => {
  for (const [viewport, lang, isSignedIn] of [
    ['phone', 'en', false],
    ['phone', 'th', true],
    ['desktop', 'th', false],
    ['desktop', 'en', true],
  ] as const) {
    it(`shows the not-found page at ${viewport} in ${lang}, ${isSignedIn ? 'signed in' : 'signed out'}`, async () => {
      const page = isSignedIn ? await memberPage(viewport, lang) : await visitorPage(viewport, lang);
      for (const path of ['/definitely-not-here', '/gadget-detail/3']) {
        await page.goto(path);
        const heading = page.getByRole('heading', {
          level: 1,
          name: lang === 'th' ? 'ไม่พบหน้าที่ต้องการ' : 'Page not found',
        });
        await heading.waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
      await saveScreenshot(page, `not-found-${viewport}-${lang}-${isSignedIn ? 'member' : 'visitor'}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
