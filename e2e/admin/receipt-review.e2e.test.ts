import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { ADMIN, memberIdOf, STAFF, signInOperator } from '../support/operators';
import { uploadReceipt } from '../support/receipts';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WORDS = {
  en: {
    open: 'Open receipt #',
    store: 'Store on the receipt',
    receiptNo: 'Receipt number',
    purchasedOn: 'Purchase date',
    amount: 'Receipt total (THB)',
    approve: 'Approve receipt',
    history: 'Receipt points',
  },
  th: {
    open: 'เปิดใบเสร็จ #',
    store: 'ร้านค้าในใบเสร็จ',
    receiptNo: 'เลขที่ใบเสร็จ',
    purchasedOn: 'วันที่ซื้อ',
    amount: 'ยอดรวมในใบเสร็จ (บาท)',
    approve: 'อนุมัติใบเสร็จ',
    history: 'คะแนนจากใบเสร็จ',
  },
} as const;

/** Today in Bangkok (YYYY-MM-DD), as a receipt bought today prints it. */
const bangkokToday = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

const RUNS = [
  { viewport: 'desktop', lang: 'en', operator: STAFF },
  { viewport: 'tablet', lang: 'th', operator: ADMIN },
] as const satisfies readonly { viewport: ViewportName; lang: 'en' | 'th'; operator: typeof ADMIN | typeof STAFF }[];

describe('console: receipt review', () => {
  for (const { viewport, lang, operator } of RUNS) {
    it(`an operator approves a pending receipt in the viewer and the member sees its points (${viewport}, ${lang})`, async () => {
      const words = WORDS[lang];
      const member = await registerThaiMember('Ratree');
      const [receiptId, memberId] = await Promise.all([uploadReceipt(member), memberIdOf(member)]);

      const consoleContext = await openContext(browser, viewport, { lang });
      const page = await consoleContext.newPage();
      await page.goto('/admin/sign-in');
      await page.getByTestId('sign-in-submit').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const queuePath = `/admin/receipts?member_id=${memberId}`;
      await signInOperator(page, operator, lang, queuePath);
      const open = page.getByRole('button', { name: `${words.open}${receiptId}`, exact: true });
      await open.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-receipts-${viewport}-${lang}`);

      await open.click();
      await page.getByTestId('receipt-image').waitFor();
      await page.getByLabel(words.store, { exact: true }).selectOption('CHB-BKK-001');
      await page.getByLabel(words.receiptNo, { exact: true }).fill(`E2E-${receiptId}`);
      await page.getByLabel(words.purchasedOn, { exact: true }).fill(bangkokToday());
      const amount = page.getByLabel(words.amount, { exact: true });
      await amount.fill('500');
      await expect.poll(() => page.getByTestId('receipt-points').textContent()).toContain('20');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-receipt-viewer-${viewport}-${lang}`);
      await page.getByRole('button', { name: words.approve, exact: true }).click();
      // The only pending receipt of the filtered queue: the viewer closes back to the queue after the decision.
      await page.waitForURL((url) => !url.searchParams.has('receipt'));
      await consoleContext.close();

      const memberContext = await openContext(browser, viewport, { lang });
      const memberPage = await memberContext.newPage();
      await useSession(memberPage, member.token);
      await memberPage.goto('/point-transaction');
      const entry = memberPage.getByTestId('history-row').first();
      await entry.waitFor();
      expect(await entry.textContent()).toContain(words.history);
      expect(await entry.textContent()).toContain('+20');
      await memberContext.close();
    });
  }
});
