import { randomUUID } from 'node:crypto';
import { adminCallPath, listArticles } from '@loyalty/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext, seriousViolations } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { ADMIN, operatorToken, signInOperator } from '../support/operators';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The console's and the member app's words in each language, as their locale files have them. */
const WORDS = {
  en: {
    add: 'Add article',
    form: 'New article',
    titleTh: 'Title (Thai)',
    titleEn: 'Title (English)',
    summaryTh: 'Summary (Thai)',
    summaryEn: 'Summary (English)',
    image: 'Cover picture',
    reward: 'Reward points',
    readSeconds: 'Reading time (seconds)',
    publishedAt: 'Published from (Bangkok time)',
    create: 'Create',
    collected: '15 points collected',
  },
  th: {
    add: 'เพิ่มบทความ',
    form: 'บทความใหม่',
    titleTh: 'ชื่อเรื่อง (ไทย)',
    titleEn: 'ชื่อเรื่อง (อังกฤษ)',
    summaryTh: 'สรุป (ไทย)',
    summaryEn: 'สรุป (อังกฤษ)',
    image: 'รูปปก',
    reward: 'คะแนนรางวัล',
    readSeconds: 'เวลาอ่าน (วินาที)',
    publishedAt: 'เผยแพร่ตั้งแต่ (เวลากรุงเทพฯ)',
    create: 'สร้าง',
    collected: 'รับ 15 คะแนนแล้ว',
  },
} as const;

/** An hour ago on Bangkok's wall clock, as a `datetime-local` value. */
function bangkokHourAgo(): string {
  return new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

async function articleIdTitled(title: string): Promise<number> {
  const token = await operatorToken(ADMIN);
  const response = await fetch(`${baseURL()}${adminCallPath(listArticles)}?q=${encodeURIComponent(title)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { items: { id: number }[] } };
  const [article] = body.data.items;
  if (!article) throw new Error(`No article titled ${title}`);
  return article.id;
}

describe('console: an operator publishes an article with a reward', () => {
  for (const lang of ['th', 'en'] as const) {
    it(`and a member reads it and collects the points (desktop, ${lang})`, async () => {
      const words = WORDS[lang];
      const tag = randomUUID().slice(0, 8);
      const title = { th: `เคล็ดลับสะสมคะแนน ${tag}`, en: `Point tips ${tag}` };

      const adminContext = await openContext(browser, 'desktop', { lang });
      const adminPage = await adminContext.newPage();
      await signInOperator(adminPage, ADMIN, lang, '/admin/articles');
      await adminPage.getByRole('button', { name: words.add, exact: true }).click();
      const form = adminPage.getByRole('form', { name: words.form, exact: true });
      await form.getByLabel(words.titleTh, { exact: true }).fill(title.th);
      await form.getByLabel(words.titleEn, { exact: true }).fill(title.en);
      await form.getByLabel(words.summaryTh, { exact: true }).fill('อ่านแล้วได้คะแนน');
      await form.getByLabel(words.summaryEn, { exact: true }).fill('Read and earn');
      for (const [testId, text] of [
        ['article-body-th', 'สะสมคะแนนทุกครั้งที่ซื้อ'],
        ['article-body-en', 'Collect points on every purchase'],
      ] as const) {
        await form.getByTestId(testId).click();
        await adminPage.keyboard.type(text);
      }
      await form.getByLabel(words.image, { exact: true }).fill('/media/articles/earn-more-points.svg');
      await form.getByLabel(words.reward, { exact: true }).fill('15');
      await form.getByLabel(words.readSeconds, { exact: true }).fill('0');
      await form.getByLabel(words.publishedAt, { exact: true }).fill(bangkokHourAgo());
      expect(await seriousViolations(adminPage)).toEqual([]);
      await form.getByRole('button', { name: words.create, exact: true }).click();
      const preview = adminPage.getByTestId('article-preview');
      await preview.waitFor();
      expect(await preview.getByTestId('article-preview-body').innerHTML()).toContain(
        lang === 'th' ? '<p>สะสมคะแนนทุกครั้งที่ซื้อ</p>' : '<p>Collect points on every purchase</p>',
      );
      expect(await seriousViolations(adminPage)).toEqual([]);
      await saveScreenshot(adminPage, `admin-article-published-desktop-${lang}`);
      await adminContext.close();

      const member = await registerThaiMember('Kanya');
      const memberContext = await openContext(browser, 'desktop', { lang });
      const memberPage = await memberContext.newPage();
      await useSession(memberPage, member.token);
      await memberPage.goto(`/home-detail?id=${await articleIdTitled(title.en)}`);
      await memberPage.getByTestId('article-title').waitFor();
      expect(await memberPage.getByTestId('article-title').textContent()).toBe(title[lang]);
      await memberPage.getByTestId('article-collect').click();
      const collected = memberPage.getByTestId('article-reward-collected');
      await collected.waitFor();
      expect(await collected.textContent()).toContain(words.collected);
      expect(await seriousViolations(memberPage)).toEqual([]);
      await saveScreenshot(memberPage, `article-reward-collected-desktop-${lang}`);
      await memberContext.close();
    });
  }
});
