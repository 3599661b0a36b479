import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  logInAsDemo,
  openContext,
  seriousViolations,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser';
import { watchServedBalance } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('e-mail login slice: login → home → profile → logout', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`works through the UI at ${viewport} width`, async () => {
      const context = await openContext(browser, viewport);
      const page = await context.newPage();
      const servedBalance = watchServedBalance(page);
      await page.goto('/landing');
      await page.getByRole('link', { name: 'Log in' }).first().click();
      await page.waitForURL('**/login-type');
      await page.getByRole('link', { name: 'E-mail / mobile number' }).click();
      await page.waitForURL('**/login');
      await saveScreenshot(page, `login-${viewport}-en`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('E-mail or mobile number').fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/home');
      await expect.poll(() => page.getByTestId('home-greeting').textContent()).toMatch(/^Hello, Khun \S+/);
      expect(await page.getByTestId('home-points').textContent()).toBe(await servedBalance());
      expect(await page.getByTestId('home-tier').textContent()).toBe('Gold');
      await saveScreenshot(page, `home-${viewport}-en`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/profile');
      await page.getByText('demo@example.com').first().waitFor();
      await saveScreenshot(page, `profile-${viewport}-en`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Log out' }).last().click();
      await page.waitForURL('**/landing');
      const storage = await page.evaluate(() => ({
        session: Object.keys(sessionStorage),
        local: Object.keys(localStorage),
      }));
      expect(storage.session).toEqual([]);
      expect(storage.local).toEqual(['appVersion']);
      await page.goto('/home');
      await page.waitForURL('**/landing');
      await context.close();
    });
  }

  it('signs a login type 2 member in by mobile number, in Thai', async () => {
    const context = await openContext(browser, 'phone', { lang: 'th' });
    const page = await context.newPage();
    const servedBalance = watchServedBalance(page);
    await logInAsDemo(page, '0812345678');
    await expect.poll(() => page.getByTestId('home-greeting').textContent()).toMatch(/คุณ/);
    expect(await page.getByTestId('home-points').textContent()).toBe(await servedBalance());
    await saveScreenshot(page, 'home-phone-th');
    await page.goto('/profile');
    await page.getByText('081-234-5678').first().waitFor();
    await saveScreenshot(page, 'profile-phone-th');
    await context.close();
  });

  it('tells a member in their language that the password is wrong, without signing in', async () => {
    const context = await openContext(browser, 'phone', { lang: 'th' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/อีเมล/).fill('demo@example.com');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await saveScreenshot(page, 'login-error-phone-th');
    await context.close();
  });

  it('revokes the session on logout: the old token no longer reads the profile', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await logInAsDemo(page);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out' }).last().click();
    await page.waitForURL('**/landing');
    const response = await page.request.get('/api/v1/Customer/GetCustomerInfo', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(401);
    await context.close();
  });
});
