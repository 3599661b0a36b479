import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openContext,
  openHtmlOnlyContext,
  seriousViolations,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = Object.keys(VIEWPORTS) as ViewportName[];

describe('landing', () => {
  for (const viewport of WIDTHS) {
    for (const lang of ['en', 'th'] as const) {
      it(`renders finished at ${viewport} width in ${lang}, with no serious accessibility violation`, async () => {
        const context = await openContext(browser, viewport, { lang });
        const page = await context.newPage();
        await page.goto('/');
        await page.waitForURL('**/landing');
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const loginName = lang === 'en' ? 'Log in' : 'เข้าสู่ระบบ';
        await page.getByRole('link', { name: loginName }).first().waitFor();
        // The key visual for this width comes from GetLandingBanner and reserves its space.
        const keyVisual = page.locator('img[src*="Landing-Kv"], img[src*="landing-kv"]').first();
        await keyVisual.waitFor();
        await expect
          .poll(() => keyVisual.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        if (viewport === 'phone') {
          // A phone cannot scan its own screen: one button opens LINE's add-friend link instead of the QR.
          const addFriend = page.getByTestId('add-friend-open-line');
          await addFriend.waitFor();
          expect(await addFriend.getAttribute('href')).toContain('line.me');
          expect(await page.getByTestId('add-friend-qr').count()).toBe(0);
        } else {
          // The add-friend QR is generated from the official account handle.
          await page.locator('[data-testid="add-friend-qr"]').first().waitFor();
          // SPEC §2 register-background extras on tablet and wider: the handle button and the 2023 copyright.
          const handle = page.getByTestId('add-friend-handle').filter({ visible: true }).first();
          await handle.waitFor();
          expect(await handle.textContent()).toContain('@chabarewards');
          const copyright = page.getByTestId('copyright').filter({ visible: true }).first();
          await copyright.waitFor();
          expect(await copyright.textContent()).toContain('2023');
        }
        await saveScreenshot(page, `landing-${viewport}-${lang}`);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it('switches language in place and keeps it across reloads', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await page
      .getByRole('button', { name: /ภาษาไทย|language/i })
      .first()
      .click();
    await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('lang'), document.documentElement.lang])).toEqual([
      'th',
      'th',
    ]);
    // The page's own HTML now comes in Thai too (decision 034): the language rides in a cookie.
    const html = await (await page.request.get('/landing')).text();
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('เข้าสู่ระบบ');
    await page.reload();
    await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().waitFor();
    await context.close();
  });

  for (const lang of ['en', 'th'] as const) {
    it(`paints and works from its HTML alone on a phone in ${lang} (decision 034)`, async () => {
      const context = await openHtmlOnlyContext(browser, 'phone', lang);
      const page = await context.newPage();
      await page.goto('/landing');
      const title = lang === 'en' ? 'Welcome to Chaba Rewards' : 'ยินดีต้อนรับสู่ชบา รีวอร์ด';
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const keyVisual = page.locator('#root picture img');
      await expect
        .poll(() => keyVisual.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await saveScreenshot(page, `landing-html-only-${lang}`);
      await page.getByRole('link', { name: lang === 'en' ? 'Register' : 'สมัครสมาชิก' }).click();
      await page.waitForURL('**/login-type?intent=register');
      await context.close();
    });
  }
});
