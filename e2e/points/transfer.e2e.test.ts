import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAsDemo, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { earnWithCode, registerThaiMember, useSession } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A seeded member the screen-drawing tests search for (read only). */
const SEEDED_RECIPIENT_MOBILE = '0812345678';

const firstRow = (page: Page) => page.getByTestId('history-row').first();

async function sendPoints(page: Page, points: number, recipientMobile: string): Promise<void> {
  await page.getByTestId('recipient-input').fill(recipientMobile);
  await page.getByTestId('recipient-search-submit').click();
  await page.getByTestId('recipient-card').waitFor();
  await page.getByTestId('transfer-amount').fill(String(points));
  await page.getByTestId('transfer-submit').click();
  const confirmation = page.getByTestId('transfer-confirm');
  await confirmation.waitFor();
  expect(await confirmation.textContent()).toContain(`Send ${points} points to`);
  await saveScreenshot(page, 'transfer-confirm-phone-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('transfer-confirm-send').click();
  await page.waitForURL('**/complete-transfer');
}

describe('point transfer', () => {
  // Members of its own: other e2e files spend the demo members' points at the same time, which would
  // move the newest history row and the balance under this test.
  it('sends 25 points to another member through the screens; both histories show it', async () => {
    const sender = await registerThaiMember('Nok');
    await earnWithCode(sender, 'WELCOME100');
    const recipient = await registerThaiMember('Fah');
    const senderContext = await openContext(browser, 'phone');
    const page = await senderContext.newPage();
    await useSession(page, sender.token);
    await page.goto('/profile');
    await page.getByTestId('profile-link-transfer').click();
    await page.waitForURL('**/transfer');
    await page.getByTestId('transfer-info').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await sendPoints(page, 25, recipient.mobile);
    const summary = page.getByTestId('complete-transfer');
    expect(await summary.textContent()).toContain('has received 25 points from you.');
    expect(await page.getByTestId('complete-reference').locator('dd').textContent()).toMatch(/^TR\d{6}-\d{6,}$/);
    await page.getByTestId('slip-share').waitFor();
    const newBalance = (await page.getByTestId('complete-balance').locator('dd').textContent()) ?? '';
    await saveScreenshot(page, 'complete-transfer-phone-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('complete-to-history').click();
    await page.waitForURL('**/point-transaction');
    await firstRow(page).waitFor();
    expect(await firstRow(page).textContent()).toContain('Points transferred');
    expect(await firstRow(page).getByTestId('history-points').textContent()).toBe('\u221225');
    expect(newBalance).toContain(await page.getByTestId('points-balance').textContent());
    await senderContext.close();

    const recipientContext = await openContext(browser, 'desktop', { lang: 'th' });
    const recipientPage = await recipientContext.newPage();
    await useSession(recipientPage, recipient.token);
    await recipientPage.goto('/point-transaction');
    await firstRow(recipientPage).waitFor();
    expect(await firstRow(recipientPage).textContent()).toContain('ได้รับคะแนนโอน');
    expect(await firstRow(recipientPage).getByTestId('history-points').textContent()).toBe('+25');
    await recipientContext.close();
  });

  it('filters the history by Earned and Used', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await logInAsDemo(page);
    await page.goto('/point-transaction');
    await firstRow(page).waitFor();
    await page.getByTestId('history-tab-spend').click();
    await expect.poll(() => page.getByTestId('history-tab-spend').getAttribute('aria-selected')).toBe('true');
    await firstRow(page).waitFor();
    const used = await page.getByTestId('history-points').allTextContents();
    expect(used.every((points) => points.startsWith('\u2212'))).toBe(true);
    await page.getByTestId('history-tab-earn').click();
    await expect
      .poll(async () => (await page.getByTestId('history-points').allTextContents()).every((p) => p.startsWith('+')))
      .toBe(true);
    await context.close();
  });
});

describe('points screens at phone and desktop widths', () => {
  const cases: [ViewportName, 'en' | 'th'][] = [
    ['phone', 'en'],
    ['tablet', 'th'],
    ['desktop', 'th'],
  ];
  it.each(cases)('draws point-transaction, transfer and friend-ref-code at %s in %s', async (viewport, lang) => {
    const context = await openContext(browser, viewport, { lang });
    const page = await context.newPage();
    await logInAsDemo(page);

    await page.goto('/point-transaction');
    await firstRow(page).waitFor();
    await page.getByTestId('expire-timeline').waitFor();
    await saveScreenshot(page, `point-transaction-${viewport}-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/transfer');
    await page.getByTestId('recipient-input').fill(SEEDED_RECIPIENT_MOBILE);
    await page.getByTestId('recipient-search-submit').click();
    await page.getByTestId('recipient-card').waitFor();
    await saveScreenshot(page, `transfer-${viewport}-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/friend-ref-code');
    await page.getByTestId('referral-qr').waitFor();
    expect(await page.getByTestId('referral-code').textContent()).toMatch(/^CR\d{8}$/);
    await saveScreenshot(page, `friend-ref-code-${viewport}-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
