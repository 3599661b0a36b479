import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext, seriousViolations } from '../support/browser';
import { acceptedEarlierPolicy } from '../support/database';
import { type NewMember, registerForeigner, registerThaiMember, useSession } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The error code a member's write answers: CONSENT_REQUIRED while a newer policy waits, another after. */
async function scanCodeRefusal(member: NewMember): Promise<string> {
  const response = await fetch(`${baseURL()}/api/v1/Code/ScanCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({ Code: 'NO-SUCH-CODE' }),
  });
  const body = (await response.json()) as { code?: string };
  return body.code ?? `HTTP ${response.status}`;
}

async function acceptOnConsentScreen(page: Page, asked: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/consent' && url.searchParams.get('next') === asked);
  const form = page.getByTestId('consent-form');
  await form.waitFor();
  await expect.poll(() => page.getByTestId('legal-document').count()).toBe(2);
  expect(await page.getByTestId('consent-submit').isDisabled()).toBe(true);
  await page.getByTestId('consent-accept').check();
}

describe('re-consent after a policy change (DESIGN §16)', () => {
  it('a Thai member is asked first on a phone, the server refusing writes until the member accepts', async () => {
    const member = await registerThaiMember('Pranee');
    await acceptedEarlierPolicy(member.mobile, '0.9');
    expect(await scanCodeRefusal(member)).toBe('CONSENT_REQUIRED');

    const context = await openContext(browser, 'phone', { lang: 'th' });
    const page = await context.newPage();
    await useSession(page, member.token);
    await page.goto('/point-transaction');
    await acceptOnConsentScreen(page, '/point-transaction');
    expect(await page.getByTestId('consent-form').textContent()).toContain('นโยบายความเป็นส่วนตัวหรือข้อกำหนดมีการเปลี่ยนแปลง');
    await saveScreenshot(page, 'reconsent-phone-th');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('consent-submit').click();
    await page.waitForURL((url) => url.pathname === '/point-transaction');

    expect(await scanCodeRefusal(member)).not.toBe('CONSENT_REQUIRED');
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });

  it('a member reading English is asked on a desktop, from any member page, and keeps their optional choices', async () => {
    const member = await registerForeigner('Olivia');
    await acceptedEarlierPolicy(member.email, '0.9');

    const context = await openContext(browser, 'desktop', { lang: 'en' });
    const page = await context.newPage();
    await useSession(page, member.token);
    await page.goto('/privilege');
    await acceptOnConsentScreen(page, '/privilege');
    expect(await page.getByTestId('consent-form').textContent()).toContain('privacy policy or terms have changed');
    await page.getByTestId('consent-news').check();
    await saveScreenshot(page, 'reconsent-desktop-en');
    await page.getByTestId('consent-submit').click();
    await page.waitForURL((url) => url.pathname === '/privilege');

    // The choice is saved with the acceptance, and the consent page no longer asks.
    await page.goto('/consent');
    await page.getByTestId('consent-form').waitFor();
    expect(await page.getByTestId('consent-news').isChecked()).toBe(true);
    expect(await page.getByTestId('consent-accept').count()).toBe(0);
    expect(await scanCodeRefusal(member)).not.toBe('CONSENT_REQUIRED');
    await context.close();
  });
});
