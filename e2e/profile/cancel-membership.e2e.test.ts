import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cancel membership', () => {
  it('cancels with a reason and the password, switching language mid-flow, and the session ends', async () => {
    const member = await registerThaiMember('Nida');
    // The member just received a registration code, so a second code would wait out the resend cool-down.
    const setPassword = await fetch(`${baseURL()}/api/v1/Customer/SetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ New_Password: 'Nida2026pass' }),
    });
    expect(setPassword.status).toBe(200);
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await useSession(page, member.token);
    await page.goto('/cancel-membership');
    const form = page.getByTestId('cancel-membership-form');
    await form.waitFor();
    await form.locator('select').selectOption('other');
    await page.getByTestId('cancel-details').fill('Moving abroad for work');
    // The language switch shows on cancel-membership (SPEC §2); what was typed stays.
    await page.getByRole('button', { name: 'เปลี่ยนเป็นภาษาไทย' }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await page.getByTestId('cancel-details').inputValue()).toBe('Moving abroad for work');
    await form.locator('label:has(input[value="password"])').click();
    await page.getByTestId('cancel-password').fill('Nida2026pass');
    await page.getByTestId('cancel-submit').click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await saveScreenshot(page, 'cancel-membership-done-phone-th');
    const info = await fetch(`${baseURL()}/api/v1/Customer/GetCustomerInfo`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(info.status).toBe(401);
    await context.close();
  });
});
