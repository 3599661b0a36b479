import {
  getFavPrivilegeList,
  getFlashSaleList,
  getPrivilegeDetail,
  getPrivilegeList,
  updateFavPrivilege,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { addSpending } from '../../../../test/factories.js';
import {
  createCatalogueBase,
  createFlashSale,
  createPrivilege,
  hoursFromNow,
  type PrivilegeFields,
  recordRedemption,
} from '../../../../test/fixtures/catalogue.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { useTestApp } from '../../../../test/test-app.js';
import { privileges } from '../../../db/schema.js';

const context = useTestApp();

async function privilegeWith(fields: Partial<PrivilegeFields> = {}) {
  const { base } = await createCatalogueBase(context.database.orm);
  return createPrivilege(context.database.orm, { ...base, ...fields });
}

function detail(token: string, privilege: { id: number; categoryId: number }, language: 'en' | 'th' = 'en') {
  return callContract(
    context.app,
    getPrivilegeDetail,
    { privilege_Id: privilege.id, category_Id: privilege.categoryId },
    { as: { token }, language },
  );
}

async function blockerFor(token: string, privilege: { id: number; categoryId: number }) {
  const response = await detail(token, privilege);
  expect(response.statusCode, response.text).toBe(200);
  return response.data.blocked_by;
}

describe('Privilege/GetPrivilegeDetail', () => {
  it('answers the privilege with its texts, stock, the member’s remaining limit and no blocker', async () => {
    const privilege = await privilegeWith({ perMemberLimit: 3, stockUsed: 5, minTierId: 2 });
    const { member, token } = await memberWithPoints(context.database.orm, 500);
    await addSpending(context.database.orm, { memberId: member.id, amount: 30_000, spentAt: hoursFromNow(-24) });
    await recordRedemption(context.database.orm, member.id, privilege.id);

    const response = await detail(token, privilege, 'th');
    expect(response.statusCode, response.text).toBe(200);
    expect(response.body).toMatchObject({
      status: 'success',
      data: {
        privilege_id: privilege.id,
        category_id: privilege.categoryId,
        title: 'เครื่องดื่มฟรี',
        description: 'เครื่องดื่มฟรีหนึ่งแก้ว',
        conditions: 'หนึ่งสิทธิ์ต่อครั้ง',
        starts_at: privilege.startsAt.toISOString(),
        stock_left: 45,
        min_tier: 'ซิลเวอร์',
        per_member_limit: 3,
        member_redeemed: 1,
        member_remaining: 2,
        is_favorite: false,
        flash_sale: null,
        blocked_by: null,
      },
    });
  });

  it('takes price and stock from a live flash sale', async () => {
    const privilege = await privilegeWith({ pointCost: 1000 });
    const sale = await createFlashSale(context.database.orm, { privilegeId: privilege.id, stockUsed: 4 });
    const { token } = await memberWithPoints(context.database.orm, 50);
    const data = (await detail(token, privilege)).data;
    expect(data).toMatchObject({ point_cost: 1000, stock_left: 6, blocked_by: null });
    expect(data.flash_sale).toMatchObject({ flash_sale_id: sale.id, state: 'live', point_cost: 40, stock_left: 6 });
  });

  it('reports the first blocker: NOT_ACTIVE, OUT_OF_STOCK, REDEEM_LIMIT_REACHED, NOT_ELIGIBLE, INSUFFICIENT_POINTS', async () => {
    const rich = await memberWithPoints(context.database.orm, 10_000);
    const ended = await privilegeWith({ startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1), stockUsed: 50 });
    expect(await blockerFor(rich.token, ended)).toBe('NOT_ACTIVE');
    const notStarted = await privilegeWith({ startsAt: hoursFromNow(1), endsAt: hoursFromNow(48) });
    expect(await blockerFor(rich.token, notStarted)).toBe('NOT_ACTIVE');

    const soldOut = await privilegeWith({ stockUsed: 50, minTierId: 4 });
    expect(await blockerFor(rich.token, soldOut)).toBe('OUT_OF_STOCK');
    const flashSoldOut = await privilegeWith();
    await createFlashSale(context.database.orm, { privilegeId: flashSoldOut.id, stockTotal: 3, stockUsed: 3 });
    expect(await blockerFor(rich.token, flashSoldOut)).toBe('OUT_OF_STOCK');

    const limited = await privilegeWith({ perMemberLimit: 1, minTierId: 4 });
    await recordRedemption(context.database.orm, rich.member.id, limited.id);
    const limitedDetail = (await detail(rich.token, limited)).data;
    expect(limitedDetail).toMatchObject({
      blocked_by: 'REDEEM_LIMIT_REACHED',
      member_redeemed: 1,
      member_remaining: 0,
    });

    const platinumOnly = await privilegeWith({ minTierId: 4, pointCost: 1_000_000 });
    expect(await blockerFor(rich.token, platinumOnly)).toBe('NOT_ELIGIBLE');

    const dear = await privilegeWith({ pointCost: 10_001 });
    expect(await blockerFor(rich.token, dear)).toBe('INSUFFICIENT_POINTS');
  });

  it('answers NOT_FOUND for an unknown privilege or one asked under another category', async () => {
    const privilege = await privilegeWith();
    const { token } = await memberWithPoints(context.database.orm, 0);
    const wrongCategory = await detail(token, { id: privilege.id, categoryId: privilege.categoryId + 1 });
    expect(wrongCategory.statusCode).toBe(404);
    expect(wrongCategory.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    expect((await detail(token, { id: 9_999_999, categoryId: privilege.categoryId })).statusCode).toBe(404);
  });

  it('refuses missing ids with VALIDATION_FAILED and a missing session with UNAUTHORIZED', async () => {
    const { token } = await memberWithPoints(context.database.orm, 0);
    const missing = await callContract(context.app, getPrivilegeDetail, badInput({ privilege_Id: 1 }), {
      as: { token },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.code).toBe('VALIDATION_FAILED');
    const anonymous = await callContract(context.app, getPrivilegeDetail, { privilege_Id: 1, category_Id: 1 });
    expect(anonymous.statusCode).toBe(401);
  });
});

function toggle(token: string, privilege: { id: number; categoryId: number }) {
  return callContract(
    context.app,
    updateFavPrivilege,
    { Privilege_Id: privilege.id, Category_Id: privilege.categoryId },
    { as: { token } },
  );
}

describe('Privilege/UpdateFavPrivilege and GetFavPrivilegeList', () => {
  it('flips the favourite, answers the new state, and every list and the detail show it for that member only', async () => {
    const privilege = await privilegeWith();
    const fan = await memberWithPoints(context.database.orm, 0);
    const other = await memberWithPoints(context.database.orm, 0);

    const added = await toggle(fan.token, privilege);
    expect(added.statusCode, added.text).toBe(200);
    expect(added.body).toEqual({ status: 'success', data: { privilege_id: privilege.id, is_favorite: true } });
    expect((await detail(fan.token, privilege)).data.is_favorite).toBe(true);
    expect((await detail(other.token, privilege)).data.is_favorite).toBe(false);
    const mainList = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: privilege.categoryId },
      { as: fan },
    );
    expect(mainList.data.items[0]).toMatchObject({ privilege_id: privilege.id, is_favorite: true });

    const removed = await toggle(fan.token, privilege);
    expect(removed.data).toEqual({ privilege_id: privilege.id, is_favorite: false });
    expect((await detail(fan.token, privilege)).data.is_favorite).toBe(false);
  });

  it('queues parallel toggles of one favourite: seven taps leave it a favourite, the answers alternating', async () => {
    const privilege = await privilegeWith();
    const fan = await memberWithPoints(context.database.orm, 0);
    const answers = await Promise.all(Array.from({ length: 7 }, () => toggle(fan.token, privilege)));
    const states = answers.map((answer) => answer.data.is_favorite);
    expect(states.filter(Boolean)).toHaveLength(4);
    expect(states.filter((state) => !state)).toHaveLength(3);
    expect((await detail(fan.token, privilege)).data.is_favorite).toBe(true);
  });

  it('lists the member’s favourites newest first, paged by 8, without privileges outside their window', async () => {
    const fan = await memberWithPoints(context.database.orm, 0);
    const favourites = [];
    for (let index = 0; index < 9; index += 1) {
      const privilege = await privilegeWith();
      await toggle(fan.token, privilege);
      favourites.push(privilege);
    }
    const ended = await privilegeWith();
    await toggle(fan.token, ended);
    await context.database.orm
      .update(privileges)
      .set({ startsAt: hoursFromNow(-10), endsAt: hoursFromNow(-1) })
      .where(eq(privileges.id, ended.id));

    const first = (await callContract(context.app, getFavPrivilegeList, {}, { as: fan })).data;
    expect(first).toMatchObject({ page: 1, limit: 8, total: 9, end_page: false });
    expect(first.items.map((item: { privilege_id: number }) => item.privilege_id)).toEqual(
      favourites
        .slice(1)
        .reverse()
        .map((privilege) => privilege.id),
    );
    expect(first.items.every((item: { is_favorite: boolean }) => item.is_favorite)).toBe(true);
    const second = (await callContract(context.app, getFavPrivilegeList, { page: 2 }, { as: fan })).data;
    expect(second).toMatchObject({ total: 9, end_page: true, items: [{ privilege_id: favourites[0]?.id }] });

    const stranger = await memberWithPoints(context.database.orm, 0);
    const empty = (await callContract(context.app, getFavPrivilegeList, {}, { as: stranger })).data;
    expect(empty).toEqual({ items: [], page: 1, limit: 8, total: 0, end_page: true });
  });

  it('answers NOT_FOUND for an unknown privilege or a category mismatch, VALIDATION_FAILED for bad ids', async () => {
    const privilege = await privilegeWith();
    const { token } = await memberWithPoints(context.database.orm, 0);
    const mismatch = await toggle(token, { id: privilege.id, categoryId: privilege.categoryId + 1 });
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.code).toBe('NOT_FOUND');
    expect((await toggle(token, { id: 9_999_999, categoryId: privilege.categoryId })).statusCode).toBe(404);
    const bad = await callContract(context.app, updateFavPrivilege, badInput({ Privilege_Id: 'x' }), {
      as: { token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.code).toBe('VALIDATION_FAILED');
    const anonymous = await callContract(context.app, updateFavPrivilege, {
      Privilege_Id: privilege.id,
      Category_Id: privilege.categoryId,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Privilege/GetFlashSaleList', () => {
  it('lists live sales first (ending soonest first), then upcoming ones (starting soonest), leaving ended ones out', async () => {
    const db = context.database.orm;
    const liveLong = await privilegeWith();
    const liveShort = await privilegeWith();
    const upcomingLater = await privilegeWith();
    const upcomingSooner = await privilegeWith();
    const over = await privilegeWith();
    await createFlashSale(db, { privilegeId: liveLong.id, endsAt: hoursFromNow(30) });
    await createFlashSale(db, { privilegeId: liveShort.id, endsAt: hoursFromNow(2), stockUsed: 7 });
    await createFlashSale(db, { privilegeId: upcomingLater.id, startsAt: hoursFromNow(20), endsAt: hoursFromNow(40) });
    await createFlashSale(db, { privilegeId: upcomingSooner.id, startsAt: hoursFromNow(3), endsAt: hoursFromNow(5) });
    await createFlashSale(db, { privilegeId: over.id, startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-1) });
    const { token } = await memberWithPoints(context.database.orm, 0);

    const response = await callContract(context.app, getFlashSaleList, { limit: 100 }, { as: { token } });
    expect(response.statusCode, response.text).toBe(200);
    const items = response.data.items;
    const order = items.map((item) => item.privilege_id);
    const mine = [liveShort.id, liveLong.id, upcomingSooner.id, upcomingLater.id];
    expect(order.filter((id) => mine.includes(id))).toEqual(mine);
    expect(order).not.toContain(over.id);
    expect(items.every((item) => item.flash_sale !== null)).toBe(true);
    const liveStates = items.map((item) => item.flash_sale?.state);
    expect(liveStates.lastIndexOf('live')).toBeLessThan(liveStates.indexOf('upcoming'));
    expect(items.find((item) => item.privilege_id === liveShort.id)).toMatchObject({
      stock_left: 3,
      flash_sale: { state: 'live', stock_left: 3 },
    });
    expect((await callContract(context.app, getFlashSaleList, {}, { as: { token } })).data.limit).toBe(8);
  });
});
