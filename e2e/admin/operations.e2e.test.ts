import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations, type ViewportName } from '../support/browser';
import { memberWithCounterCode, orderedReward } from '../support/operations';
import { ADMIN, signInOperator } from '../support/operators';
import { latestMessageMatching } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

/**
 * The console's day-to-day areas, each as an admin uses it: the dashboard, shipping, the counter,
 * exports, rules, operators and their own second factor. One browser and one signed-in admin per run,
 * so the areas share a sign-in and the file stays quick.
 */

const WORDS = {
  en: {
    dashboard: 'Dashboard',
    packed: 'Mark Packed',
    shipped: 'Mark Shipped',
    shippedStep: 'Shipped',
    carrier: 'Carrier',
    trackingNo: 'Tracking number',
    code: 'Card code',
    check: 'Check code',
    valid: 'Valid card',
    exportMembers: 'Members',
    rule: 'Receipts a member may upload a day',
    saveRules: 'Save rules',
    applyRules: 'Apply changes',
    saved: 'The rules are saved.',
    newOperator: 'New operator',
    email: 'E-mail',
    name: 'Name',
    invited: 'Invitation sent to',
    newPassword: 'New password',
    confirmPassword: 'Type it again',
    savePassword: 'Save my password',
    passwordSaved: 'Your password is saved.',
    create: 'Add operator',
    staffRole: 'Staff',
    account: 'Sign-in security',
    setUp: 'Set up the authenticator',
  },
  th: {
    dashboard: 'ภาพรวม',
    packed: 'เปลี่ยนเป็นแพ็กแล้ว',
    shipped: 'เปลี่ยนเป็นจัดส่งแล้ว',
    shippedStep: 'จัดส่งแล้ว',
    carrier: 'บริษัทขนส่ง',
    trackingNo: 'เลขพัสดุ',
    code: 'รหัสบัตร',
    check: 'ตรวจสอบรหัส',
    valid: 'บัตรใช้ได้',
    exportMembers: 'สมาชิก',
    rule: 'จำนวนใบเสร็จที่สมาชิกอัปโหลดได้ต่อวัน',
    saveRules: 'บันทึกกติกา',
    applyRules: 'ใช้การเปลี่ยนแปลง',
    saved: 'บันทึกกติกาแล้ว',
    newOperator: 'ผู้ดูแลระบบใหม่',
    email: 'อีเมล',
    name: 'ชื่อ',
    invited: 'ส่งคำเชิญไปที่',
    newPassword: 'รหัสผ่านใหม่',
    confirmPassword: 'พิมพ์รหัสผ่านอีกครั้ง',
    savePassword: 'บันทึกรหัสผ่าน',
    passwordSaved: 'บันทึกรหัสผ่านแล้ว',
    create: 'เพิ่มผู้ดูแลระบบ',
    staffRole: 'เจ้าหน้าที่',
    account: 'ความปลอดภัยในการเข้าสู่ระบบ',
    setUp: 'ตั้งค่าแอปยืนยันตัวตน',
  },
} as const;

