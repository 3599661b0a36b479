import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addPointLot, createMember, uniqueMobile } from '../../../test/factories.js';
import {
  createCatalogueBase,
  createFlashSale,
  createGroup,
  createPrivilege,
  recordRedemption,
} from '../../../test/fixtures/catalogue.js';
import { useTestDatabase } from '../../../test/helper.js';
import { loggingOrm } from '../../../test/statement-log.js';
import { createCacheRegistry } from '../../caches.js';
import * as schema from '../../db/schema.js';
import { TERMINAL_ACTOR } from '../audit/audit-service.js';
import { WHOLE_GROUP } from '../companies/company-scope.js';
import { redeemPrivilege } from '../redemptions/redeem-service.js';
import { toggleFavourite } from './favourite-service.js';
import { changePrivilegeStock, createFlashSale as openFlashSale } from './privilege-admin-service.js';
import { CATALOGUE_PAGE_REFRESH_AFTER_MS, CATALOGUE_PAGE_TTL_MS } from './privilege-page-cache.js';
import {
  listFlashSales,
  listGroupsOrGroupPrivileges,
  listPrivileges,
  privilegeDetailReader,
} from './privilege-service.js';

const context = useTestDatabase();

/**
 * A database handle with caches of its own (as an app has) that notes every statement it sends:
 * card pages are the statements with the flash-sale LATERAL join, group pages read privilege_groups.
 */
function countingOrm() {
  const { orm, statements } = loggingOrm(context.database.pool);
  const count = (part: string) => statements.filter((statement) => statement.includes(part)).length;
  return {
    orm,
    caches: createCacheRegistry(),
    cardQueries: () => count('left join lateral'),
    groupQueries: () => count('from "privilege_groups" order by'),
    favouriteQueries: () => count('from "privilege_favorites" where'),
  };
}

function viewer(memberId: number, now = new Date()) {
  return { memberId, language: 'en' as const, now };
}

const firstPage = (categoryId: number) => ({ Category_Id: categoryId, page: 1, limit: 30 });

async function member(points = 0) {
  const row = await createMember(context.database.orm, {
    mobileNo: uniqueMobile(),
    govIdRef: `T${uniqueMobile()}`,
    gender: 'female',
    dateOfBirth: '1990-04-01',
  });
  if (points > 0) {
    await addPointLot(context.database.orm, {
      memberId: row.id,
      amount: points,
      expiresAt: new Date('2040-06-30T00:00:00Z'),
    });
  }
  return row;
}

async function catalogueOfTwo() {
  const { category, base } = await createCatalogueBase(context.database.orm);
  const first = await createPrivilege(context.database.orm, { ...base, sort: 1 });
  const second = await createPrivilege(context.database.orm, { ...base, sort: 2 });
  return { category, first, second };
}

const ids = (page: { items: { privilege_id?: number }[] }) => page.items.map((item) => item.privilege_id);

const hearts = (page: { items: { privilege_id: number; is_favorite: boolean }[] }) =>
  page.items.map((item) => [item.privilege_id, item.is_favorite]);

