import { createHash } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  flashSales,
  partnerCodes,
  partnerStores,
  partners,
  privilegeCategories,
  privilegeFavourites,
  privilegeGroups,
  privilegeSubcategories,
  privileges,
  tiers,
} from '../db/schema.js';
import { upsertBanner } from '../modules/banners/banner-repository.js';
import { findForeignMemberByEmail } from '../modules/members/member-repository.js';
import {
  type CategoryCode,
  DEMO_CATEGORIES,
  DEMO_GROUPS,
  DEMO_PARTNERS,
  type DemoPrivilege,
  type GroupKey,
  type PartnerKey,
} from './seed-catalogue-structure.js';
import { EVERYDAY_PRIVILEGES } from './seed-privileges-everyday.js';
import { LEISURE_PRIVILEGES } from './seed-privileges-leisure.js';
import { WELLBEING_PRIVILEGES } from './seed-privileges-wellbeing.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const DEMO_PRIVILEGES: readonly DemoPrivilege[] = [
  ...EVERYDAY_PRIVILEGES,
  ...WELLBEING_PRIVILEGES,
  ...LEISURE_PRIVILEGES,
];

/** Flash sales by privilege slug: one live now, one about to open, each with its own price and stock. */
export const DEMO_FLASH_SALES = [
  { slug: 'noodle-boat-set', pointCost: 150, stockTotal: 100, startsInHours: -1, hours: 49 },
  { slug: 'starlight-two-tickets', pointCost: 299, stockTotal: 50, startsInHours: 24, hours: 24 },
] as const;

/** The demo member's hearts (DESIGN §8 "favourites"). */
export const DEMO_FAVOURITES = ['brew-free-latte', 'orchid-thai-massage', 'starlight-movie-ticket'] as const;

export const PARTNER_CODES_PER_PRIVILEGE = 50;

const CONDITIONS = {
  ecoupon: {
    en: 'Show the coupon at a participating branch and enter the store code before paying. One coupon per bill; it cannot be exchanged for cash or combined with other promotions. Use it within 30 days of redeeming.',
    th: 'แสดงคูปองที่สาขาที่ร่วมรายการและกรอกรหัสร้านค้าก่อนชำระเงิน ใช้ได้ 1 คูปองต่อ 1 บิล ไม่สามารถแลกเปลี่ยนเป็นเงินสดหรือใช้ร่วมกับโปรโมชันอื่นได้ ใช้ได้ภายใน 30 วันหลังแลก',
  },
  partner_code: {
    en: 'Tap Show code to reveal your partner code, then enter it on the partner’s website or app at checkout. Each code works once and expires 30 days after redeeming.',
    th: 'กด "แสดงรหัส" เพื่อดูรหัสของพาร์ทเนอร์ แล้วกรอกรหัสบนเว็บไซต์หรือแอปของพาร์ทเนอร์ขณะชำระเงิน รหัสใช้ได้ครั้งเดียวและหมดอายุภายใน 30 วันหลังแลก',
  },
  physical: {
    en: 'We ship to the address you choose within 7 working days and you can follow every step in the tracking status. Delivery within Thailand only; points are not refunded once the reward has shipped.',
    th: 'จัดส่งไปยังที่อยู่ที่คุณเลือกภายใน 7 วันทำการ และติดตามสถานะการจัดส่งได้ทุกขั้นตอน จัดส่งเฉพาะในประเทศไทย ไม่คืนคะแนนหลังจัดส่งสินค้าแล้ว',
  },
} as const;

const TIER_CONDITIONS = {
  silver: { en: 'For Silver members and above.', th: 'สำหรับสมาชิกระดับซิลเวอร์ขึ้นไป' },
  gold: { en: 'For Gold members and above.', th: 'สำหรับสมาชิกระดับโกลด์ขึ้นไป' },
  platinum: { en: 'For Platinum members only.', th: 'สำหรับสมาชิกระดับแพลทินัมเท่านั้น' },
} as const;

interface CatalogueIds {
  categories: Map<CategoryCode, { id: number; subcategoryIds: number[] }>;
  groups: Map<GroupKey, number>;
  partners: Map<PartnerKey, number>;
  privileges: Map<string, number>;
}

