import { KEY_VISUAL_SLOT, type Language, LINK_PREVIEW_TEXTS } from '@loyalty/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createCategory, createPartner, createPrivilege, hoursFromNow } from '../../../test/fixtures/catalogue.js';
import { fakeWebDist } from '../../../test/helper.js';
import { useTestApp } from '../../../test/test-app.js';
import type { Orm } from '../../db/client.js';

const ORIGIN = 'https://rewards.example.com';
const HTML =
  '<!doctype html><html lang="en"><head><title>Chaba Rewards</title></head><body><div id="root"></div></body></html>';
const dist = fakeWebDist({
  'index.html': HTML,
  'pages/landing.html': HTML.replace('<div id="root"></div>', `<div id="root">${KEY_VISUAL_SLOT}</div>`),
  'pages/landing.th.html': HTML.replace('lang="en"', 'lang="th"').replace(
    '<div id="root"></div>',
    `<div id="root">${KEY_VISUAL_SLOT}</div>`,
  ),
  'pages/home.html': HTML,
});
const HOSTILE_NAME = `Tom's "Best" <script>alert(1)</script> & Co $' $& </head>`;
let pictured: { id: number; categoryId: number };
let artwork: { id: number };
let hostile: { id: number };
let ended: { id: number };

/** The privileges a shared link names, in the database before the app starts. */
async function createSharedPrivileges(db: Orm) {
  const category = await createCategory(db, { nameEn: 'Coffee', nameTh: 'กาแฟ' });
  const partner = await createPartner(db);
  const create = (fields: Omit<Parameters<typeof createPrivilege>[1], 'categoryId' | 'partnerId'>) =>
    createPrivilege(db, { categoryId: category.id, partnerId: partner.id, ...fields });
  pictured = await create({
    titleEn: 'Half-price latte',
    titleTh: 'ลาเต้ลดครึ่งราคา',
    descriptionEn: `Any latte\n\nat half price. ${'Long text. '.repeat(40)}`,
    descriptionTh: 'ลาเต้แก้วใดก็ได้ ลดครึ่งราคา',
    imageUrl: '/uploads/media/0123456789abcdef0123456789abcdef-1600.webp',
  });
  artwork = await create({ imageUrl: '/media/privileges/drink.svg' });
  hostile = await create({ titleEn: HOSTILE_NAME, titleTh: HOSTILE_NAME, descriptionEn: HOSTILE_NAME });
  ended = await create({ startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-24) });
}

const context = useTestApp({
  config: { webDistDir: dist.dir, publicUrl: `${ORIGIN}/` },
  prepare: createSharedPrivileges,
});

