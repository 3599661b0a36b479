import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../support/admin-cli';
import { baseURL, launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

/** A real 1×1 PNG: the server checks receipts by content, not by name. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function latestReceiptId(token: string): Promise<number> {
  const response = await fetch(`${baseURL()}/api/v1/Document/GetReceiptHistory`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { items: { receipt_id: number }[] } };
  const [latest] = body.data.items;
  if (!latest) throw new Error('The member has no receipt');
  return latest.receipt_id;
}

async function memberPage(viewport: ViewportName, token: string): Promise<Page> {
  const context = await openContext(browser, viewport);
  const page = await context.newPage();
  await useSession(page, token);
  return page;
}

/** The demo seed's newest article (apps/api/src/seed/seed-articles.ts): 10 points after 10 seconds. */
const TEN_SECOND_ARTICLE = 'Five easy ways to earn more points every week';

describe('collect points', () => {
  it('applies WELCOME100 on promo-code and the balance grows by 100', async () => {
    const member = await registerThaiMember('Kanya');
    const page = await memberPage('phone', member.token);
    await page.goto('/collect-point');
    const balance = page.getByTestId('collect-balance');
    await balance.waitFor();
    const before = Number((await balance.textContent())?.replace(/,/g, ''));
    await saveScreenshot(page, 'collect-point-phone-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('collect-way-promo-code').click();
    await page.getByTestId('promo-form-input').fill('welcome100');
    await saveScreenshot(page, 'promo-code-phone-en');
    await page.getByTestId('promo-form-check').click();
    await page.getByTestId('code-preview').waitFor();
    expect(await page.getByTestId('code-preview-points').textContent()).toBe('+100');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('code-collect').click();
    const collected = page.getByTestId('code-collected');
    await collected.waitFor();
    expect(await collected.textContent()).toContain('You collected 100 points!');
    await saveScreenshot(page, 'promo-code-collected-phone-en');

    await page.getByTestId('code-done').click();
    await page.waitForURL('**/collect-point');
    await expect.poll(async () => Number((await balance.textContent())?.replace(/,/g, ''))).toBe(before + 100);

    // Once per member: a second attempt is refused in words.
    await page.goto('/promo-code');
    await page.getByTestId('promo-form-input').fill('WELCOME100');
    await page.getByTestId('promo-form-check').click();
    await page.getByTestId('code-error').waitFor();
    expect(await page.getByTestId('code-error').textContent()).toContain('already been used');
    await page.context().close();
  });

  it('uploads a PNG receipt, shows it pending, and approved with its points once an operator approves it', async () => {
    const member = await registerThaiMember('Pim');
    const page = await memberPage('phone', member.token);
    await page.goto('/upload-receipt');
    await page.getByTestId('receipt-remaining').waitFor();
    expect(await page.getByTestId('receipt-remaining').textContent()).toBe('5 of 5 left');
    await page.getByTestId('empty-state').waitFor();
    await page.getByTestId('receipt-file-input').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await page.getByTestId('receipt-preview').waitFor();
    await page.getByTestId('receipt-upload').click();
    await page.getByTestId('receipt-uploaded').waitFor();
    await expect.poll(() => page.getByTestId('receipt-remaining').textContent()).toBe('4 of 5 left');
    const row = page.getByTestId('receipt-row');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.getByTestId('receipt-status').textContent()).toBe('Pending review');
    await saveScreenshot(page, 'upload-receipt-phone-en');
    expect(await seriousViolations(page)).toEqual([]);

    // The operator reviews it from a terminal, as the README tells (until the back-office exists).
    const receiptId = await latestReceiptId(member.token);
    const pending = await runAdminCli('receipts', 'list', '--status', 'pending');
    expect(pending.code, pending.stderr).toBe(0);
    expect(pending.stdout).toMatch(new RegExp(`^${receiptId}\\s`, 'm'));
    const approval = await runAdminCli('receipts', 'approve', String(receiptId), '--amount', '1,250.50', '--by', 'e2e');
    expect(approval.code, approval.stderr).toBe(0);

    await page.reload();
    await expect.poll(() => row.getAttribute('data-status')).toBe('approved');
    expect(await row.getByTestId('receipt-approved').textContent()).toContain('50 points');
    await page.goto('/point-transaction');
    const entry = page.getByTestId('history-row').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Receipt points');
    expect(await entry.textContent()).toContain('+50');
    await saveScreenshot(page, 'receipt-approved-history-phone-en');
    await page.context().close();
  });

  it('reads the 10-second article, collects its points once, and shows it collected on a second visit', async () => {
    const member = await registerThaiMember('Dao');
    const page = await memberPage('phone', member.token);
    await page.goto('/home-list');
    // The seed's 10-second article by its title: an operator's article published by another e2e file
    // may be newer, and so listed first.
    const card = page.getByTestId('article-card').filter({ hasText: TEN_SECOND_ARTICLE });
    await card.waitFor();
    expect(await card.getByTestId('article-badge-points').textContent()).toBe('+10 points');
    await card.click();
    await page.waitForURL(/\/home-detail\?id=\d+$/);
    await page.getByTestId('article-countdown').waitFor();
    expect(await page.getByTestId('article-collect').isDisabled()).toBe(true);

    const collect = page.getByTestId('article-collect');
    await expect.poll(() => collect.isEnabled(), { timeout: 20_000, interval: 500 }).toBe(true);
    await collect.click();
    const collected = page.getByTestId('article-reward-collected');
    await collected.waitFor();
    expect(await collected.textContent()).toContain('10 points collected');
    expect(await collected.textContent()).toContain('Your balance is now');
    await saveScreenshot(page, 'home-detail-phone-en');

    await page.reload();
    await page.getByTestId('article-reward-collected').waitFor();
    expect(await page.getByTestId('article-reward-collected').textContent()).toContain('already collected');
    expect(await page.getByTestId('article-collect').count()).toBe(0);
    await page.goto('/home-list');
    await card.getByTestId('article-badge-collected').waitFor();
    await page.context().close();
  });
});
