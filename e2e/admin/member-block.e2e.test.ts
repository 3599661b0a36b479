import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { registerThaiMember } from '../support/members';
import { ADMIN, memberIdOf, signInOperator } from '../support/operators';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Block2026pass';

/** The member's own log-in (mobile number and password), so the session lives only in the page's storage. */
async function logInWithMobile(page: Page, mobile: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="Email"]').fill(mobile);
  await page.locator('input[name="Password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

const WORDS = {
  en: {
    form: 'Change state',
    newStatus: 'New state',
    blocked: 'Blocked',
    reason: 'Reason',
    submit: 'Change state…',
    confirm: 'Change state',
    notice: 'This membership is blocked.',
  },
  th: {
    form: 'เปลี่ยนสถานะ',
    newStatus: 'สถานะใหม่',
    blocked: 'ระงับการใช้งาน',
    reason: 'เหตุผล',
    submit: 'เปลี่ยนสถานะ…',
    confirm: 'เปลี่ยนสถานะ',
    notice: 'บัญชีสมาชิกนี้ถูกระงับการใช้งาน',
  },
} as const;

const RUNS = [
  { viewport: 'tablet', lang: 'en' },
  { viewport: 'desktop', lang: 'th' },
] as const satisfies readonly { viewport: ViewportName; lang: 'en' | 'th' }[];

describe('console: blocking a member', () => {
  for (const { viewport, lang } of RUNS) {
    it(`an admin blocks a member, who is signed out and diverted to cancel-membership (${viewport}, ${lang})`, async () => {
      const words = WORDS[lang];
      const member = await registerThaiMember('Wanida');
      // The member just received a registration code: a password is set directly rather than by a second code.
      const setPassword = await fetch(`${baseURL()}/api/v1/Customer/SetPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ New_Password: PASSWORD }),
      });
      expect(setPassword.status).toBe(200);
      const memberId = await memberIdOf(member);

      const memberContext = await openContext(browser, viewport, { lang });
      const memberPage = await memberContext.newPage();
      await logInWithMobile(memberPage, member.mobile);
      await memberPage.waitForURL('**/home');
      await memberPage.getByTestId('home-points').waitFor();

      const adminContext = await openContext(browser, viewport, { lang });
      const adminPage = await adminContext.newPage();
      await signInOperator(adminPage, ADMIN, lang, `/admin/members/${memberId}`);
      const form = adminPage.getByRole('form', { name: words.form, exact: true });
      await form.waitFor();
      expect(await seriousViolations(adminPage)).toEqual([]);
      await form.getByLabel(words.newStatus, { exact: true }).selectOption({ label: words.blocked });
      await form.getByLabel(words.reason, { exact: true }).fill('Receipts from another person, repeatedly');
      await form.getByRole('button', { name: words.submit, exact: true }).click();
      const dialog = adminPage.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(memberId);
      expect(await seriousViolations(adminPage)).toEqual([]);
      await saveScreenshot(adminPage, `admin-member-block-confirm-${viewport}-${lang}`);
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => adminPage.getByTestId('member-status-reason').textContent()).toContain('Receipts from');
      await adminContext.close();

      // The member's next visit: the revoked session answers 401, which signs them out (SPEC §4).
      await memberPage.reload();
      await memberPage.waitForURL('**/landing');
      expect(await memberPage.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

      // Signing in again: the blocked scope sends them to cancel-membership with the blocked notice.
      await logInWithMobile(memberPage, member.mobile);
      await memberPage.waitForURL('**/cancel-membership');
      const notice = memberPage.getByTestId('membership-notice-isBlocked');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(words.notice);
      expect(await memberPage.evaluate(() => sessionStorage.getItem('isBlocked'))).not.toBeNull();
      await saveScreenshot(memberPage, `member-blocked-${viewport}-${lang}`);
      await memberContext.close();
    });
  }
});