/** The page's head and what each of its meta tags says, its text unescaped as a browser reads it. */
async function previewOf(url: string, language: Language, headers: Record<string, string> = {}) {
  const response = await context.app.inject({ url, headers: { cookie: `lang=${language}`, ...headers } });
  expect(response.statusCode).toBe(200);
  const head = /<head>([\s\S]*)<\/head>/.exec(response.body)?.[1] ?? '';
  const asBrowserReads = (text: string) =>
    text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const tags = new Map<string, string>();
  for (const [, name, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    expect(tags.has(name as string), `${name} once`).toBe(false);
    tags.set(name as string, asBrowserReads(content as string));
  }
  return { head, tags, headers: response.headers, body: response.body };
}

afterAll(() => dist.remove());

describe('a shared privilege link carries its preview (Open Graph) in the page’s language', () => {
  it('names the privilege, its text and its picture in English, under the configured public origin', async () => {
    const { tags, headers } = await previewOf(`/privilege-detail/${pictured.id}?catId=999&gId=3`, 'en');
    expect(tags.get('og:title')).toBe('Half-price latte | Chaba Rewards');
    expect(tags.get('og:description')).toMatch(/^Any latte at half price\. Long text\./);
    expect([...(tags.get('og:description') ?? '')].length).toBe(200);
    expect(tags.get('og:description')).toMatch(/…$/);
    expect(tags.get('og:image')).toBe(`${ORIGIN}/uploads/media/0123456789abcdef0123456789abcdef-1600.webp`);
    expect(tags.get('og:url')).toBe(`${ORIGIN}/privilege-detail/${pictured.id}?catId=${pictured.categoryId}`);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:locale')).toBe('en_US');
    expect(tags.get('og:site_name')).toBe('Chaba Rewards');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(headers.vary).toContain('cookie');
  });

  it('writes them in Thai for a Thai page', async () => {
    const { tags } = await previewOf(`/privilege-detail/${pictured.id}`, 'th');
    expect(tags.get('og:title')).toBe('ลาเต้ลดครึ่งราคา | ชบา รีวอร์ด');
    expect(tags.get('og:description')).toBe('ลาเต้แก้วใดก็ได้ ลดครึ่งราคา');
    expect(tags.get('og:locale')).toBe('th_TH');
    expect(tags.get('og:site_name')).toBe('ชบา รีวอร์ด');
    expect(tags.get('og:image')).toBe(`${ORIGIN}/uploads/media/0123456789abcdef0123456789abcdef-1600.webp`);
  });

  it('shows the app’s share image for a picture chat apps cannot draw (SVG artwork)', async () => {
    const { tags } = await previewOf(`/privilege-detail/${artwork.id}`, 'en');
    expect(tags.get('og:title')).toBe('Free drink | Chaba Rewards');
    expect(tags.get('og:image')).toBe(`${ORIGIN}/media/share.png`);
    const shareImage = await context.app.inject('/media/share.png');
    expect(shareImage.statusCode).toBe(200);
    expect(shareImage.headers['content-type']).toBe('image/png');
  });

  it('keeps a hostile name inside its attribute: escaped, once, and no tag of its own', async () => {
    for (const language of ['en', 'th'] as const) {
      const { head, tags, body } = await previewOf(`/privilege-detail/${hostile.id}`, language);
      expect(tags.get('og:title')).toBe(`${HOSTILE_NAME} | ${LINK_PREVIEW_TEXTS[language].siteName}`);
      expect(head).not.toContain('<script>');
      expect(body.match(/<\/head>/g)).toHaveLength(1);
      expect(body.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('gives a privilege that ended, or never was, the programme’s generic preview', async () => {
    for (const id of [ended.id, 987654321]) {
      for (const language of ['en', 'th'] as const) {
        const { tags } = await previewOf(`/privilege-detail/${id}`, language);
        const texts = LINK_PREVIEW_TEXTS[language];
        expect(tags.get('og:title')).toBe(texts.title);
        expect(tags.get('og:description')).toBe(texts.description);
        expect(tags.get('og:image')).toBe(`${ORIGIN}/media/share.png`);
        expect(tags.get('og:url')).toBe(`${ORIGIN}/privilege-detail/${id}`);
      }
    }
  });

  it('uses the configured origin whatever Host the request names', async () => {
    const { tags } = await previewOf(`/privilege-detail/${pictured.id}`, 'en', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(tags.get('og:url')?.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(tags.get('og:image')?.startsWith(`${ORIGIN}/`)).toBe(true);
  });
});

describe('a shared game link carries its preview', () => {
  it.each([
    ['en', 'Play Lucky Spin on Chaba Rewards', 'en_US'],
    ['th', 'เล่น หมุนวงล้อนำโชค กับชบา รีวอร์ด', 'th_TH'],
  ] as const)('names the game in %s', async (language, title, locale) => {
    const { tags } = await previewOf('/games-landing?game=lucky-spin&ref=cr12345678&x=<b>', language);
    expect(tags.get('og:title')).toBe(title);
    expect(tags.get('og:description')).toBe(LINK_PREVIEW_TEXTS[language].gameDescription);
    expect(tags.get('og:locale')).toBe(locale);
    expect(tags.get('og:image')).toBe(`${ORIGIN}/media/share.png`);
    expect(tags.get('og:url')).toBe(`${ORIGIN}/games-landing?game=lucky-spin&ref=CR12345678`);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
  });

  it('invites in general for a game it does not know', async () => {
    const { tags } = await previewOf('/games-landing?game=%22%3E%3Cscript%3E', 'en');
    expect(tags.get('og:title')).toBe(LINK_PREVIEW_TEXTS.en.inviteTitle);
    expect(tags.get('og:url')).toBe(`${ORIGIN}/games-landing`);
  });
});

describe('a friend’s invitation link carries its preview', () => {
  it.each(['en', 'th'] as const)('invites in %s, keeping the code in the link', async (language) => {
    const { tags, headers, body } = await previewOf('/landing?ref=CR12345678', language);
    const texts = LINK_PREVIEW_TEXTS[language];
    expect(tags.get('og:title')).toBe(texts.inviteTitle);
    expect(tags.get('og:description')).toBe(texts.inviteDescription);
    expect(tags.get('og:url')).toBe(`${ORIGIN}/landing?ref=CR12345678`);
    expect(tags.get('og:image')).toBe(`${ORIGIN}/media/share.png`);
    expect(tags.get('og:locale')).toBe(language === 'th' ? 'th_TH' : 'en_US');
    expect(headers.vary).toContain('cookie');
    // The landing's own page, in its language, with its slot filled as before.
    expect(body).toContain(`<html lang="${language}">`);
    expect(body).not.toContain(KEY_VISUAL_SLOT);
  });

  it('describes the programme for the landing without a valid code', async () => {
    for (const url of ['/landing', '/landing?ref=%3Cscript%3E']) {
      const { tags } = await previewOf(url, 'en');
      expect(tags.get('og:title')).toBe(LINK_PREVIEW_TEXTS.en.title);
      expect(tags.get('og:url')).toBe(`${ORIGIN}/landing`);
    }
  });
});

it('adds no preview to pages no one shares', async () => {
  for (const url of ['/home', '/profile', '/privilege-detail/abc']) {
    const { tags } = await previewOf(url, 'en');
    expect(tags.size, url).toBe(0);
  }
});
