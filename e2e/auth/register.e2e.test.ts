import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations } from '../support/browser';
import { freshEmail, freshMobile, latestOtp } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A Thai id card number with a valid checksum (the 13th digit checks the first twelve). */
function thaiIdCard(): string {
  const first = `1${String(Date.now()).slice(-11)}`;
  const sum = [...first].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${first}${(11 - (sum % 11)) % 10}`;
}

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
    await fillRegistration(page, `P${String(Date.now()).slice(-8)}`, 'Olivia');
    await saveScreenshot(page, 'register-phone-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('register-submit').click();
    await page.waitForURL('**/consent');
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
    await fillRegistration(page, thaiIdCard(), 'สมหญิง');
    await saveScreenshot(page, 'register-desktop-th');
    await page.getByTestId('register-submit').click();
    await page.waitForURL('**/consent');
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
