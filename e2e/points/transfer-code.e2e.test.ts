import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAsDemo, openContext, seriousViolations } from '../support/browser';
import { registerThaiMember } from '../support/members';
import { latestOtp } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The seeded demo member: a foreigner, so the code of a large transfer goes to this e-mail (DESIGN §6). */
const DEMO_EMAIL = 'demo@example.com';

describe('a transfer above the one-time-code threshold', () => {
  it('sends 1,500 points after the code from the dev outbox, and ends on the slip', async () => {
    const recipient = await registerThaiMember('Fah');
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await logInAsDemo(page);
    await page.goto('/transfer');
    await page.getByTestId('transfer-info').waitFor();
    await page.getByTestId('recipient-input').fill(recipient.mobile);
    await page.getByTestId('recipient-search-submit').click();
    await page.getByTestId('recipient-card').waitFor();
    await page.getByTestId('transfer-amount').fill('1500');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-confirm-send').click();

    const sentTo = page.getByTestId('transfer-code-sent-to');
    await sentTo.waitFor();
    expect(await sentTo.textContent()).toContain('d***@example.com');
    expect(await page.getByTestId('transfer-code-ref').textContent()).toMatch(/^Ref: [A-HJ-NP-Z]{4}$/);
    await saveScreenshot(page, 'transfer-code-phone-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('transfer-code-input').fill(await latestOtp(DEMO_EMAIL));
    await page.getByTestId('transfer-code-submit').click();
    await page.waitForURL('**/complete-transfer');
    expect(await page.getByTestId('complete-transfer').textContent()).toContain('has received 1,500 points from you.');
    expect(await page.getByTestId('complete-reference').locator('dd').textContent()).toMatch(/^TR\d{6}-\d{6,}$/);
    await context.close();
  });
});