function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Catalogue seed: nothing seeded for ${String(key)}`);
  return value;
}

async function seedCategories(db: Executor, ids: CatalogueIds): Promise<void> {
  for (const [sort, category] of DEMO_CATEGORIES.entries()) {
    await db
      .insert(privilegeCategories)
      .values({
        code: category.code,
        nameEn: category.en,
        nameTh: category.th,
        iconUrl: `/media/privileges/categories/${category.code}.svg`,
        sort,
      })
      .onConflictDoNothing({ target: privilegeCategories.code });
    const [row] = await db
      .select({ id: privilegeCategories.id })
      .from(privilegeCategories)
      .where(eq(privilegeCategories.code, category.code));
    if (!row) throw new Error(`Catalogue seed: category ${category.code} missing`);
    const subcategoryIds: number[] = [];
    for (const [subSort, sub] of category.subcategories.entries()) {
      const where = and(eq(privilegeSubcategories.categoryId, row.id), eq(privilegeSubcategories.nameEn, sub.en));
      const [existing] = await db.select({ id: privilegeSubcategories.id }).from(privilegeSubcategories).where(where);
      const [stored] = existing
        ? [existing]
        : await db
            .insert(privilegeSubcategories)
            .values({ categoryId: row.id, nameEn: sub.en, nameTh: sub.th, sort: subSort })
            .returning({ id: privilegeSubcategories.id });
      if (stored) subcategoryIds.push(stored.id);
    }
    ids.categories.set(category.code, { id: row.id, subcategoryIds });
  }
}

async function seedGroups(db: Executor, ids: CatalogueIds): Promise<void> {
  for (const [sort, group] of DEMO_GROUPS.entries()) {
    const [existing] = await db
      .select({ id: privilegeGroups.id })
      .from(privilegeGroups)
      .where(eq(privilegeGroups.nameEn, group.en));
    const [stored] = existing
      ? [existing]
      : await db
          .insert(privilegeGroups)
          .values({ nameEn: group.en, nameTh: group.th, imageUrl: `/media/privileges/groups/${group.key}.svg`, sort })
          .returning({ id: privilegeGroups.id });
    if (stored) ids.groups.set(group.key, stored.id);
  }
}

async function seedPartners(db: Executor, ids: CatalogueIds): Promise<void> {
  for (const partner of DEMO_PARTNERS) {
    const [existing] = await db.select({ id: partners.id }).from(partners).where(eq(partners.nameEn, partner.en));
    const [stored] = existing
      ? [existing]
      : await db
          .insert(partners)
          .values({ nameEn: partner.en, nameTh: partner.th, logoUrl: `/media/privileges/partners/${partner.key}.svg` })
          .returning({ id: partners.id });
    if (!stored) continue;
    ids.partners.set(partner.key, stored.id);
    await db
      .insert(partnerStores)
      .values(
        partner.stores.map((store) => ({ partnerId: stored.id, code: store.code, nameEn: store.en, nameTh: store.th })),
      )
      .onConflictDoNothing({ target: partnerStores.code });
  }
}

function conditionsOf(privilege: DemoPrivilege, language: 'en' | 'th'): string {
  const tierLine = privilege.minTier ? `${TIER_CONDITIONS[privilege.minTier][language]} ` : '';
  return `${tierLine}${CONDITIONS[privilege.kind][language]}`;
}

/**
 * `npm start` seeds at every start, long after the first: an "ends soon" privilege whose window ends
 * within a day (or ended) gets `endsInDays` more from now, so the demo keeps privileges about to end.
 * Only the end moves; stock and the redemptions already made stay as they are.
 */
async function keepEndingSoon(
  db: Executor,
  row: { id: number; endsAt: Date },
  endsInDays: number,
  now: Date,
): Promise<void> {
  if (row.endsAt.getTime() > now.getTime() + DAY_MS) return;
  await db
    .update(privileges)
    .set({ endsAt: new Date(now.getTime() + endsInDays * DAY_MS) })
    .where(eq(privileges.id, row.id));
}

async function seedPrivileges(db: Executor, ids: CatalogueIds, now: Date): Promise<void> {
  const tierRows = await db.select({ id: tiers.id, code: tiers.code }).from(tiers);
  const tierIds = new Map(tierRows.map((tier) => [tier.code, tier.id]));
  for (const [sort, privilege] of DEMO_PRIVILEGES.entries()) {
    const imageUrl = `/media/privileges/${privilege.slug}.svg`;
    // Found by its drawn picture or, once an operator uploaded another picture in the console, by its English
    // title: by the picture alone, the next start seeded the privilege a second time.
    const [existing] = await db
      .select({ id: privileges.id, endsAt: privileges.endsAt })
      .from(privileges)
      .where(or(eq(privileges.imageUrl, imageUrl), eq(privileges.titleEn, privilege.en.title)))
      .orderBy(privileges.id)
      .limit(1);
    if (existing && privilege.endsInDays !== undefined) await keepEndingSoon(db, existing, privilege.endsInDays, now);
    const category = required(ids.categories, privilege.category);
    const [stored] = existing
      ? [existing]
      : await db
          .insert(privileges)
          .values({
            categoryId: category.id,
            subcategoryId: category.subcategoryIds[privilege.subcategory] ?? null,
            groupId: privilege.group ? required(ids.groups, privilege.group) : null,
            partnerId: required(ids.partners, privilege.partner),
            kind: privilege.kind,
            titleEn: privilege.en.title,
            titleTh: privilege.th.title,
            descriptionEn: privilege.en.description,
            descriptionTh: privilege.th.description,
            conditionsEn: conditionsOf(privilege, 'en'),
            conditionsTh: conditionsOf(privilege, 'th'),
            imageUrl,
            pointCost: privilege.pointCost,
            stockTotal: privilege.stock,
            perMemberLimit: privilege.perMemberLimit,
            minTierId: privilege.minTier ? required(tierIds, privilege.minTier) : null,
            // Live for two months already: the demo member's expired coupon (seed-redemptions.ts) was redeemed in the window.
            startsAt: new Date(now.getTime() - 60 * DAY_MS),
            endsAt: new Date(now.getTime() + (privilege.endsInDays ?? 180) * DAY_MS),
            sort,
          })
          .returning({ id: privileges.id });
    if (stored) ids.privileges.set(privilege.slug, stored.id);
  }
}

/** Partner codes look like a partner's own vouchers; derived from the slug so a rerun makes the same ones. */
function partnerCodeOf(slug: string, index: number): string {
  const digest = createHash('sha256').update(`${slug}:${index}`).digest('hex').toUpperCase();
  return `${digest.slice(0, 4)}-${digest.slice(4, 8)}-${digest.slice(8, 12)}`;
}

async function seedPartnerCodes(db: Executor, ids: CatalogueIds): Promise<void> {
  for (const privilege of DEMO_PRIVILEGES) {
    if (privilege.kind !== 'partner_code') continue;
    const privilegeId = required(ids.privileges, privilege.slug);
    const codes = Array.from({ length: PARTNER_CODES_PER_PRIVILEGE }, (_, index) => ({
      privilegeId,
      code: partnerCodeOf(privilege.slug, index),
    }));
    await db.insert(partnerCodes).values(codes).onConflictDoNothing();
  }
}

/** Whether a sale is in the state its demo entry wants at `now`: live for a negative start, else upcoming. */
function isAsDescribed(sale: { startsAt: Date; endsAt: Date }, startsInHours: number, now: Date): boolean {
  return startsInHours > 0 ? sale.startsAt > now : sale.startsAt <= now && sale.endsAt > now;
}

/**
 * Keeps DEMO_FLASH_SALES as described at every start: one sale live, one upcoming. When a privilege has
 * no sale in its wanted state, its latest sale is given a fresh window if no member has bought from it
 * (stock_used 0: no redemption refers to that sale). A sale members bought from keeps its window and
 * its taken stock, as their redemptions record them; a new sale with full stock opens instead, after
 * it if it is still running, so one privilege's sales never overlap.
 */
async function seedFlashSales(db: Executor, ids: CatalogueIds, now: Date): Promise<void> {
  for (const sale of DEMO_FLASH_SALES) {
    const privilegeId = required(ids.privileges, sale.slug);
    const existing = await db
      .select()
      .from(flashSales)
      .where(eq(flashSales.privilegeId, privilegeId))
      .orderBy(desc(flashSales.startsAt), desc(flashSales.id));
    if (existing.some((row) => isAsDescribed(row, sale.startsInHours, now))) continue;
    const startsAt = new Date(now.getTime() + sale.startsInHours * HOUR_MS);
    const [latest] = existing;
    if (latest?.stockUsed === 0) {
      await db
        .update(flashSales)
        .set({ startsAt, endsAt: new Date(startsAt.getTime() + sale.hours * HOUR_MS) })
        .where(eq(flashSales.id, latest.id));
      continue;
    }
    const opensAt = latest && latest.endsAt > startsAt ? latest.endsAt : startsAt;
    await db.insert(flashSales).values({
      privilegeId,
      pointCost: sale.pointCost,
      stockTotal: sale.stockTotal,
      startsAt: opensAt,
      endsAt: new Date(opensAt.getTime() + sale.hours * HOUR_MS),
    });
  }
}

async function seedBanners(db: Executor, ids: CatalogueIds): Promise<void> {
  const categoryPath = (code: CategoryCode) => `/privilege?catId=${required(ids.categories, code).id}`;
  // Each title says what its artwork (apps/api/media/banners) shows; members read it as the picture's words.
  const banners = [
    {
      group: 'Home',
      name: 'home-flash-sale',
      linkPath: '/privilege-flashsale',
      titleEn: 'Flash sale: treats for fewer points, for a short time',
      titleTh: 'แฟลชเซล แลกของดีด้วยคะแนนที่น้อยลงในเวลาจำกัด',
    },
    {
      group: 'Home',
      name: 'home-food',
      linkPath: categoryPath('food'),
      titleEn: 'Coffee, noodles and cake on your points',
      titleTh: 'กาแฟ ก๋วยเตี๋ยว และเค้ก แลกได้ด้วยคะแนน',
    },
    {
      group: 'Home',
      name: 'home-travel',
      linkPath: categoryPath('travel'),
      titleEn: 'Beach escapes: flights and stays',
      titleTh: 'เที่ยวทะเลสุดคุ้ม ทั้งเที่ยวบินและที่พัก',
    },
    {
      group: 'Home',
      name: 'home-beauty',
      linkPath: categoryPath('beauty'),
      titleEn: 'Spa, skincare and fitness to feel your best',
      titleTh: 'สปา สกินแคร์ และฟิตเนส ดูแลตัวเองให้ดีที่สุด',
    },
    {
      group: 'Privilege',
      name: 'privilege-entertainment',
      linkPath: categoryPath('entertainment'),
      titleEn: 'Movies, shows and concerts',
      titleTh: 'ภาพยนตร์ การแสดง และคอนเสิร์ต',
    },
    {
      group: 'Privilege',
      name: 'privilege-home',
      linkPath: categoryPath('lifestyle'),
      titleEn: 'Plants, lamps and cookware for a cosier home',
      titleTh: 'ต้นไม้ โคมไฟ และเครื่องครัว แต่งบ้านให้น่าอยู่',
    },
  ];
  for (const [sort, banner] of banners.entries()) {
    await upsertBanner(db, { ...banner, imageUrl: `/media/banners/${banner.name}.svg`, sort });
  }
}

async function seedDemoFavourites(db: Executor, ids: CatalogueIds): Promise<void> {
  const member = await findForeignMemberByEmail(db, 'demo@example.com');
  if (!member) return;
  await db
    .insert(privilegeFavourites)
    .values(DEMO_FAVOURITES.map((slug) => ({ memberId: member.id, privilegeId: required(ids.privileges, slug) })))
    .onConflictDoNothing();
}

/**
 * DESIGN §8 privilege catalogue: categories, groups, partners with stores, 42 privileges of every kind
 * (exclusive ones, some ending soon), partner codes, a live and an upcoming flash sale, the in-app
 * banners and the demo member's favourites. Idempotent: what exists is found again, never duplicated;
 * only the windows of the ends-soon privileges and the flash sales move forward, so the demo stays
 * current across restarts.
 */
export async function seedCatalogue(db: Executor, now: Date): Promise<void> {
  const ids: CatalogueIds = { categories: new Map(), groups: new Map(), partners: new Map(), privileges: new Map() };
  await seedCategories(db, ids);
  await seedGroups(db, ids);
  await seedPartners(db, ids);
  await seedPrivileges(db, ids, now);
  await seedPartnerCodes(db, ids);
  await seedFlashSales(db, ids, now);
  await seedBanners(db, ids);
  await seedDemoFavourites(db, ids);
}
