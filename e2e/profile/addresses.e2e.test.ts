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

describe('addresses', () => {
  it('adds, edits and deletes an address with the province → district → sub-district pickers (1280 px, Thai)', async () => {
    const member = await registerThaiMember('Somsri');
    const context = await openContext(browser, 'desktop', { lang: 'th' });
    const page = await context.newPage();
    await useSession(page, member.token);
    await page.goto('/address-list');
    await page.getByTestId('address-add').click();
    await page.waitForURL('**/address-field/new');
    const form = page.getByTestId('address-form');
    await form.waitFor();
    await form.locator('input[autocomplete="name"]').fill('สมศรี ใจดี');
    await form.locator('input[autocomplete="tel-national"]').fill(member.mobile);
    await form.locator('input[autocomplete="street-address"]').fill('12/3 ถนนพระราม 4');
    const selects = form.locator('select');
    for (let index = 0; index < 3; index += 1) {
      await expect.poll(() => selects.nth(index).locator('option').count()).toBeGreaterThan(1);
      await selects.nth(index).selectOption({ index: 1 });
    }
    await expect.poll(() => page.getByTestId('postal-code').textContent()).toMatch(/^\d{5}$/);
    await saveScreenshot(page, 'address-field-desktop-th');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('address-save').click();
    await page.waitForURL('**/address-list');
    const list = page.getByTestId('address-list');
    await expect.poll(() => list.textContent()).toContain('12/3 ถนนพระราม 4');

    await list.getByRole('link').first().click();
    await page.waitForURL(/\/address-field\/\d+$/);
    await form.locator('input[autocomplete="street-address"]').fill('45 ถนนสีลม');
    await page.getByTestId('address-save').click();
    await page.waitForURL('**/address-list');
    await expect.poll(() => list.textContent()).toContain('45 ถนนสีลม');
    await saveScreenshot(page, 'address-list-desktop-th');

    await page.getByTestId('address-delete').first().click();
    await page.getByTestId('address-delete-confirm').click();
    await expect.poll(() => page.getByTestId('address-list').count()).toBe(0);
    await context.close();
  });
});