describe('catalogue lists kept for every member', () => {
  it('reads a page once within the TTL and gives each member their own hearts on it', async () => {
    const { orm, caches, cardQueries } = countingOrm();
    const { category, first, second } = await catalogueOfTwo();
    const [fan, other] = await Promise.all([member(), member()]);
    await toggleFavourite(context.database.orm, undefined, {
      memberId: fan.id,
      privilegeId: second.id,
      categoryId: category.id,
    });

    const fansPage = await listPrivileges(orm, caches, viewer(fan.id), firstPage(category.id));
    const othersPage = await listPrivileges(orm, caches, viewer(other.id), firstPage(category.id));

    expect(cardQueries()).toBe(1);
    expect(hearts(fansPage)).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(hearts(othersPage)).toEqual([
      [first.id, false],
      [second.id, false],
    ]);
  });

  it('shows a favourite toggled a moment ago on the next read of a kept page', async () => {
    const { orm, caches, cardQueries } = countingOrm();
    const { category, first } = await catalogueOfTwo();
    const fan = await member();
    await listPrivileges(orm, caches, viewer(fan.id), firstPage(category.id));

    await toggleFavourite(orm, caches.favourites, { memberId: fan.id, privilegeId: first.id, categoryId: category.id });
    const after = await listPrivileges(orm, caches, viewer(fan.id), firstPage(category.id));

    expect(cardQueries()).toBe(1);
    expect(after.items[0]).toMatchObject({ privilege_id: first.id, is_favorite: true });
  });

  it('shows the stock a redemption took at once to the member who redeemed', async () => {
    const { orm, caches, cardQueries } = countingOrm();
    const { category, first } = await catalogueOfTwo();
    const redeemer = await member(1_000);
    const before = await listPrivileges(orm, caches, viewer(redeemer.id), firstPage(category.id));
    expect(before.items[0]).toMatchObject({ privilege_id: first.id, stock_left: 50 });

    await redeemPrivilege(
      orm,
      caches.tiers,
      {
        memberId: redeemer.id,
        idempotencyKey: undefined,
        input: { Privilege_Id: first.id, Category_Id: category.id },
        language: 'en',
      },
      undefined,
      caches,
    );
    const after = await listPrivileges(orm, caches, viewer(redeemer.id), firstPage(category.id));

    expect(after.items[0]).toMatchObject({ privilege_id: first.id, stock_left: 49 });
    expect(cardQueries()).toBe(2);
  });

  /** A member reads the first page (50 left), then another API instance's redemptions take 5. */
  async function pageKeptThenStockTakenElsewhere() {
    const { orm, caches, cardQueries } = countingOrm();
    const { category, first } = await catalogueOfTwo();
    const reader = await member();
    const loadedAt = new Date();
    await listPrivileges(orm, caches, viewer(reader.id, loadedAt), firstPage(category.id));
    // This process learns of the other instance's redemptions only by reading again.
    await context.database.orm
      .update(schema.privileges)
      .set({ stockUsed: 5 })
      .where(eq(schema.privileges.id, first.id));
    return { orm, caches, cardQueries, category, reader, loadedAt };
  }

  it('reads the page again once the TTL has passed, showing a change made elsewhere', async () => {
    const { orm, caches, cardQueries, category, reader, loadedAt } = await pageKeptThenStockTakenElsewhere();

    const beforeRefresh = new Date(loadedAt.getTime() + CATALOGUE_PAGE_REFRESH_AFTER_MS - 1);
    const kept = await listPrivileges(orm, caches, viewer(reader.id, beforeRefresh), firstPage(category.id));
    expect(kept.items[0]).toMatchObject({ stock_left: 50 });
    expect(cardQueries()).toBe(1);

    const expired = new Date(loadedAt.getTime() + CATALOGUE_PAGE_TTL_MS);
    const fresh = await listPrivileges(orm, caches, viewer(reader.id, expired), firstPage(category.id));
    expect(fresh.items[0]).toMatchObject({ stock_left: 45 });
    expect(cardQueries()).toBe(2);
  });

  it('reads the successor of a page in the background once it is older than the refresh age', async () => {
    const { orm, caches, cardQueries, category, reader, loadedAt } = await pageKeptThenStockTakenElsewhere();

    const refreshAge = new Date(loadedAt.getTime() + CATALOGUE_PAGE_REFRESH_AFTER_MS);
    const kept = await listPrivileges(orm, caches, viewer(reader.id, refreshAge), firstPage(category.id));
    expect(kept.items[0]).toMatchObject({ stock_left: 50 });
    await vi.waitFor(async () => {
      const next = await listPrivileges(orm, caches, viewer(reader.id, refreshAge), firstPage(category.id));
      expect(next.items[0]).toMatchObject({ stock_left: 45 });
    });
    expect(cardQueries()).toBe(2);
  });

  it('gives members with the same hearts on a kept page one frozen answer, and a heart its own', async () => {
    const { orm, caches } = countingOrm();
    const { category, second } = await catalogueOfTwo();
    const [first, other, fan] = await Promise.all([member(), member(), member()]);
    await toggleFavourite(orm, caches.favourites, {
      memberId: fan.id,
      privilegeId: second.id,
      categoryId: category.id,
    });

    const plainPage = await listPrivileges(orm, caches, viewer(first.id), firstPage(category.id));
    const othersPage = await listPrivileges(orm, caches, viewer(other.id), firstPage(category.id));
    const fansPage = await listPrivileges(orm, caches, viewer(fan.id), firstPage(category.id));
    const inThai = await listPrivileges(orm, caches, { ...viewer(other.id), language: 'th' }, firstPage(category.id));

    expect(othersPage).toBe(plainPage);
    expect(Object.isFrozen(othersPage)).toBe(true);
    expect(inThai).not.toBe(othersPage);
    expect(hearts(fansPage)).toEqual([
      [expect.any(Number), false],
      [second.id, true],
    ]);
    expect(hearts(othersPage).map(([, isFavourite]) => isFavourite)).toEqual([false, false]);
    expect(await listPrivileges(orm, caches, viewer(fan.id), firstPage(category.id))).toBe(fansPage);
  });

  it('runs one card query for many members missing the same page at once', async () => {
    const { orm, caches, cardQueries, favouriteQueries } = countingOrm();
    const { category } = await catalogueOfTwo();
    const readers = await Promise.all(Array.from({ length: 8 }, () => member()));

    const pages = await Promise.all(
      readers.map((reader) => listPrivileges(orm, caches, viewer(reader.id), firstPage(category.id))),
    );

    expect(cardQueries()).toBe(1);
    expect(favouriteQueries()).toBe(readers.length);
    expect(pages.every((page) => page.total === 2)).toBe(true);
  });

  it('keeps flash-sale and group pages too, and forgets them when an operator changes stock or opens a sale', async () => {
    const { orm, caches, cardQueries, groupQueries } = countingOrm();
    const { base } = await createCatalogueBase(context.database.orm);
    const group = await createGroup(context.database.orm, { sort: -1_000 });
    const plain = await createPrivilege(context.database.orm, { ...base, groupId: group.id });
    const onSale = await createPrivilege(context.database.orm, base);
    await createFlashSale(context.database.orm, { privilegeId: onSale.id });
    const reader = await member();
    const page = { page: 1, limit: 100 };
    const readAll = () =>
      Promise.all([
        listFlashSales(orm, caches, viewer(reader.id), page),
        listGroupsOrGroupPrivileges(orm, caches, viewer(reader.id), page),
        listGroupsOrGroupPrivileges(orm, caches, viewer(reader.id), { ...page, gId: group.id }),
      ]);

    await readAll();
    const [sales, , groupCards] = await readAll();
    expect(cardQueries()).toBe(2);
    expect(groupQueries()).toBe(1);
    expect(ids(sales)).toContain(onSale.id);
    expect(ids(sales)).not.toContain(plain.id);
    expect(groupCards.items).toEqual([expect.objectContaining({ privilege_id: plain.id, stock_left: 50 })]);

    await changePrivilegeStock(orm, caches, TERMINAL_ACTOR, { privilegeId: plain.id, companies: WHOLE_GROUP, add: 20 });
    const [, , afterStock] = await readAll();
    expect(afterStock.items).toEqual([expect.objectContaining({ privilege_id: plain.id, stock_left: 70 })]);
    expect(groupQueries()).toBe(2);

    await openFlashSale(orm, caches, TERMINAL_ACTOR, WHOLE_GROUP, plain.id, {
      point_cost: 10,
      stock_total: 5,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const [afterSale] = await readAll();
    expect(ids(afterSale)).toContain(plain.id);
    expect(cardQueries()).toBe(6);
  });

  it('reads past the kept pages inside a transaction', async () => {
    const { orm, caches, cardQueries } = countingOrm();
    const { category } = await catalogueOfTwo();
    const reader = await member();
    await orm.transaction(async (tx) => {
      await listPrivileges(tx, caches, viewer(reader.id), firstPage(category.id));
      await listPrivileges(tx, caches, viewer(reader.id), firstPage(category.id));
    });
    expect(cardQueries()).toBe(2);
  });
});

describe('the privilege detail as the route reads it (GetPrivilegeDetail, decision 066)', () => {
  it('reads the calls of one turn with one statement, each member with their own balance and redemptions', async () => {
    const { category, first, second } = await catalogueOfTwo();
    const [rich, poor] = [await member(500), await member(0)];
    await recordRedemption(context.database.orm, rich.id, first.id);
    const { orm, statements } = loggingOrm(context.database.pool);
    const detailOf = privilegeDetailReader(orm);
    const asked = (memberId: number, privilegeId: number, categoryId = category.id) =>
      detailOf(viewer(memberId), { privilegeId, categoryId });

    // The missing one's id is past PostgreSQL's integer range (ids are bigint): unknown, like any other.
    const [richFirst, poorFirst, richSecond, again, missing, elsewhere] = await Promise.allSettled([
      asked(rich.id, first.id),
      asked(poor.id, first.id),
      asked(rich.id, second.id),
      asked(rich.id, first.id),
      asked(rich.id, 3_000_000_000),
      asked(rich.id, second.id, category.id + 1),
    ]);

    expect(statements).toHaveLength(1);
    const value = <T>(outcome: PromiseSettledResult<T>) => (outcome.status === 'fulfilled' ? outcome.value : null);
    expect(value(richFirst)).toMatchObject({ privilege_id: first.id, member_redeemed: 1, blocked_by: null });
    expect(value(poorFirst)).toMatchObject({ privilege_id: first.id, member_redeemed: 0 });
    expect(value(poorFirst)?.blocked_by).not.toBeNull();
    expect(value(richSecond)).toMatchObject({ privilege_id: second.id, member_redeemed: 0 });
    expect(value(again)).toEqual(value(richFirst));
    expect(missing).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });
    expect(elsewhere).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });
  });
});
