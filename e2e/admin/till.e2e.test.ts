import type { MemberCode } from '@loyalty/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { memberCall, registerThaiMember, useSession } from '../support/members';
import { ADMIN, STAFF, signInOperator } from '../support/operators';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The till's words in each language, as `admin-till.json` and the member's history have them. */
const WORDS = {
  en: {
    store: 'Store',
    code: 'Member code or card code',
    receipt: 'Receipt number',
    amount: 'Amount (THB)',
    give: 'Give points',
    pay: 'Pay with points',
    points: 'Points',
    reference: 'Payment reference',
    paySubmit: 'Pay…',
    payNow: 'Pay now',
    refund: 'Refund',
    refundNo: 'Refund number',
    refundAmount: 'Amount refunded (THB)',
    history: 'In-store purchase',
  },
  th: {
    store: 'สาขา',
    code: 'รหัสสมาชิกหรือรหัสบัตร',
    receipt: 'เลขที่ใบเสร็จ',
    amount: 'ยอดเงิน (บาท)',
    give: 'ให้คะแนน',
    pay: 'ชำระด้วยคะแนน',
    points: 'คะแนน',
    reference: 'เลขอ้างอิงการชำระ',
    paySubmit: 'ชำระ…',
    payNow: 'ชำระเลย',
    refund: 'คืนเงิน',
    refundNo: 'เลขที่ใบคืนเงิน',
    refundAmount: 'ยอดเงินที่คืน (บาท)',
    history: 'ซื้อสินค้าที่ร้าน',
  },
} as const;

const RUNS = [
  { viewport: 'tablet', lang: 'th', operator: STAFF },
  { viewport: 'desktop', lang: 'en', operator: ADMIN },
  { viewport: 'phone', lang: 'en', operator: STAFF },
  { viewport: 'desktop', lang: 'th', operator: ADMIN },
] as const satisfies readonly { viewport: ViewportName; lang: 'en' | 'th'; operator: typeof ADMIN | typeof STAFF }[];

describe('console: the till', () => {
  for (const { viewport, lang, operator } of RUNS) {
    it(`a cashier finds a member by their member code, earns, takes a payment and refunds (${viewport}, ${lang})`, async () => {
      const words = WORDS[lang];
      const member = await registerThaiMember(`Till${viewport}`);
      const { code } = await memberCall<MemberCode>('Customer/GetMemberCode', member.token);

      const context = await openContext(browser, viewport, { lang });
      const page = await context.newPage();
      await signInOperator(page, operator, lang, '/admin/till');
      const store = page.getByLabel(words.store, { exact: true });
      await store.waitFor();
      await store.selectOption({ index: 1 });
      await page.getByLabel(words.code, { exact: true }).fill(code);
      await page.getByLabel(words.code, { exact: true }).press('Enter');
      const shown = page.getByTestId('till-member');
      await shown.waitFor();
      expect(await page.getByTestId('till-member-balance').textContent()).toContain('0');

      const receipt = `E2E-${viewport}-${Date.now()}`;
      await page.getByLabel(words.receipt, { exact: true }).fill(receipt);
      await page.getByLabel(words.amount, { exact: true }).fill('391');
      await page.getByRole('button', { name: words.give }).click();
      await expect.poll(async () => page.getByTestId('till-member-balance').textContent()).toContain('15');
      await saveScreenshot(page, `till-earn-${viewport}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: words.pay }).click();
      await page.getByLabel(words.points, { exact: true }).fill('10');
      await page.getByLabel(words.reference, { exact: true }).fill(`PAY-${receipt}`);
      await page.getByRole('button', { name: words.paySubmit }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await saveScreenshot(page, `till-pay-confirm-${viewport}-${lang}`);
      await dialog.getByRole('button', { name: words.payNow }).click();
      await expect.poll(async () => page.getByTestId('till-member-balance').textContent()).toMatch(/(^|\D)5(\D|$)/);

      await page.getByRole('tab', { name: words.refund }).click();
      await page.getByRole('button', { name: new RegExp(receipt) }).click();
      await page.getByLabel(words.refundNo, { exact: true }).fill(`RF-${receipt}`);
      await page.getByLabel(words.refundAmount, { exact: true }).fill('391');
      await page.getByRole('tabpanel').getByRole('button', { name: words.refund, exact: true }).click();
      await expect.poll(async () => page.getByTestId('till-member-balance').textContent()).toMatch(/(^|\D)0(\D|$)/);
      await saveScreenshot(page, `till-refund-${viewport}-${lang}`);
      await context.close();

      // The member sees the sale, the payment and the refund in their point history.
      const memberContext = await openContext(browser, 'phone', { lang });
      const memberPage = await memberContext.newPage();
      await useSession(memberPage, member.token);
      await memberPage.goto('/point-transaction');
      await expect.poll(async () => memberPage.getByText(receipt).count()).toBeGreaterThan(0);
      await saveScreenshot(memberPage, `till-history-${lang}`);
      await memberContext.close();
    }, 90_000);
  }
});
