import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
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

/** The console's words the flow reads, as `admin-catalogue.json` has them. */
const WORDS = {
  en: {
    add: 'Add privilege',
    titleTh: 'Title (Thai)',
    titleEn: 'Title (English)',
    descriptionTh: 'Description (Thai)',
    descriptionEn: 'Description (English)',
    conditionsTh: 'Conditions (Thai)',
    conditionsEn: 'Conditions (English)',
    category: 'Category',
    partner: 'Partner',
    pointCost: 'Point cost',
    stock: 'First stock',
    imageUrl: 'Picture address',
    create: 'Create privilege',
    cancel: 'Cancel',
    flashSales: 'Flash sales of',
    salePrice: 'Sale price (points)',
    saleStock: 'Sale stock',
    addSale: 'Add flash sale',
  },
  th: {
    add: 'เพิ่มสิทธิพิเศษ',
    titleTh: 'ชื่อ (ไทย)',
    titleEn: 'ชื่อ (อังกฤษ)',
    descriptionTh: 'รายละเอียด (ไทย)',
    descriptionEn: 'รายละเอียด (อังกฤษ)',
    conditionsTh: 'เงื่อนไข (ไทย)',
    conditionsEn: 'เงื่อนไข (อังกฤษ)',
    category: 'หมวดหมู่',
    partner: 'พาร์ทเนอร์',
    pointCost: 'คะแนนที่ใช้แลก',
    stock: 'สต็อกเริ่มต้น',
    imageUrl: 'ที่อยู่รูปภาพ',
    create: 'สร้างสิทธิพิเศษ',
    cancel: 'ยกเลิก',
    flashSales: 'แฟลชเซลของ',
    salePrice: 'ราคาแฟลชเซล (คะแนน)',
    saleStock: 'สต็อกแฟลชเซล',
    addSale: 'เพิ่มแฟลชเซล',
  },
} as const;

/** Members see an operator's change within this (issue 12): the page they open reads it afresh. */
const MEMBER_SEES_MS = 5000;

describe('console: a new privilege with its picture and a flash sale, seen by members', () => {
  for (const lang of ['th', 'en'] as const) {
    it(`an admin creates a privilege and a flash sale; a member sees its price, countdown and picture (desktop, ${lang})`, async () => {
      const words = WORDS[lang];
      const tag = randomBytes(3).toString('hex');
      const title = { en: `Mango sticky rice ${tag}`, th: `ข้าวเหนียวมะม่วง ${tag}` };
      const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4b400' } })
        .png()
        .toBuffer();

      const member = await registerThaiMember('Nok');
      const memberContext = await openContext(browser, 'desktop', { lang });
      const memberPage = await memberContext.newPage();
      await useSession(memberPage, member.token);
      const context = await openContext(browser, 'desktop', { lang });
      const page = await context.newPage();
      await signInOperator(page, ADMIN, lang, '/admin/catalogue');
      await page.getByTestId('privilege-create').click();
      const form = page.getByTestId('privilege-form');
      await form.getByLabel(words.titleTh, { exact: true }).fill(title.th);
      await form.getByLabel(words.titleEn, { exact: true }).fill(title.en);
      await form.getByLabel(words.descriptionTh, { exact: true }).fill('ข้าวเหนียวมะม่วงหนึ่งจาน');
      await form.getByLabel(words.descriptionEn, { exact: true }).fill('One plate of mango sticky rice');
      await form.getByLabel(words.conditionsTh, { exact: true }).fill('หนึ่งสิทธิ์ต่อครั้ง');
      await form.getByLabel(words.conditionsEn, { exact: true }).fill('One per visit');
      await form.getByLabel(words.category, { exact: true }).selectOption({ index: 1 });
      await form.getByLabel(words.partner, { exact: true }).selectOption({ index: 1 });
      await form.getByLabel(words.pointCost, { exact: true }).fill('500');
      await form.getByLabel(words.stock, { exact: true }).fill('20');
      await form.getByLabel(words.imageUrl, { exact: true }).fill('/media/privileges/placeholder.svg');
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: words.create, exact: true }).click();

      // The create opens the new privilege's edit form, where its picture is uploaded.
      await page.getByTestId('image-upload').waitFor();
      await page.getByTestId('image-upload-input').setInputFiles({
        name: 'mango.png',
        mimeType: 'image/png',
        buffer: picture,
      });
      await page.getByTestId('image-upload-send').click();
      await expect.poll(() => form.getByLabel(words.imageUrl, { exact: true }).inputValue()).toContain('/media/');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-catalogue-privilege-desktop-${lang}`);
      await form.getByRole('button', { name: words.cancel, exact: true }).click();

      await page.getByRole('button', { name: `${words.flashSales} ${title[lang]}`, exact: true }).click();
      const sales = page.getByTestId('flash-sales');
      await sales.getByLabel(words.salePrice, { exact: true }).fill('300');
      await sales.getByLabel(words.saleStock, { exact: true }).fill('5');
      await sales.getByRole('button', { name: words.addSale, exact: true }).click();
      await sales.locator('li').first().waitFor();

      // The member opens the flash-sale list as soon as the sale is saved: it is there, priced and counting
      // down. The bound runs from the page's load, not from the save: a page load on a machine busy with
      // three e2e files takes seconds of its own, and what issue 12 bounds is how fresh the page's data is.
      await memberPage.goto('/privilege-flashsale');
      const card = memberPage.getByTestId('privilege-card').filter({ hasText: title[lang] });
      await card.waitFor({ timeout: MEMBER_SEES_MS });
      const footer = card.getByTestId('flash-sale-footer');
      expect(await footer.getAttribute('data-state')).toBe('upcoming');
      expect(await footer.textContent()).toContain('300');
      expect(await footer.getByRole('timer').count()).toBe(1);
      expect(await card.locator('img').first().getAttribute('src')).toContain('/media/');
      expect(await seriousViolations(memberPage)).toEqual([]);
      await saveScreenshot(memberPage, `privilege-flashsale-new-desktop-${lang}`);

      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-catalogue-flash-sale-desktop-${lang}`);
      await context.close();
      await memberContext.close();
    });
  }
});
