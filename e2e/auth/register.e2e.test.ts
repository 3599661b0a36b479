import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations } from '../support/browser';
import { thaiIdCard } from '../support/members';
import { freshEmail, freshMobile, latestOtp, uniqueDigits } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function confirmCode(page: Page, recipient: string): Promise<void> {
  await page.getByTestId('otp-input').waitFor();
  await page.getByTestId('otp-input').fill(await latestOtp(recipient));
  await page.getByTestId('otp-submit').click();
}

async function fillRegistration(page: Page, govId: string, firstName: string): Promise<void> {
  await page.getByTestId('register-gov-id').waitFor();
  await page.getByTestId('register-gov-id').fill(govId);
  await page.locator('input[autocomplete="given-name"]').fill(firstName);
  await page.locator('input[autocomplete="family-name"]').fill('Tester');
  // The gender radios are drawn as pills: the label is what a member taps.
  await page.locator('label:has(input[name="gender"])').first().click();
  await page.getByTestId('register-birth-year').selectOption('1990');
  await page.getByTestId('register-accept-policy').check();
}

/** Submits the register form and waits for consent, failing with the form's own error when it shows one. */
async function submitRegistration(page: Page): Promise<void> {
  await page.getByTestId('register-submit').click();
  const refused = page
    .getByTestId('register-error')
    .waitFor({ timeout: 15_000 })
    .then(async () => {
      throw new Error(`Registration refused: ${await page.getByTestId('register-error').textContent()}`);
    });
  await Promise.race([page.waitForURL('**/consent', { timeout: 15_000 }), refused]).catch(async (error) => {
    await saveScreenshot(page, 'register-failure');
    throw error;
  });
  refused.catch(() => undefined);
}

describe('registration', () => {
  it('registers a foreigner by e-mail with the code from the outbox, then lands on home (390 px, English)', async () => {
    const email = freshEmail();
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/landing');
    await page.getByTestId('landing-register').click();
    await page.waitForURL('**/login-type');
    await page.getByTestId('login-type-register-foreigner').click();
    await page.waitForURL('**/phone');
    await page.getByTestId('phone-identity').fill(email);
    await page.getByTestId('phone-submit').click();
    await page.waitForURL('**/otp');
    await saveScreenshot(page, 'otp-phone-en');
    await confirmCode(page, email);
    await page.waitForURL('**/register');
    await fillRegistration(page, `P${uniqueDigits(8)}`, 'Olivia');
    await saveScreenshot(page, 'register-phone-en');
    expect(await seriousViolations(page)).toEqual([]);
    await submitRegistration(page);
    await page.getByTestId('consent-submit').click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByTestId('home-greeting').textContent()).toContain('Olivia');
    expect(await page.getByTestId('home-points').textContent()).toBe('0');
    await context.close();
  });

  it('registers a Thai member by mobile in Thai at 1280 px', async () => {
    const mobile = freshMobile();
    const context = await openContext(browser, 'desktop', { lang: 'th' });
    const page = await context.newPage();
    await page.goto('/login-type');
    await page.getByTestId('login-type-register-thai').click();
    await page.waitForURL('**/phone');
    await page.getByTestId('phone-identity').fill(mobile);
    await page.getByTestId('phone-submit').click();
    await page.waitForURL('**/otp');
    await confirmCode(page, mobile);
    await page.waitForURL('**/register');
    const idCard = thaiIdCard();
    await fillRegistration(page, idCard, 'สมหญิง');
    // Crossing a breakpoint (a window resized, a tablet rotated) must not wipe what was typed.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.getByTestId('register-gov-id').inputValue()).toBe(idCard);
    expect(await page.getByTestId('register-accept-policy').isChecked()).toBe(true);
    await saveScreenshot(page, 'register-desktop-th');
    await submitRegistration(page);
    await page.getByTestId('consent-submit').click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByTestId('home-greeting').textContent()).toContain('คุณสมหญิง');
    await context.close();
  });

  it('refuses a wrong code with the tries left and keeps the visitor on the code screen', async () => {
    const email = freshEmail();
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/login-type');
    await page.getByTestId('login-type-register-foreigner').click();
    await page.getByTestId('phone-identity').fill(email);
    await page.getByTestId('phone-submit').click();
    await page.waitForURL('**/otp');
    const code = await latestOtp(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('otp-input').fill(wrong);
    await page.getByTestId('otp-submit').click();
    await expect.poll(() => page.getByTestId('otp-error').textContent()).toMatch(/incorrect|tries left/i);
    expect(new URL(page.url()).pathname).toBe('/otp');
    await context.close();
  });
});
