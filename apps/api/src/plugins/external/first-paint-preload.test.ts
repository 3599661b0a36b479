import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  KEY_VISUAL_SLOT,
  LANDING_BANNER_GROUP,
  LANDING_KV_NAMES,
  PRIVILEGE_FRAME_MODULE,
  PRIVILEGE_FRAME_SLOT,
} from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createCategory, createPartner, createPrivilege, hoursFromNow } from '../../../test/fixtures/catalogue.js';
import { fakeWebDist } from '../../../test/helper.js';
import { useTestApp } from '../../../test/test-app.js';
import type { Orm } from '../../db/client.js';
import { upsertBanner } from '../../modules/banners/banner-repository.js';
import { firstPaintOf } from '../../modules/first-paint/first-paint-service.js';

const HTML = '<!doctype html><title>Chaba Rewards</title><div id="root"></div>';
const PRIVILEGE_HTML = HTML.replace('<div id="root"></div>', `<div id="root">${PRIVILEGE_FRAME_SLOT}</div>`);
const dist = fakeWebDist({
  'index.html': HTML,
  'pages/landing.html': HTML.replace('<div id="root"></div>', `<div id="root"><div>${KEY_VISUAL_SLOT}</div></div>`),
  'pages/landing.th.html': HTML.replace('<title>', '<html lang="th"><title>').replace(
    '<div id="root"></div>',
    `<div id="root"><div>${KEY_VISUAL_SLOT}</div><h1>ยินดีต้อนรับ</h1></div>`,
  ),
  'pages/profile.html': HTML,
  'pages/privilege.html': PRIVILEGE_HTML,
  'pages/privilege.th.html': PRIVILEGE_HTML,
  // Stands in for the web build's frame module: writes what it was given, and counts its drawings.
  [`pages/${PRIVILEGE_FRAME_MODULE}`]: [
    'export function renderPrivilegeFrame({ language, categories, cards }) {',
    '  globalThis.privilegeFramesDrawn = (globalThis.privilegeFramesDrawn ?? 0) + 1;',
    "  if (cards.some((card) => card.title === 'Breaks the frame')) throw new Error('cannot draw');",
    "  const names = categories.map((category) => category.name).join('|');",
    "  const titles = cards.map((card) => card.title + ':' + card.is_favorite).join('|');",
    "  return '<p>' + [language, names, titles].join(' ') + '</p>';",
    '}',
  ].join('\n'),
});
const framesDrawn = () => (globalThis as { privilegeFramesDrawn?: number }).privilegeFramesDrawn ?? 0;

const landingKvOn = (db: Orm, name: string, imageUrl: string) =>
  upsertBanner(db, { group: LANDING_BANNER_GROUP, name, imageUrl });
const context = useTestApp({
  config: { webDistDir: dist.dir },
  prepare: (db) => landingKvOn(db, LANDING_KV_NAMES.mobile, '/media/banners/kv-mobile-1.svg'),
});
const landingKv = (name: string, imageUrl: string) => landingKvOn(context.db, name, imageUrl);
afterAll(() => dist.remove());

/** The landing's HTML, once `ready` says it is (the change notices are asynchronous). */
async function landingHtmlWhere(ready: (body: string) => boolean) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await context.app.inject('/landing');
    if (ready(response.body) || attempt === 50) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The landing's HTML, once it shows `expected`. */
const landingHtmlShowing = (expected: string) => landingHtmlWhere((body) => body.includes(expected));

