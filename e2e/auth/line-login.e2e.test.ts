import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('LINE login through the LIFF mock', () => {
  it('sends a LINE user who is not yet a member on to registration with a bcrm-register session', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/login-type');
    await page.getByTestId('login-type-line').click();
    await page.waitForURL('**/phone');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const claims = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims.scope).toBe('bcrm-register');
    // A register-only session is kept inside registration: member screens send it back.
    await page.goto('/home');
    await page.waitForURL(/\/(phone|register)$/);
    await context.close();
  });
});