const RUNS = [
  { viewport: 'desktop', lang: 'th', dailyQuota: '21' },
  { viewport: 'tablet', lang: 'en', dailyQuota: '22' },
] as const satisfies readonly { viewport: ViewportName; lang: 'en' | 'th'; dailyQuota: string }[];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a download saved, as text without Excel's byte-order mark. */
async function textOf(download: Download): Promise<string> {
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

for (const { viewport, lang, dailyQuota } of RUNS) {
  describe(`console operations (${viewport}, ${lang})`, () => {
    const words = WORDS[lang];
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await openContext(browser, viewport, { lang });
      page = await context.newPage();
      await signInOperator(page, ADMIN, lang, '/admin/dashboard');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('shows the dashboard figures and the 30-day chart', async () => {
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();
      await page.getByTestId('members_total').waitFor();
      await page.getByTestId('points-chart').waitFor();
      expect(Number((await page.getByTestId('members_total').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
      expect(await page.getByTestId('chart-summary').textContent()).toMatch(/30/);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-dashboard-${viewport}-${lang}`);
    });

    it('downloads the labels CSV, then advances an order to shipped with its carrier and tracking number', async () => {
      const { memberId, redemptionId } = await orderedReward(ADMIN);
      await page.goto(`/admin/shipments?q=${memberId}`);
      const row = page.getByRole('row').filter({ hasText: memberId });
      await row.waitFor();
      const labels = await downloadBy(page, () => page.getByTestId('table-export').click());
      expect(labels.suggestedFilename()).toMatch(/\.csv$/);
      expect((await textOf(labels)).split('\n').some((line) => line.startsWith(`${redemptionId},`))).toBe(true);

      await row.getByRole('button').click();
      await page.getByRole('button', { name: words.packed, exact: true }).click();
      await row.getByRole('button').filter({ hasText: words.shipped }).waitFor();
      await row.getByRole('button').click();
      await page.getByLabel(words.carrier, { exact: true }).fill('Kerry Express');
      await page.getByLabel(words.trackingNo, { exact: true }).fill(`TH${redemptionId}00`);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-shipment-advance-${viewport}-${lang}`);
      await page.getByRole('button', { name: words.shipped, exact: true }).click();
      await row.filter({ hasText: `Kerry Express TH${redemptionId}00` }).waitFor();
      expect(await row.textContent()).toContain(words.shippedStep);
    });

    it('verifies a member’s rotating card code at the counter', async () => {
      const { memberId, code } = await memberWithCounterCode(ADMIN);
      await page.goto('/admin/counter');
      await page.getByLabel(words.code, { exact: true }).fill(code);
      await page.getByRole('button', { name: words.check, exact: true }).click();
      const result = page.getByTestId('counter-result');
      await result.waitFor();
      const text = await result.textContent();
      expect(text).toContain(words.valid);
      expect(text).toContain(memberId);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-counter-${viewport}-${lang}`);
    });

    it('downloads the members export as CSV', async () => {
      await page.goto('/admin/exports');
      const panel = page.getByRole('region', { name: words.exportMembers, exact: true });
      const members = await downloadBy(page, () => panel.getByTestId('export-members').click());
      expect(members.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
      expect((await textOf(members)).startsWith('member_id,status,')).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('changes a programme rule', async () => {
      const save = async (value: string) => {
        await page.getByLabel(words.rule, { exact: true }).fill(value);
        await page.getByRole('button', { name: words.saveRules, exact: true }).click();
        // The rules ask first, listing each change as before → after (the history below lists earlier ones).
        const asked = page.getByRole('alertdialog').getByTestId('rule-change-receipt_daily_quota');
        expect(await asked.textContent()).toContain(value);
        await page.getByRole('button', { name: words.applyRules, exact: true }).click();
        expect(await page.getByTestId('rules-saved').textContent()).toBe(words.saved);
      };
      await page.goto('/admin/rules');
      const before = await page.getByLabel(words.rule, { exact: true }).inputValue();
      await save(dailyQuota);
      try {
        await page.reload();
        expect(await page.getByLabel(words.rule, { exact: true }).inputValue()).toBe(dailyQuota);
        // The change heads the rules' history, before → after.
        const latest = page.getByTestId('rules-history').locator('> li').first();
        expect(await latest.getByTestId('rule-change-receipt_daily_quota').textContent()).toContain(
          `${before} → ${dailyQuota}`,
        );
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        // The server is shared by every e2e file: members' receipt tests count on the demo's daily quota.
        await page.reload();
        await save(before);
      }
    });

    it('invites a staff operator who chooses a password from the e-mailed link and signs in, and exports the operators list', async () => {
      const newcomer = { email: `staff-${Date.now()}-${lang}@example.com`, password: 'Welcome1234!' };
      await page.goto('/admin/operators');
      await page.getByTestId('operator-create').click();
      const form = page.getByRole('form', { name: words.newOperator, exact: true });
      await form.getByLabel(words.email, { exact: true }).fill(newcomer.email);
      await form.getByLabel(words.name, { exact: true }).fill(`Nok ${lang}`);
      await form.getByRole('button', { name: words.create, exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: newcomer.email });
      await row.waitFor();
      expect(await page.getByTestId('write-message').textContent()).toContain(`${words.invited} ${newcomer.email}`);
      expect(await row.textContent()).toContain(words.staffRole);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-operators-${viewport}-${lang}`);
      await page.goto(`/admin/operators?q=${encodeURIComponent(newcomer.email)}`);
      await row.waitFor();
      const listed = await downloadBy(page, () => page.getByTestId('table-export').click());
      expect((await textOf(listed)).trimEnd().split('\n')).toEqual([
        'operator_id,email,name,role,is_disabled,has_totp,created_at',
        expect.stringContaining(`,${newcomer.email},Nok ${lang},staff,false,false,`),
      ]);

      const staffContext = await openContext(browser, viewport, { lang });
      const staffPage = await staffContext.newPage();
      const [link] = await latestMessageMatching(newcomer.email, /https?:\/\/\S+\/admin\/accept-invite\?token=\S+/);
      await staffPage.goto(new URL(link).pathname + new URL(link).search);
      await staffPage.getByLabel(words.newPassword, { exact: true }).fill(newcomer.password);
      await staffPage.getByLabel(words.confirmPassword, { exact: true }).fill(newcomer.password);
      await staffPage.getByRole('button', { name: words.savePassword, exact: true }).click();
      await staffPage.getByTestId('invite-accepted').waitFor();
      expect(await staffPage.getByTestId('invite-accepted').textContent()).toContain(words.passwordSaved);
      await saveScreenshot(staffPage, `admin-accept-invite-${viewport}-${lang}`);
      await signInOperator(staffPage, newcomer, lang, '/admin/dashboard');
      expect(await staffPage.getByTestId('admin-operator').textContent()).toContain(`Nok ${lang}`);
      await staffPage.getByRole('link', { name: words.account, exact: true }).click();
      await staffPage.getByRole('button', { name: words.setUp, exact: true }).click();
      await staffPage.getByTestId('totp-qr').waitFor();
      expect((await staffPage.getByTestId('totp-secret').textContent())?.replace(/\s/g, '')).toMatch(/^[A-Z2-7]+$/);
      expect(await seriousViolations(staffPage)).toEqual([]);
      await saveScreenshot(staffPage, `admin-account-totp-${viewport}-${lang}`);
      await staffContext.close();
    });
  });
}
