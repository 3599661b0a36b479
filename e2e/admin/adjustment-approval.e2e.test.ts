import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { ADMIN, memberIdOf, STAFF, signInOperator } from '../support/operators';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REASON = { en: 'Goodwill for a late delivery', th: 'ขออภัยที่จัดส่งสินค้าล่าช้า' } as const;

const WORDS = {
  en: {
    form: 'Adjust points',
    points: 'Points',
    reason: 'Reason (English)',
    reasonTh: 'Reason (Thai)',
    submit: 'Submit adjustment',
    waiting: 'Waiting for approval: +5,000 points',
    approve: 'Approve adjustment #',
    approved: 'is approved',
  },
  th: {
    form: 'ปรับคะแนน',
    points: 'คะแนน',
    reason: 'เหตุผล (ภาษาอังกฤษ)',
    reasonTh: 'เหตุผล (ภาษาไทย)',
    submit: 'ส่งการปรับคะแนน',
    waiting: 'รออนุมัติ: +5,000 คะแนน',
    approve: 'อนุมัติการปรับคะแนน #',
    approved: 'คะแนนเข้าสู่ยอดของสมาชิกแล้ว',
  },
} as const;

const RUNS = [
  { viewport: 'desktop', lang: 'th' },
  { viewport: 'tablet', lang: 'en' },
] as const satisfies readonly { viewport: ViewportName; lang: 'en' | 'th' }[];

describe('console: point adjustment with maker-checker', () => {
  for (const { viewport, lang } of RUNS) {
    it(`staff proposes 5,000 points, an admin approves them, the member reads the reason (${viewport}, ${lang})`, async () => {
      const words = WORDS[lang];
      const member = await registerThaiMember('Sunee');
      const memberId = await memberIdOf(member);

      const staffContext = await openContext(browser, viewport, { lang });
      const staffPage = await staffContext.newPage();
      await signInOperator(staffPage, STAFF, lang, `/admin/members/${memberId}`);
      const form = staffPage.getByRole('form', { name: words.form, exact: true });
      await form.waitFor();
      expect(await seriousViolations(staffPage)).toEqual([]);
      await form.getByLabel(words.points, { exact: true }).fill('5000');
      await form.getByLabel(words.reason, { exact: true }).fill(REASON.en);
      await form.getByLabel(words.reasonTh, { exact: true }).fill(REASON.th);
      await form.getByRole('button', { name: words.submit, exact: true }).click();
      const result = staffPage.getByTestId('adjustment-result');
      await result.waitFor();
      expect(await result.textContent()).toContain(words.waiting);
      await saveScreenshot(staffPage, `admin-member-adjustment-${viewport}-${lang}`);
      await staffContext.close();

      const adminContext = await openContext(browser, viewport, { lang });
      const adminPage = await adminContext.newPage();
      await signInOperator(adminPage, ADMIN, lang, '/admin/adjustments');
      const row = adminPage.getByRole('row').filter({ hasText: memberId });
      await row.waitFor();
      expect(await row.textContent()).toContain(lang === 'th' ? REASON.th : REASON.en);
      expect(await seriousViolations(adminPage)).toEqual([]);
      await saveScreenshot(adminPage, `admin-adjustments-${viewport}-${lang}`);
      await row.getByRole('button', { name: words.approve }).click();
      const decided = adminPage.getByTestId('adjustment-decided');
      await decided.waitFor();
      expect(await decided.textContent()).toContain(words.approved);
      await adminContext.close();

      const memberContext = await openContext(browser, viewport, { lang });
      const memberPage = await memberContext.newPage();
      await useSession(memberPage, member.token);
      await memberPage.goto('/point-transaction');
      const entry = memberPage.getByTestId('history-row').first();
      await entry.waitFor();
      const text = await entry.textContent();
      expect(text).toContain(REASON[lang]);
      expect(text).not.toContain(REASON[lang === 'th' ? 'en' : 'th']);
      expect(text).toContain('+5,000');
      await saveScreenshot(memberPage, `admin-adjustment-history-${viewport}-${lang}`);
      await memberContext.close();
    });
  }
});
