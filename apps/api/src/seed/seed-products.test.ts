import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../test/factories.js';
import { rowCounts } from '../../test/row-counts.js';
import { useTestApp } from '../../test/test-app.js';
import { DEFAULT_MEDIA_DIR } from '../config.js';
import { productBranches, products } from '../db/schema.js';
import { seedDemoData } from './seed.js';
import { DEMO_PRODUCTS } from './seed-products.js';

const THAI = /[\u0E00-\u0E7F]/;
const MAP_LINK = /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+\.\d+,-?\d+\.\d+$/;
const context = useTestApp({
  prepare: async (db) => {
    // As the member-card seed may leave it: the company alone, keyed by its English name.
    await db.insert(products).values({
      kind: 'company',
      nameEn: 'Chaba Retail Co., Ltd.',
      nameTh: 'ชบา รีเทล',
      logoUrl: '/media/products/chaba-retail-logo.svg',
      coverUrl: '/media/products/chaba-retail-cover.svg',
      descriptionEn: 'Retail',
      descriptionTh: 'ค้าปลีก',
      categoryEn: 'Retail',
      categoryTh: 'ค้าปลีก',
    });
    await seedDemoData(db);
  },
});

describe('group companies and brands seed (DESIGN §8, §12)', () => {
  it('stores at least six companies and six brands, bilingual, with drawn artwork, links and branches', async () => {
    const { orm } = context.database;
    const rows = await orm.select().from(products);
    expect(rows.filter((row) => row.kind === 'company').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => row.kind === 'brand').length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      for (const thai of [row.nameTh, row.descriptionTh, row.categoryTh]) expect(thai, row.nameEn).toMatch(THAI);
      for (const url of [row.logoUrl, row.coverUrl]) {
        expect(existsSync(join(DEFAULT_MEDIA_DIR, url.replace('/media/', ''))), url).toBe(true);
      }
      expect(row.website, row.nameEn).toMatch(/^https:\/\//);
      expect(row.lineOa, row.nameEn).toMatch(/^@[a-z0-9._-]+$/);
      expect(row.partnerId, row.nameEn).not.toBeNull();
      const branches = await orm.select().from(productBranches).where(eq(productBranches.productId, row.id));
      expect(branches.length, row.nameEn).toBeGreaterThanOrEqual(1);
      for (const branch of branches) {
        expect(branch.mapUrl).toMatch(MAP_LINK);
        expect(branch.addressTh).toMatch(THAI);
      }
    }
  });

  it('completes a company another seed created bare instead of adding it twice', async () => {
    const rows = await context.database.orm
      .select()
      .from(products)
      .where(eq(products.nameEn, 'Chaba Retail Co., Ltd.'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.partnerId).not.toBeNull();
    const branches = await context.database.orm
      .select()
      .from(productBranches)
      .where(eq(productBranches.productId, rows[0]?.id ?? 0));
    expect(branches.length).toBeGreaterThanOrEqual(1);
  });

  it('lets each seeded company and brand offer privileges to the demo member', async () => {
    const token = await logIn(context.app, 'demo@example.com', 'Demo1234!');
    for (const controller of ['Company', 'Brand']) {
      const list = await context.app.inject({
        url: `/api/v1/${controller}/Get${controller}List`,
        query: { limit: '50' },
        headers: bearer(token),
      });
      const items: { id: number; name_en: string }[] = list.json().data.items;
      expect(items.length).toBeGreaterThanOrEqual(6);
      for (const item of items) {
        const detail = await context.app.inject({
          url: `/api/v1/${controller}/Get${controller}Detail`,
          query: { id: String(item.id) },
          headers: bearer(token),
        });
        expect(detail.json().data.privileges.length, item.name_en).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('adds nothing on a second run', async () => {
    const { orm } = context.database;
    const before = await rowCounts(orm, { products, productBranches });
    await seedDemoData(orm);
    expect(await rowCounts(orm, { products, productBranches })).toEqual(before);
    expect(before.products).toBe(DEMO_PRODUCTS.length);
  });
});
