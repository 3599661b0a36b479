import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { freshEmail } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('edit profile', () => {
  it('completes a new member profile, shows the extra points of SPEC §8 once, then the balance', async () => {
    const member = await registerThaiMember('Malee');
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await useSession(page, member.token);
    await page.goto('/edit-profile');
    const form = page.getByTestId('edit-profile-form');
    await form.waitFor();
    const birthDate = page.getByTestId('edit-birth-date');
    await birthDate.getByLabel('Day').selectOption('13');
    await birthDate.getByLabel('Month').selectOption({ label: 'April' });
    await birthDate.getByLabel('Year').selectOption('1992');
    await form.locator('input[type="email"]').fill(freshEmail());
    await form.locator('input[autocomplete="street-address"]').fill('99/1 Sukhumvit Road');
    // The birth date's own pickers come first; the address and choice lists follow them.
    const selects = form.locator('select:not([data-testid="edit-birth-date"] select)');
    // Province, district and sub-district load one after another; each choice fills the next list.
    for (let index = 0; index < 3; index += 1) {
      const select = selects.nth(index);
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
    }
    await expect.poll(() => page.getByTestId('postal-code').textContent()).toMatch(/^\d{5}$/);
    const choiceCount = await selects.count();
    for (let index = 3; index < choiceCount; index += 1) {
      await expect.poll(() => selects.nth(index).locator('option').count()).toBeGreaterThan(1);
      await selects.nth(index).selectOption({ index: 1 });
    }
    await saveScreenshot(page, 'edit-profile-phone-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('edit-profile-submit').click();
    const success = page.getByTestId('update-success');
    await success.waitFor();
    expect(await success.textContent()).toContain('Information updated successfully.');
    expect(await success.textContent()).toMatch(/You get 100 points from updating information\./);
    await saveScreenshot(page, 'update-success-phone-en');
    await page.getByTestId('update-success-close').click();
    await page.waitForURL('**/profile');

    // The id card and birth date are locked now; a second save earns nothing more.
    await page.goto('/edit-profile');
    await form.waitFor();
    expect(await page.getByTestId('edit-birth-date').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('edit-gov-id').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('edit-profile-submit').click();
    await success.waitFor();
    expect(await success.textContent()).toContain('You have successfully updated the information.');
    await page.getByTestId('update-success-close').click();
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('home-points').textContent()).toBe('100');
    await context.close();
  });
});
