import { LANDING_BANNER_GROUP, LANDING_KV_NAMES } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPartner, createPrivilege, hoursFromNow } from '../../../test/fixtures/catalogue.js';
import { buildTestApp, fakeWebDist, useTestDatabase } from '../../../test/helper.js';
import { upsertBanner } from '../../modules/banners/banner-repository.js';

const context = useTestDatabase();
const HTML = '<!doctype html><title>Chaba Rewards</title><div id="root"></div>';
const dist = fakeWebDist({
  'index.html': HTML,
  'pages/landing.html': HTML,
  'pages/home.html': HTML,
  'pages/privilege.html': HTML,
});
let app: FastifyInstance;

const landingKv = (name: string, imageUrl: string) =>
  upsertBanner(context.database.orm, { group: LANDING_BANNER_GROUP, name, imageUrl });

/** The Link header of a page, once the change notices had time to arrive (they are asynchronous). */
async function linkOf(path: string, expected?: RegExp): Promise<string | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    const link = (await app.inject(path)).headers.link as string | undefined;
    if (!expected || expected.test(link ?? '') || attempt === 50) return link;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  await landingKv(LANDING_KV_NAMES.mobile, '/media/banners/kv-mobile-1.svg');
  app = await buildTestApp(context.database, { config: { webDistDir: dist.dir } });
});
afterAll(async () => {
  await app.close();
  dist.remove();
});

describe('first-visit pages announce the picture they paint first (issue 13: LCP)', () => {
  it('preloads the landing’s key visual, and the new one once an operator changes it', async () => {
    expect(await linkOf('/landing')).toBe(
      '</media/banners/kv-mobile-1.svg>; rel=preload; as=image; fetchpriority=high',
    );
    await landingKv(LANDING_KV_NAMES.mobile, '/media/banners/kv-mobile-2.svg');
    await landingKv(LANDING_KV_NAMES.tablet, '/media/banners/kv-tablet.svg');
    const link = await linkOf('/landing', /kv-tablet/);
    expect(link).toContain(
      '</media/banners/kv-tablet.svg>; rel=preload; as=image; fetchpriority=high; media="(min-width: 770px)"',
    );
    expect(link).toContain(
      '</media/banners/kv-mobile-2.svg>; rel=preload; as=image; fetchpriority=high; media="(max-width: 769.98px)"',
    );
    expect(link).not.toContain('kv-mobile-1');
  });

  it('drops a key visual whose window closed, without any notice', async () => {
    await context.database.orm.execute(
      sql`update banners set ends_at = ${hoursFromNow(-1).toISOString()} where name = ${LANDING_KV_NAMES.tablet}`,
    );
    expect(await linkOf('/landing', /^(?!.*kv-tablet)/)).toBe(
      '</media/banners/kv-mobile-2.svg>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('preloads the privilege screen’s first card picture, and nothing for pages without a shared picture', async () => {
    const category = await createCategory(context.database.orm);
    const partner = await createPartner(context.database.orm);
    await createPrivilege(context.database.orm, {
      categoryId: category.id,
      partnerId: partner.id,
      sort: -10,
      imageUrl: '/media/privileges/first-card.svg',
    });
    expect(await linkOf('/privilege')).toBe(
      '</media/privileges/first-card.svg>; rel=preload; as=image; fetchpriority=high',
    );
    for (const path of ['/home', '/profile', '/']) expect((await app.inject(path)).headers.link, path).toBeUndefined();
  });
});
