import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, isNotNull, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../test/factories.js';
import { rowCounts } from '../../test/row-counts.js';
import { useTestApp } from '../../test/test-app.js';
import { DEFAULT_MEDIA_DIR } from '../config.js';
import {
  banners,
  flashSales,
  partnerCodes,
  partnerStores,
  partners,
  privilegeCategories,
  privilegeFavourites,
  privilegeGroups,
  privilegeSubcategories,
  privileges,
  redemptions,
  tiers,
} from '../db/schema.js';
import { seedDemoData } from './seed.js';
import { DEMO_PRIVILEGES, PARTNER_CODES_PER_PRIVILEGE } from './seed-catalogue.js';

const seededAt = new Date();
const context = useTestApp({ prepare: (db) => seedDemoData(db, seededAt) });
const DAY_MS = 24 * 60 * 60 * 1000;

async function counts() {
  const { orm } = context.database;
  const tables = {
    categories: privilegeCategories,
    subcategories: privilegeSubcategories,
    groups: privilegeGroups,
    partners,
    stores: partnerStores,
    privileges,
    codes: partnerCodes,
    flashSales,
    favourites: privilegeFavourites,
    banners,
    redemptions,
  };
  return rowCounts(orm, tables);
}

describe('catalogue seed (DESIGN §8)', () => {
  it('stores six categories, each with two to four subcategories and a category icon', async () => {
    const { orm } = context.database;
    const categories = await orm.select().from(privilegeCategories);
    expect(categories).toHaveLength(6);
    for (const category of categories) {
      const subs = await orm
        .select()
        .from(privilegeSubcategories)
        .where(eq(privilegeSubcategories.categoryId, category.id));
      expect(subs.length, category.code).toBeGreaterThanOrEqual(2);
      expect(subs.length, category.code).toBeLessThanOrEqual(4);
      expect(category.nameTh).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('stores at least 40 bilingual privileges of every kind within the brief’s costs, stock and limits', async () => {
    const rows = await context.database.orm.select().from(privileges);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['ecoupon', 'partner_code', 'physical']));
    expect(rows.filter((row) => row.kind === 'ecoupon').length).toBeGreaterThan(rows.length / 2);
    for (const row of rows) {
      expect(row.pointCost).toBeGreaterThanOrEqual(50);
      expect(row.pointCost).toBeLessThanOrEqual(5000);
      expect(row.stockTotal).toBeGreaterThanOrEqual(20);
      expect(row.stockTotal).toBeLessThanOrEqual(1000);
      expect(row.perMemberLimit).toBeGreaterThanOrEqual(1);
      expect(row.perMemberLimit).toBeLessThanOrEqual(5);
      // Only the demo member's seeded redemptions (seed-redemptions.ts) took stock: one each.
      expect(row.stockUsed).toBeLessThanOrEqual(1);
      for (const thai of [row.titleTh, row.descriptionTh, row.conditionsTh]) expect(thai).toMatch(/[\u0E00-\u0E7F]/);
      expect(row.startsAt.getTime()).toBeLessThan(seededAt.getTime());
    }
    const endingSoon = rows.filter((row) => row.endsAt.getTime() - seededAt.getTime() < 7 * 24 * 60 * 60 * 1000);
    expect(endingSoon.length).toBeGreaterThanOrEqual(2);
  });

  it('makes exclusive privileges for Silver, Gold and Platinum, and fills both groups', async () => {
    const { orm } = context.database;
    const exclusive = await orm
      .select({ tier: tiers.code })
      .from(privileges)
      .innerJoin(tiers, eq(tiers.id, privileges.minTierId));
    expect(new Set(exclusive.map((row) => row.tier))).toEqual(new Set(['silver', 'gold', 'platinum']));
    const groups = await orm.select().from(privilegeGroups);
    expect(groups.map((group) => group.nameEn).sort()).toEqual(['Chaba Exclusives', 'Weekend Treats']);
    for (const group of groups) {
      const members = await orm.select({ id: privileges.id }).from(privileges).where(eq(privileges.groupId, group.id));
      expect(members.length, group.nameEn).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives eight partners two or three stores each with CHB-style codes', async () => {
    const { orm } = context.database;
    const rows = await orm.select().from(partners);
    expect(rows).toHaveLength(8);
    for (const partner of rows) {
      const stores = await orm.select().from(partnerStores).where(eq(partnerStores.partnerId, partner.id));
      expect(stores.length, partner.nameEn).toBeGreaterThanOrEqual(2);
      expect(stores.length, partner.nameEn).toBeLessThanOrEqual(3);
      for (const store of stores) expect(store.code).toMatch(/^CHB-[A-Z]{3}-\d{3}$/);
    }
  });

  it('loads 50 partner codes into each partner-code privilege', async () => {
    const { orm } = context.database;
    const rows = await orm.select().from(privileges).where(eq(privileges.kind, 'partner_code'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const [loaded] = await orm
        .select({ value: count() })
        .from(partnerCodes)
        .where(eq(partnerCodes.privilegeId, row.id));
      expect(loaded?.value).toBe(PARTNER_CODES_PER_PRIVILEGE);
    }
    // The demo member's one seeded partner-code redemption holds one of them.
    const [taken] = await orm.select({ value: count() }).from(partnerCodes).where(isNotNull(partnerCodes.redemptionId));
    expect(taken?.value).toBe(1);
  });

  it('runs a live flash sale of 100 at a lower price for two more days, and one upcoming', async () => {
    const { orm } = context.database;
    const sales = await orm
      .select({ sale: flashSales, normalCost: privileges.pointCost })
      .from(flashSales)
      .innerJoin(privileges, eq(privileges.id, flashSales.privilegeId));
    const now = seededAt.getTime();
    const live = sales.filter(({ sale }) => sale.startsAt.getTime() <= now && sale.endsAt.getTime() > now);
    const upcoming = sales.filter(({ sale }) => sale.startsAt.getTime() > now);
    expect(live).toHaveLength(1);
    expect(upcoming).toHaveLength(1);
    const [current] = live;
    expect(current?.sale.stockTotal).toBe(100);
    expect(current?.sale.endsAt.getTime()).toBe(now + 48 * 60 * 60 * 1000);
    for (const { sale, normalCost } of sales) expect(sale.pointCost).toBeLessThan(normalCost);
  });

  it('serves the Home carousel (4, linking to privilege pages) and the Privilege banners (2) to the demo member', async () => {
    const token = await logIn(context.app, 'demo@example.com', 'Demo1234!');
    const list = async (group: string) =>
      (
        await context.app.inject({ url: '/api/v1/Banner/GetBannerList', query: { group }, headers: bearer(token) })
      ).json().data;
    const home = await list('Home');
    expect(home).toHaveLength(4);
    for (const banner of home) expect(banner.link_path).toMatch(/^\/privilege/);
    expect(home.some((banner: { link_path: string }) => /^\/privilege\?catId=\d+$/.test(banner.link_path))).toBe(true);
    expect(await list('Privilege')).toHaveLength(2);
    const landing = await context.app.inject('/api/v1/Banner/GetLandingBanner?group=Landing-Kv');
    expect(landing.json().data).toHaveLength(3);
  });

  it('titles every in-app banner in English and in Thai', async () => {
    const rows = await context.database.orm.select().from(banners);
    const inApp = rows.filter((row) => row.group === 'Home' || row.group === 'Privilege');
    expect(inApp).toHaveLength(6);
    for (const row of inApp) {
      expect(row.titleEn, row.name).toMatch(/^[A-Z][\x20-\x7E]+$/);
      expect(row.titleTh, row.name).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('ships every picture the catalogue points at', async () => {
    const { orm } = context.database;
    const urls = [
      ...(await orm.select({ url: privileges.imageUrl }).from(privileges)),
      ...(await orm.select({ url: privilegeCategories.iconUrl }).from(privilegeCategories)),
      ...(await orm.select({ url: privilegeGroups.imageUrl }).from(privilegeGroups)),
      ...(await orm.select({ url: partners.logoUrl }).from(partners)),
      ...(await orm.select({ url: banners.imageUrl }).from(banners)),
    ].map((row) => row.url);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      expect(existsSync(join(DEFAULT_MEDIA_DIR, url.slice('/media/'.length))), url).toBe(true);
    }
    const served = await context.app.inject(urls[0] ?? '/media/none.svg');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
  });

  it('gives the demo member three favourites', async () => {
    expect(await counts()).toMatchObject({ favourites: 3 });
  });

  it('changes nothing on a second run', async () => {
    const before = await counts();
    await seedDemoData(context.database.orm, new Date(seededAt.getTime() + 60_000));
    expect(await counts()).toEqual(before);
  });

  it('on a start after the upcoming sale opened, moves it back to upcoming and keeps the live one', async () => {
    const { orm } = context.database;
    const [before] = await orm.select().from(flashSales).where(lte(flashSales.startsAt, seededAt));
    const afterOpening = new Date(seededAt.getTime() + 30 * 60 * 60 * 1000);
    await seedDemoData(orm, afterOpening);
    const sales = await orm.select().from(flashSales);
    expect(sales).toHaveLength(2);
    expect(sales.find((sale) => sale.id === before?.id)).toEqual(before);
    expect(sales.filter((sale) => sale.startsAt > afterOpening)).toHaveLength(1);
  });

  it('on a start ten days later, moves the ended ends-soon privileges and both flash sales back to live and upcoming', async () => {
    const { orm } = context.database;
    const later = new Date(seededAt.getTime() + 10 * DAY_MS);
    await seedDemoData(orm, later);
    const endingSoon = DEMO_PRIVILEGES.filter((privilege) => privilege.endsInDays !== undefined);
    expect(endingSoon.length).toBeGreaterThanOrEqual(2);
    for (const privilege of endingSoon) {
      const [row] = await orm
        .select()
        .from(privileges)
        .where(eq(privileges.imageUrl, `/media/privileges/${privilege.slug}.svg`));
      expect(row?.endsAt.getTime(), privilege.slug).toBe(later.getTime() + (privilege.endsInDays ?? 0) * DAY_MS);
    }
    const sales = await orm.select().from(flashSales);
    // Nobody bought from the seeded sales, so the same two rows got fresh windows.
    expect(sales).toHaveLength(2);
    expect(sales.filter((sale) => sale.startsAt <= later && sale.endsAt > later)).toHaveLength(1);
    expect(sales.filter((sale) => sale.startsAt > later)).toHaveLength(1);
    await seedDemoData(orm, new Date(later.getTime() + 60_000));
    expect(await orm.select().from(flashSales)).toEqual(sales);
  });

  it('keeps a sale members bought from as it was and opens a fresh one beside it', async () => {
    const { orm } = context.database;
    const later = new Date(seededAt.getTime() + 10 * DAY_MS);
    const [live] = (await orm.select().from(flashSales)).filter(
      (sale) => sale.startsAt <= later && sale.endsAt > later,
    );
    if (!live) throw new Error('no live sale');
    await orm.update(flashSales).set({ stockUsed: 3 }).where(eq(flashSales.id, live.id));
    const muchLater = new Date(later.getTime() + 10 * DAY_MS);
    await seedDemoData(orm, muchLater);
    const [kept] = await orm.select().from(flashSales).where(eq(flashSales.id, live.id));
    expect(kept).toEqual({ ...live, stockUsed: 3 });
    const fresh = (await orm.select().from(flashSales)).filter(
      (sale) => sale.privilegeId === live.privilegeId && sale.startsAt <= muchLater && sale.endsAt > muchLater,
    );
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ stockUsed: 0, stockTotal: 100 });
  });

  it('does not seed a demo privilege again after an operator replaced its picture', async () => {
    const { orm } = context.database;
    const [first] = DEMO_PRIVILEGES;
    if (!first) throw new Error('no demo privilege');
    const uploaded = '/uploads/media/0123456789abcdef0123456789abcdef-1200.webp';
    await orm
      .update(privileges)
      .set({ imageUrl: uploaded })
      .where(eq(privileges.imageUrl, `/media/privileges/${first.slug}.svg`));
    const [before] = await orm.select({ total: count() }).from(privileges);
    await seedDemoData(orm, new Date(seededAt.getTime() + 30 * DAY_MS));
    const [after] = await orm.select({ total: count() }).from(privileges);
    expect(after?.total).toBe(before?.total);
    expect(await orm.select().from(privileges).where(eq(privileges.imageUrl, uploaded))).toHaveLength(1);
  });
});
