import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The collect screens at desktop width and in Thai: drawn, translated and accessible. */
describe('collect screens on a desktop, in Thai', () => {
  it('draws collect-point, promo-code, upload-receipt and home-detail', async () => {
    const member = await registerThaiMember('Suda');
    const context = await openContext(browser, 'desktop', { lang: 'th' });
    const page = await context.newPage();
    await useSession(page, member.token);

    await page.goto('/collect-point');
    await page.getByTestId('collect-balance').waitFor();
    expect(await page.getByTestId('collect-way-upload-receipt').textContent()).toContain('อัปโหลดใบเสร็จ');
    await saveScreenshot(page, 'collect-point-desktop-th');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/promo-code?promocode=WELCOME100');
    await page.getByTestId('promo-form-input').waitFor();
    expect(await page.getByTestId('promo-form-input').inputValue()).toBe('WELCOME100');
    await page.getByTestId('promo-form-check').click();
    await page.getByTestId('code-preview').waitFor();
    await saveScreenshot(page, 'promo-code-desktop-th');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/upload-receipt');
    await page.getByTestId('receipt-remaining').waitFor();
    await page.getByTestId('empty-state').waitFor();
    await saveScreenshot(page, 'upload-receipt-desktop-th');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/home-list');
    await page.getByTestId('article-card').first().click();
    await page.getByTestId('article-reward').waitFor();
    await saveScreenshot(page, 'home-detail-desktop-th');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/scancode');
    await page.getByTestId('manual-form-input').waitFor();
    await page.getByTestId('camera-problem').or(page.getByTestId('camera-video')).first().waitFor();
    await saveScreenshot(page, 'scancode-desktop-th');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lays out collect-point, home-list and point-condition on a tablet, in English', async () => {
    const member = await registerThaiMember('Nok');
    const context = await openContext(browser, 'tablet', { lang: 'en' });
    const page = await context.newPage();
    await useSession(page, member.token);

    await page.goto('/collect-point');
    await page.getByTestId('collect-balance').waitFor();
    await saveScreenshot(page, 'collect-point-tablet-en');

    await page.goto('/home-list');
    await page.getByTestId('article-card').first().waitFor();
    expect(await page.getByTestId('article-card').count()).toBeGreaterThan(1);
    await saveScreenshot(page, 'home-list-tablet-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/point-condition');
    await page.getByTestId('condition-conditions.points.transfer').waitFor();
    expect(await page.getByTestId('condition-conditions.points.transfer').textContent()).toContain('10,000');
    await saveScreenshot(page, 'point-condition-tablet-en');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
