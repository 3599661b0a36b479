import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { ADMIN, signInOperator } from '../support/operators';
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
    form: 'New code batch',
    name: 'Name',
    prefix: 'Prefix',
    count: 'Number of codes',
    points: 'Points',
    submit: 'Generate codes',
    download: 'Download CSV',
    made: '1,000 of 1,000',
  },
  th: {
    form: 'ชุดโค้ดใหม่',
    name: 'ชื่อ',
    prefix: 'คำนำหน้า',
    count: 'จำนวนโค้ด',
    points: 'คะแนน',
    submit: 'สร้างโค้ด',
    download: 'ดาวน์โหลด CSV',
    made: '1,000 จาก 1,000',
  },
} as const;

describe('console: a batch of codes', () => {
  for (const lang of ['th', 'en'] as const) {
    it(`an admin generates 1,000 codes, downloads them, and a member redeems one (desktop, ${lang})`, async () => {
      const words = WORDS[lang];
      const stamp = Date.now().toString(36).toUpperCase();
      const name = `E2E batch ${lang} ${stamp}`;
      const context = await openContext(browser, 'desktop', { lang });
      const page = await context.newPage();
      await signInOperator(page, ADMIN, lang, '/admin/code-batches');
      await page.getByTestId('batch-create').click();
      const form = page.getByRole('form', { name: words.form, exact: true });
      await form.waitFor();
      await form.getByLabel(words.name, { exact: true }).fill(name);
      await form.getByLabel(words.prefix, { exact: true }).fill(`E${stamp}`.slice(0, 12));
      await form.getByLabel(words.count, { exact: true }).fill('1000');
      await form.getByLabel(words.points, { exact: true }).fill('35');
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: words.submit, exact: true }).click();
      await form.waitFor({ state: 'detached' });

      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.textContent()).toContain(words.made);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-code-batches-desktop-${lang}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: words.download, exact: true }).click(),
      ]);
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      const lines = csv.replace('\uFEFF', '').trimEnd().split('\n');
      expect(lines).toHaveLength(1_001);
      const codes = lines.slice(1).map((line) => line.split(',')[0] ?? '');
      expect(new Set(codes).size).toBe(1_000);
      await context.close();

      const member = await registerThaiMember('Wipa');
      const memberContext = await openContext(browser, 'desktop', { lang });
      const memberPage = await memberContext.newPage();
      await useSession(memberPage, member.token);
      await memberPage.goto(`/promo-code?promocode=${codes[123]}`);
      await memberPage.getByTestId('promo-form-input').waitFor();
      await memberPage.getByTestId('promo-form-check').click();
      await memberPage.getByTestId('code-preview').waitFor();
      expect(await memberPage.getByTestId('code-preview-points').textContent()).toBe('+35');
      await memberPage.getByTestId('code-collect').click();
      await memberPage.getByTestId('code-collected').waitFor();
      await memberContext.close();
    });
  }
});