describe('first-visit pages announce the picture they paint first (issue 13: LCP)', () => {
  it('draws the landing’s key visual into its HTML with no preload header, and the new one once an operator changes it', async () => {
    const first = await landingHtmlShowing('kv-mobile-1');
    expect(first.body).toContain('<img src="/media/banners/kv-mobile-1.svg"');
    // The picture is in the HTML's first bytes, where the preload scanner finds it: no header to send.
    expect(first.headers.link).toBeUndefined();
    await landingKv(LANDING_KV_NAMES.mobile, '/media/banners/kv-mobile-2.svg');
    await landingKv(LANDING_KV_NAMES.tablet, '/media/banners/kv-tablet.svg');
    const { body, headers } = await landingHtmlWhere(
      (html) => html.includes('kv-tablet') && html.includes('kv-mobile-2'),
    );
    expect(body).toContain('<source media="(min-width: 770px)" srcset="/media/banners/kv-tablet.svg">');
    expect(body).toContain('<img src="/media/banners/kv-mobile-2.svg"');
    expect(body).not.toContain('kv-mobile-1');
    expect(headers.link).toBeUndefined();
  });

  it('drops a key visual whose window closed, without any notice', async () => {
    await context.database.orm.execute(
      sql`update banners set ends_at = ${hoursFromNow(-1).toISOString()} where name = ${LANDING_KV_NAMES.tablet}`,
    );
    const { body } = await landingHtmlWhere((html) => !html.includes('kv-tablet'));
    expect(body).not.toContain('kv-tablet');
    expect(body).toContain('<img src="/media/banners/kv-mobile-2.svg"');
  });

  it('sends no Link header: the pictures a page paints first are in its HTML', async () => {
    for (const path of ['/landing', '/privilege', '/home', '/profile', '/']) {
      expect((await context.app.inject(path)).headers.link, path).toBeUndefined();
    }
  });
});

