import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { registerThaiMember } from '../support/members';
import {
  ADMIN,
  approveAdjustmentAs,
  approveReceiptAs,
  changeMemberStatusAs,
  memberIdOf,
  operatorToken,
  proposeAdjustmentAs,
  STAFF,
  signInOperator,
} from '../support/operators';
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
  en: { action: 'Action', apply: 'Apply filters' },
  th: { action: 'การกระทำ', apply: 'ใช้ตัวกรอง' },
} as const;

const RUNS = [
  { viewport: 'desktop', lang: 'en' },
  { viewport: 'tablet', lang: 'th' },
] as const satisfies readonly { viewport: ViewportName; lang: 'en' | 'th' }[];

/** Filters the audit screen by one action through its filter form; answers the row of that record. */
async function auditRow(page: Page, lang: 'en' | 'th', action: string, record: string) {
  const filters = page.getByTestId('audit-filters');
  // Actions are listed by name; the option's value is the action's code.
  await filters.getByLabel(WORDS[lang].action, { exact: true }).selectOption(action);
  // The list asked with this filter once the screen has rendered it, its filter form anew (keyed by the
  // filter) among it: the next filter is chosen on that form, not on the one it replaces. The unfiltered
  // list can already hold the row sought, so the row alone does not say the screen has moved on.
  const filtered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/audit') && url.searchParams.get('action') === action;
  });
  await filters.getByRole('button', { name: WORDS[lang].apply, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('action') === action);
  await filtered;
  // The previous filter's rows stay until the new ones arrive, so the row is found by its action too;
  // `#12` must not match `#123`: the record's id ends where the digits end.
  const row = page
    .getByRole('row')
    .filter({ hasText: action })
    .filter({ hasText: new RegExp(`${record}(?!\\d)`) });
  await row.waitFor();
  return row;
}

describe('console: audit trail', () => {
  for (const { viewport, lang } of RUNS) {
    it(`shows the receipt approval, the adjustment made and approved, and the block, each with its operator (${viewport}, ${lang})`, async () => {
      const member = await registerThaiMember('Orawan');
      const [receiptId, memberId, staff, admin] = await Promise.all([
        uploadReceipt(member),
        memberIdOf(member),
        operatorToken(STAFF),
        operatorToken(ADMIN),
      ]);
      await approveReceiptAs(staff, receiptId, 250);
      const adjustment = await proposeAdjustmentAs(staff, memberId, {
        points: 5000,
        reason: 'Goodwill for a late delivery',
        reason_th: 'ขออภัยที่จัดส่งสินค้าล่าช้า',
      });
      expect(adjustment.status).toBe('pending');
      await approveAdjustmentAs(admin, adjustment.id);
      await changeMemberStatusAs(admin, memberId, 'blocked', 'Receipts from another person, repeatedly');

      const context = await openContext(browser, viewport, { lang });
      const page = await context.newPage();
      await signInOperator(page, ADMIN, lang, '/admin/audit');
      await page.getByTestId('audit-filters').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const expected = [
        { action: 'receipt.approve', record: `receipt #${receiptId}`, by: STAFF.email },
        { action: 'adjustment.create', record: `point_adjustment #${adjustment.id}`, by: STAFF.email },
        { action: 'adjustment.approve', record: `point_adjustment #${adjustment.id}`, by: ADMIN.email },
        { action: 'member.status', record: `member #${memberId}`, by: ADMIN.email },
      ];
      for (const { action, record, by } of expected) {
        const row = await auditRow(page, lang, action, record);
        expect(await row.textContent()).toContain(by);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-audit-${viewport}-${lang}`);
      await context.close();
    });
  }
});
