import {
  getExclusivePrivilegeList,
  getGroupCategoryList,
  getPrivilegeCategories,
  getPrivilegeList,
  getPrivilegeSubCategories,
} from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { addSpending } from '../../../../test/factories.js';
import {
  createCatalogueBase,
  createCategory,
  createFlashSale,
  createGroup,
  createPrivilege,
  createSubcategory,
  hoursFromNow,
} from '../../../../test/fixtures/catalogue.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { useTestApp } from '../../../../test/test-app.js';
import { within } from '../../../../test/within.js';
import { recordSpending, UNCACHED_TIERS } from '../../../modules/tiers/tier-service.js';

const context = useTestApp();

/** The privilege ids of a list; a group list (GetGroupCategoryList without gId) has none, so undefined each. */
const ids = (items: readonly ({ privilege_id: number } | { group_id: number })[]) =>
  items.map((item) => ('privilege_id' in item ? item.privilege_id : undefined));

describe('Privilege/GetPrivilegeCategories and GetPrivilegeSubCategories', () => {
  it('lists categories in display order and a category’s subcategories in the request language', async () => {
    const db = context.database.orm;
    const second = await createCategory(db, { nameEn: 'Travel', nameTh: 'ท่องเที่ยว', sort: 20 });
    const first = await createCategory(db, { nameEn: 'Beauty', nameTh: 'ความงาม', sort: 10 });
    await createSubcategory(db, first.id, { nameEn: 'Spa', nameTh: 'สปา', sort: 2 });
    const nails = await createSubcategory(db, first.id, { nameEn: 'Nails', nameTh: 'ทำเล็บ', sort: 1 });
    const { token } = await memberWithPoints(context.database.orm, 0);

    const categories = await callContract(context.app, getPrivilegeCategories, {}, { as: { token }, language: 'th' });
    expect(categories.statusCode, categories.text).toBe(200);
    const listed = categories.data;
    const order = listed.map((item) => item.category_id);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    expect(listed).toContainEqual({ category_id: first.id, name: 'ความงาม', icon_url: '/media/icons/food.svg' });

    const subcategories = await callContract(
      context.app,
      getPrivilegeSubCategories,
      { Category_Id: first.id },
      { as: { token } },
    );
    expect(subcategories.data).toEqual([
      { subcategory_id: nails.id, category_id: first.id, name: 'Nails' },
      expect.objectContaining({ name: 'Spa' }),
    ]);
  });

  it('answers the categories from the catalogue cache until a category changes, as every process’s notice tells', async () => {
    const db = context.database.orm;
    const { token } = await memberWithPoints(context.database.orm, 0);
    const listed = async () =>
      (await callContract(context.app, getPrivilegeCategories, {}, { as: { token } })).data.map((item) => item.name);
    await listed();

    // With the notice silenced, a new category can only be seen by reading the table: memory still lists the old.
    await db.execute(sql`alter table privilege_categories disable trigger privilege_categories_changed`);
    try {
      await createCategory(db, { nameEn: 'Silent category' });
      expect(await listed()).not.toContain('Silent category');
    } finally {
      await db.execute(sql`alter table privilege_categories enable trigger privilege_categories_changed`);
    }

    await createCategory(db, { nameEn: 'Announced category' });
    expect(
      await within(2000, async () => {
        const names = await listed();
        return names.includes('Announced category') && names.includes('Silent category');
      }),
    ).toBe(true);
  });

  it('answers NOT_FOUND for an unknown category and VALIDATION_FAILED for a bad id', async () => {
    const { token } = await memberWithPoints(context.database.orm, 0);
    const unknown = await callContract(
      context.app,
      getPrivilegeSubCategories,
      { Category_Id: 999_999 },
      { as: { token } },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    const bad = await callContract(context.app, getPrivilegeSubCategories, badInput({ Category_Id: 'abc' }), {
      as: { token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a caller without a session', async () => {
    const response = await callContract(context.app, getPrivilegeCategories, {});
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });
});

/** Generous bound for a change notice on a loaded machine (milliseconds when idle). */
const NOTICE_MS = 5000;

describe('Privilege/GetPrivilegeList', () => {
  it('filters by category and subcategory, in catalogue order, only inside the window', async () => {
    const db = context.database.orm;
    const { category, partner, base } = await createCatalogueBase(db);
    const coffee = await createSubcategory(db, category.id);
    const later = await createPrivilege(db, { ...base, sort: 2, subcategoryId: coffee.id });
    const sooner = await createPrivilege(db, { ...base, sort: 1, titleEn: 'Latte', titleTh: 'ลาเต้' });
    await createPrivilege(db, { ...base, startsAt: hoursFromNow(2), endsAt: hoursFromNow(48) });
    await createPrivilege(db, { ...base, startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1) });
    const { token } = await memberWithPoints(context.database.orm, 0);

    const all = await callContract(context.app, getPrivilegeList, { Category_Id: category.id }, { as: { token } });
    expect(all.statusCode, all.text).toBe(200);
    expect(all.data).toMatchObject({ page: 1, limit: 30, total: 2, end_page: true });
    expect(ids(all.data.items)).toEqual([sooner.id, later.id]);
    expect(all.data.items[0]).toEqual({
      privilege_id: sooner.id,
      category_id: category.id,
      subcategory_id: null,
      group_id: null,
      kind: 'ecoupon',
      title: 'Latte',
      partner_name: partner.nameEn,
      image_url: '/media/privileges/drink.svg',
      image_srcset: null,
      point_cost: 100,
      stock_left: 50,
      is_favorite: false,
      min_tier: null,
      is_tier_locked: false,
      ends_at: sooner.endsAt.toISOString(),
      flash_sale: null,
    });

    const thai = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: category.id, Sub_Category_Id: coffee.id },
      { as: { token }, language: 'th' },
    );
    expect(thai.data.items).toEqual([
      expect.objectContaining({ privilege_id: later.id, title: 'เครื่องดื่มฟรี', partner_name: 'ชบา มาร์ท' }),
    ]);
  });

  it('pages with end_page, and a page past the end is empty with the right total', async () => {
    const db = context.database.orm;
    const { category, base } = await createCatalogueBase(db);
    const created = [];
    for (let sort = 1; sort <= 5; sort += 1) created.push(await createPrivilege(db, { ...base, sort }));
    const { token } = await memberWithPoints(context.database.orm, 0);
    const page = (number: number) =>
      callContract(
        context.app,
        getPrivilegeList,
        { Category_Id: category.id, page: number, limit: 2 },
        { as: { token } },
      );

    const second = (await page(2)).data;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5, end_page: false });
    expect(ids(second.items)).toEqual([created[2]?.id, created[3]?.id]);
    const third = (await page(3)).data;
    expect(third).toMatchObject({ total: 5, end_page: true });
    expect(third.items).toHaveLength(1);
    expect((await page(9)).data).toMatchObject({ items: [], total: 5, end_page: true });
  });

  it('shows a privilege outside its window while a flash sale of it is upcoming, with the sale on its card', async () => {
    const db = context.database.orm;
    const { category, base } = await createCatalogueBase(db);
    const notYet = await createPrivilege(db, { ...base, startsAt: hoursFromNow(5), endsAt: hoursFromNow(50) });
    const sale = await createFlashSale(db, {
      privilegeId: notYet.id,
      startsAt: hoursFromNow(5),
      endsAt: hoursFromNow(8),
    });
    const { token } = await memberWithPoints(context.database.orm, 0);
    const items = (await callContract(context.app, getPrivilegeList, { Category_Id: category.id }, { as: { token } }))
      .data.items;
    expect(items).toEqual([
      expect.objectContaining({
        privilege_id: notYet.id,
        stock_left: 50,
        flash_sale: {
          flash_sale_id: sale.id,
          point_cost: 40,
          stock_left: 10,
          starts_at: sale.startsAt.toISOString(),
          ends_at: sale.endsAt.toISOString(),
          state: 'upcoming',
        },
      }),
    ]);
  });

  it('refuses a bad page, limit or keyword with VALIDATION_FAILED', async () => {
    const { token } = await memberWithPoints(context.database.orm, 0);
    const badQueries: Record<string, string | number>[] = [
      { page: 0 },
      { limit: 101 },
      { Keyword: ' ' },
      { Category_Id: -1 },
    ];
    for (const query of badQueries) {
      const response = await callContract(context.app, getPrivilegeList, badInput(query), { as: { token } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('Privilege/GetExclusivePrivilegeList', () => {
  it('lists tier-only privileges the member’s tier reaches, with the tier name in the language', async () => {
    const db = context.database.orm;
    const { base } = await createCatalogueBase(db);
    const silverOnly = await createPrivilege(db, { ...base, minTierId: 2 });
    const platinumOnly = await createPrivilege(db, { ...base, minTierId: 4 });
    const everyone = await createPrivilege(db, { ...base });
    const silver = await memberWithPoints(context.database.orm, 0);
    await addSpending(db, { memberId: silver.member.id, amount: 25_000, spentAt: hoursFromNow(-24 * 30) });
    const newcomer = await memberWithPoints(context.database.orm, 0);

    const silverList = await callContract(
      context.app,
      getExclusivePrivilegeList,
      { limit: 100 },
      { as: silver, language: 'th' },
    );
    expect(silverList.statusCode, silverList.text).toBe(200);
    const items = silverList.data.items;
    expect(ids(items)).toContain(silverOnly.id);
    expect(ids(items)).not.toContain(platinumOnly.id);
    expect(ids(items)).not.toContain(everyone.id);
    expect(items.find((item) => item.privilege_id === silverOnly.id)?.min_tier).toBe('ซิลเวอร์');
    expect(silverList.data.limit).toBe(100);

    const newcomerList = await callContract(context.app, getExclusivePrivilegeList, {}, { as: newcomer });
    expect(newcomerList.data).toMatchObject({ items: [], total: 0, limit: 6, end_page: true });
  });

  it('shows a member the list of the tier their spending reaches, though pages are kept per tier', async () => {
    const db = context.database.orm;
    const { base } = await createCatalogueBase(db);
    const goldOnly = await createPrivilege(db, { ...base, minTierId: 3 });
    const climber = await memberWithPoints(context.database.orm, 0);
    const query = { limit: 100 };
    const before = await callContract(context.app, getExclusivePrivilegeList, query, { as: climber });
    expect(ids(before.data.items)).not.toContain(goldOnly.id);

    // As a till sale or an approved receipt records it: the upgrade is stored, and its notice makes every
    // process forget the tier it kept for the member (decision 065).
    const spentAt = hoursFromNow(-1);
    await db.transaction((tx) =>
      recordSpending(tx, UNCACHED_TIERS, { memberId: climber.member.id, amount: 60_000, spentAt }, new Date()),
    );
    const listed = async () =>
      ids((await callContract(context.app, getExclusivePrivilegeList, query, { as: climber })).data.items);
    expect(await within(NOTICE_MS, async () => (await listed()).includes(goldOnly.id))).toBe(true);
  });

  it('forgets spending older than twelve months', async () => {
    const db = context.database.orm;
    const { base } = await createCatalogueBase(db);
    const goldOnly = await createPrivilege(db, { ...base, minTierId: 3 });
    const lapsed = await memberWithPoints(context.database.orm, 0);
    await addSpending(db, { memberId: lapsed.member.id, amount: 80_000, spentAt: hoursFromNow(-24 * 400) });
    const list = await callContract(context.app, getExclusivePrivilegeList, { limit: 100 }, { as: lapsed });
    expect(ids(list.data.items)).not.toContain(goldOnly.id);
  });
});

describe('Privilege/GetGroupCategoryList', () => {
  it('lists groups with the count of privileges a member sees, and a group’s privileges with gId', async () => {
    const db = context.database.orm;
    const { base } = await createCatalogueBase(db);
    const group = await createGroup(db, { sort: -100, nameTh: 'สุดคุ้ม' });
    const inGroup = await createPrivilege(db, { ...base, groupId: group.id, sort: 1 });
    const alsoInGroup = await createPrivilege(db, { ...base, groupId: group.id, sort: 2 });
    await createPrivilege(db, { ...base, groupId: group.id, startsAt: hoursFromNow(-10), endsAt: hoursFromNow(-1) });
    const { token } = await memberWithPoints(context.database.orm, 0);

    const groups = await callContract(context.app, getGroupCategoryList, {}, { as: { token }, language: 'th' });
    expect(groups.statusCode, groups.text).toBe(200);
    expect(groups.data).toMatchObject({ page: 1, limit: 8 });
    expect(groups.data.items[0]).toEqual({
      group_id: group.id,
      name: 'สุดคุ้ม',
      image_url: '/media/groups/weekend.svg',
      privilege_count: 2,
    });

    const members = await callContract(
      context.app,
      getGroupCategoryList,
      { gId: group.id, limit: 1 },
      { as: { token } },
    );
    expect(members.data).toMatchObject({ total: 2, limit: 1, end_page: false });
    expect(ids(members.data.items)).toEqual([inGroup.id]);
    const next = await callContract(
      context.app,
      getGroupCategoryList,
      { gId: group.id, limit: 1, page: 2 },
      { as: { token } },
    );
    expect(ids(next.data.items)).toEqual([alsoInGroup.id]);
    expect(next.data.end_page).toBe(true);
  });

  it('answers NOT_FOUND for an unknown group', async () => {
    const { token } = await memberWithPoints(context.database.orm, 0);
    const response = await callContract(context.app, getGroupCategoryList, { gId: 987_654 }, { as: { token } });
    expect(response.statusCode).toBe(404);
    expect(response.code).toBe('NOT_FOUND');
  });
});