describe('the privilege screen’s HTML draws the screen (decision 036)', () => {
  /** The privilege page's HTML in a language, once `ready` says it is (the change notices are asynchronous). */
  async function privilegeHtmlWhere(language: 'en' | 'th', ready: (body: string) => boolean) {
    for (let attempt = 0; ; attempt += 1) {
      const response = await context.app.inject({ url: '/privilege', headers: { cookie: `lang=${language}` } });
      if (ready(response.body) || attempt === 50) return response;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('draws the categories and the first cards in the visitor’s language, with no member’s hearts', async () => {
    const category = await createCategory(context.database.orm, { nameEn: 'Coffee', nameTh: 'กาแฟ' });
    const partner = await createPartner(context.database.orm);
    await createPrivilege(context.database.orm, {
      categoryId: category.id,
      partnerId: partner.id,
      sort: -10,
      titleEn: 'First card',
      titleTh: 'การ์ดแรก',
    });
    const english = await privilegeHtmlWhere('en', (body) => body.includes('First card'));
    expect(english.body).toMatch(/<div id="root"><p>en [^<]*Coffee[^<]* First card:false/);
    expect(english.body).not.toContain(PRIVILEGE_FRAME_SLOT);
    expect(english.headers.vary).toBe('accept-encoding, cookie');
    const thai = await privilegeHtmlWhere('th', (body) => body.includes('การ์ดแรก'));
    expect(thai.body).toMatch(/<p>th [^<]*กาแฟ[^<]* การ์ดแรก:false/);
  });

  it('draws a frame once per catalogue change, not per visit', async () => {
    await privilegeHtmlWhere('en', (body) => body.includes('First card'));
    const drawn = framesDrawn();
    const visits = await Promise.all(Array.from({ length: 5 }, () => context.app.inject('/privilege')));
    expect(new Set(visits.map((visit) => visit.body)).size).toBe(1);
    expect(framesDrawn()).toBe(drawn);
  });

  it('sends the page with an empty root when the frame cannot be drawn, for the app to draw', async () => {
    const category = await createCategory(context.database.orm);
    const partner = await createPartner(context.database.orm);
    await createPrivilege(context.database.orm, {
      categoryId: category.id,
      partnerId: partner.id,
      sort: -20,
      titleEn: 'Breaks the frame',
    });
    const { statusCode, body } = await privilegeHtmlWhere('en', (html) => !html.includes('First card'));
    expect(statusCode).toBe(200);
    expect(body).toContain('<div id="root"></div>');
  });
});

describe('the landing’s first paint is made once per set of live key visuals', () => {
  it('answers the same filling while nothing changes, and a new one once a key visual closes', async () => {
    const closing = hoursFromNow(2);
    await landingKv(LANDING_KV_NAMES.desktop, '/media/banners/kv-desktop.svg');
    await context.database.orm.execute(
      sql`update banners set ends_at = ${closing.toISOString()} where name = ${LANDING_KV_NAMES.desktop}`,
    );
    await landingHtmlShowing('kv-desktop');
    const db = context.database.orm;
    const now = new Date();
    const first = await firstPaintOf(db, context.app.deps.caches, '/landing', 'en', now);
    expect(first.slot).toContain('kv-desktop');
    expect(await firstPaintOf(db, context.app.deps.caches, '/landing', 'th', new Date(now.getTime() + 1000))).toBe(
      first,
    );
    const afterClosing = await firstPaintOf(
      db,
      context.app.deps.caches,
      '/landing',
      'en',
      new Date(closing.getTime() + 1000),
    );
    expect(afterClosing).not.toBe(first);
    expect(afterClosing.slot).not.toContain('kv-desktop');
  });
});

describe('the landing’s HTML draws its key visual (decision 033)', () => {
  it('holds the current key visuals’ picture and answer, and the new ones once an operator changes them', async () => {
    await landingKv(LANDING_KV_NAMES.desktop, '/media/banners/kv-desktop-1.svg');
    const first = await landingHtmlShowing('kv-desktop-1');
    expect(first.body).toContain(
      '<picture><source media="(min-width: 1024px)" srcset="/media/banners/kv-desktop-1.svg"><img src="/media/banners/kv-mobile-2.svg"',
    );
    expect(first.body).toContain('"image_url":"/media/banners/kv-desktop-1.svg"');
    expect(first.body).not.toContain(KEY_VISUAL_SLOT);

    await landingKv(LANDING_KV_NAMES.desktop, '/media/banners/kv-desktop-2.svg');
    const second = await landingHtmlShowing('kv-desktop-2');
    expect(second.body).toContain('srcset="/media/banners/kv-desktop-2.svg"');
    expect(second.body).not.toContain('kv-desktop-1');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('sends every encoding of the same filled page under one ETag, and 304 to a browser holding it', async () => {
    const plain = await context.app.inject({ url: '/landing', headers: { 'accept-encoding': 'identity' } });
    const br = await context.app.inject({ url: '/landing', headers: { 'accept-encoding': 'br' } });
    const gzip = await context.app.inject({ url: '/landing', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
    expect(plain.headers['last-modified']).toBeUndefined();

    const again = await context.app.inject({
      url: '/landing',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes an operator’s URL in the markup and in the JSON block', async () => {
    await landingKv(LANDING_KV_NAMES.desktop, '/media/x.svg"><script>alert(1)</script><!--');
    const { body } = await landingHtmlShowing('x.svg&quot;');
    expect(body).toContain('srcset="/media/x.svg&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--"');
    expect(body).toContain(
      '"image_url":"/media/x.svg\\"\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--"',
    );
    expect(body.match(/<script/g)).toHaveLength(1);
  });
});

describe('the landing’s HTML in the visitor’s language (decision 034)', () => {
  it('sends the Thai page to a visitor whose app stored Thai, the English one otherwise, keyed on the cookie', async () => {
    const thai = await context.app.inject({ url: '/landing', headers: { cookie: 'theme=dark; lang=th' } });
    expect(thai.body).toContain('<html lang="th">');
    expect(thai.body).toContain('ยินดีต้อนรับ');
    expect(thai.body).toContain('<picture>');
    expect(thai.headers.vary).toBe('accept-encoding, cookie');
    const english = await context.app.inject({ url: '/landing', headers: { cookie: 'lang=en' } });
    expect(english.body).not.toContain('lang="th"');
    expect(english.body).toContain('<picture>');
    expect(english.headers.etag).not.toBe(thai.headers.etag);
    for (const cookie of [undefined, 'lang=fr', 'xlang=th', 'lang=th-TH', 'lang=TH', 'lang="th"']) {
      const response = await context.app.inject({ url: '/landing', headers: cookie ? { cookie } : {} });
      expect(response.body, cookie).toBe(english.body);
    }
  });

  it('keeps one language for the pages written in one (profile has no words in its HTML)', async () => {
    const profile = await context.app.inject({ url: '/profile', headers: { cookie: 'lang=th' } });
    expect(profile.body).toBe(HTML);
    expect(profile.headers.vary).toBe('accept-encoding');
  });
});
