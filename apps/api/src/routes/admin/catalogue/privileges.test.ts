import {
  changePrivilegeStockCall,
  createAdminPrivilege,
  createFlashSaleCall,
  deleteFlashSaleCall,
  getAdminPrivilege,
  getPrivilegeList,
  listAdminPrivileges,
  listFlashSales,
  type NewPrivilegeInput,
  updateAdminPrivilege,
  uploadPrivilegeImage,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { callContract } from '../../../../test/call-contract.js';
import {
  createCatalogueBase,
  createFlashSale,
  createPrivilege,
  createSubcategory,
  hoursFromNow,
  newPrivilegeInputOf,
} from '../../../../test/fixtures/catalogue.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { solidPicture } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';
import { within } from '../../../../test/within.js';
import { privileges } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
const reads = { noToken: 401, member: 401, staff: 200 };
const adminOnly = { noToken: 401, member: 401, staff: 403 };

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

async function newPrivilegeInput(overrides: Partial<NewPrivilegeInput> = {}): Promise<NewPrivilegeInput> {
  const { base } = await createCatalogueBase(context.db);
  return newPrivilegeInputOf(base, overrides);
}

async function created(overrides: Partial<NewPrivilegeInput> = {}) {
  const { status, body } = await callAdmin(
    context.app,
    createAdminPrivilege,
    { input: await newPrivilegeInput(overrides) },
    { as: admin },
  );
  if (status !== 200 || body.status !== 'success') throw new Error(JSON.stringify(body));
  return body.data;
}

function fieldsOf(body: { status: string; errors?: { field: string }[] }) {
  return body.status === 'error' ? (body.errors ?? []).map((error) => error.field) : [];
}

describe('privilege calls: who may make them', () => {
  it('lets every operator read, and only admins write', async () => {
    const { base } = await createCatalogueBase(context.db);
    const privilege = await createPrivilege(context.db, base);
    const sale = await createFlashSale(context.db, {
      privilegeId: privilege.id,
      startsAt: hoursFromNow(48),
      endsAt: hoursFromNow(50),
    });
    const params = { id: privilege.id };
    expect(await roleMatrix(context.app, listAdminPrivileges, { input: {} })).toEqual(reads);
    expect(await roleMatrix(context.app, getAdminPrivilege, { params })).toEqual(reads);
    expect(await roleMatrix(context.app, listFlashSales, { params, input: {} })).toEqual(reads);
    const input = await newPrivilegeInput();
    expect(await roleMatrix(context.app, createAdminPrivilege, { input })).toEqual(adminOnly);
    const { stock_total: _stock, ...fields } = input;
    expect(await roleMatrix(context.app, updateAdminPrivilege, { params, input: fields })).toEqual(adminOnly);
    expect(await roleMatrix(context.app, changePrivilegeStockCall, { params, input: { add: 5 } })).toEqual(adminOnly);
    const saleInput = {
      point_cost: 10,
      stock_total: 5,
      starts_at: hoursFromNow(100).toISOString(),
      ends_at: hoursFromNow(101).toISOString(),
    };
    expect(await roleMatrix(context.app, createFlashSaleCall, { params, input: saleInput })).toEqual(adminOnly);
    expect(await roleMatrix(context.app, deleteFlashSaleCall, { params: { id: sale.id } })).toEqual(adminOnly);
    expect(await auditRowsOf(context.db, 'privilege.stock', privilege.id)).toEqual([]);
    expect(await auditRowsOf(context.db, 'flash_sale.delete', sale.id)).toEqual([]);
  });
});

describe('creating and editing a privilege', () => {
  it('creates a privilege with every field members see, audited, and a member sees it at once', async () => {
    const signedIn = await signedInMember(context.db);
    const input = await newPrivilegeInput({ min_tier: null });
    const before = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: input.category_id, page: 1 },
      { as: signedIn },
    );
    expect(before.data.items).toEqual([]);

    const privilege = await created(input);
    expect(privilege).toMatchObject({
      title_en: 'Free iced latte',
      title_th: 'ลาเต้เย็นฟรี',
      point_cost: 120,
      stock_total: 30,
      stock_used: 0,
      stock_left: 30,
      state: 'active',
      min_tier: null,
    });
    const [row] = await auditRowsOf(context.db, 'privilege.create', privilege.id);
    expect(row).toMatchObject({ operatorId: admin.id, entity: 'privilege', after: privilege });

    const after = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: input.category_id, page: 1 },
      { as: signedIn },
    );
    expect(after.data.items.map((item) => item.privilege_id)).toEqual([privilege.id]);
  });

  it('refuses wrong types, a window ending before it starts and unknown references, writing nothing', async () => {
    const input = await newPrivilegeInput();
    const cases: [Record<string, unknown>, string][] = [
      [{ point_cost: '120' }, 'point_cost'],
      [{ point_cost: 1.5 }, 'point_cost'],
      [{ stock_total: -1 }, 'stock_total'],
      [{ per_member_limit: 0 }, 'per_member_limit'],
      [{ title_th: '   ' }, 'title_th'],
      [{ title_en: 'Latte\u0000' }, 'title_en'],
      [{ kind: 'voucher' }, 'kind'],
      [{ min_tier: 'diamond' }, 'min_tier'],
      [{ image_url: 'javascript:alert(1)' }, 'image_url'],
      [{ ends_at: input.starts_at }, 'ends_at'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ category_id: 987_654_321 }, 'category_id'],
      [{ partner_id: 987_654_321 }, 'partner_id'],
      [{ group_id: 987_654_321 }, 'group_id'],
    ];
    for (const [wrong, field] of cases) {
      const { status, body } = await callAdmin(
        context.app,
        createAdminPrivilege,
        { input: { ...input, ...wrong } as NewPrivilegeInput },
        { as: admin },
      );
      expect(status, JSON.stringify(wrong)).toBe(400);
      expect(fieldsOf(body), JSON.stringify(wrong)).toContain(field);
    }
    const stored = await context.db.select().from(privileges).where(eq(privileges.categoryId, input.category_id));
    expect(stored).toEqual([]);
  });

  it('refuses a subcategory of another category', async () => {
    const input = await newPrivilegeInput();
    const { category: other } = await createCatalogueBase(context.db);
    const subcategory = await createSubcategory(context.db, other.id);
    const { status, body } = await callAdmin(
      context.app,
      createAdminPrivilege,
      { input: { ...input, subcategory_id: subcategory.id } },
      { as: admin },
    );
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['subcategory_id']);
  });

  it('edits a privilege with before and after in its audit row, keeping its stock', async () => {
    const privilege = await created({ min_tier: 'gold' });
    const { stock_total: _stock, ...fields } = await newPrivilegeInput();
    const changes = { ...fields, title_en: 'Free hot latte', point_cost: 90, min_tier: null };
    const { status, body } = await callAdmin(
      context.app,
      updateAdminPrivilege,
      { params: { id: privilege.id }, input: changes },
      { as: admin },
    );
    expect(status).toBe(200);
    expect(body.status === 'success' && body.data).toMatchObject({
      title_en: 'Free hot latte',
      point_cost: 90,
      min_tier: null,
      stock_total: 30,
      category_id: fields.category_id,
    });
    const [row] = await auditRowsOf(context.db, 'privilege.update', privilege.id);
    expect(row?.before).toMatchObject({ title_en: 'Free iced latte', min_tier: 'gold' });
    expect(row?.after).toMatchObject({ title_en: 'Free hot latte', min_tier: null });

    const missing = await callAdmin(
      context.app,
      updateAdminPrivilege,
      { params: { id: 987_654_321 }, input: changes },
      { as: admin },
    );
    expect(missing.status).toBe(404);
  });

  it('refuses an edit made from an older read (two operators on one privilege), while stock moves leave it alone', async () => {
    const privilege = await created();
    const other = await signInOperator(context.app, 'admin');
    const { stock_total: _stock, ...fields } = await newPrivilegeInput();
    const edit = (as: SignedInOperator, input: typeof fields & { revision?: string }) =>
      callAdmin(context.app, updateAdminPrivilege, { params: { id: privilege.id }, input }, { as });
    await callAdmin(
      context.app,
      changePrivilegeStockCall,
      { params: { id: privilege.id }, input: { add: 5 } },
      { as: admin },
    );

    const first = await edit(admin, { ...fields, point_cost: 90, revision: privilege.revision });
    const stale = await edit(other, { ...fields, title_en: 'Free flat white', revision: privilege.revision });

    expect(first.status).toBe(200);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'EDIT_CONFLICT' });
    const read = await callAdmin(context.app, getAdminPrivilege, { params: { id: privilege.id } }, { as: other });
    expect(read.body.status === 'success' && read.body.data).toMatchObject({
      point_cost: 90,
      title_en: 'Free iced latte',
    });
    const current = read.body.status === 'success' ? read.body.data.revision : '';
    expect(current).not.toBe(privilege.revision);
    const fresh = await edit(other, { ...fields, point_cost: 90, title_en: 'Free flat white', revision: current });
    expect(fresh.status).toBe(200);
    const malformed = await edit(other, { ...fields, revision: 'not a revision!' });
    expect(malformed.status).toBe(400);
  });

  it('refuses a window that would leave one of its flash sales outside', async () => {
    const privilege = await created();
    const sale = await createFlashSale(context.db, {
      privilegeId: privilege.id,
      startsAt: hoursFromNow(24 * 10),
      endsAt: hoursFromNow(24 * 11),
    });
    const { stock_total: _stock, ...fields } = await newPrivilegeInput();
    const { status, body } = await callAdmin(
      context.app,
      updateAdminPrivilege,
      {
        params: { id: privilege.id },
        input: { ...fields, category_id: privilege.category_id, ends_at: hoursFromNow(24 * 5).toISOString() },
      },
      { as: admin },
    );
    expect(status).toBe(400);
    expect(body.status === 'error' && body.errors?.[0]?.message).toContain(`#${sale.id}`);
    expect(await auditRowsOf(context.db, 'privilege.update', privilege.id)).toEqual([]);
  });
});

describe('listing privileges for operators', () => {
  it('filters by category, group, partner, state and stock, searches titles and pages', async () => {
    const { base } = await createCatalogueBase(context.db);
    const live = await createPrivilege(context.db, { ...base, titleEn: 'Spa day', titleTh: 'วันสปา' });
    const soldOut = await createPrivilege(context.db, { ...base, stockTotal: 3, stockUsed: 3 });
    const upcoming = await createPrivilege(context.db, {
      ...base,
      startsAt: hoursFromNow(24),
      endsAt: hoursFromNow(48),
    });
    const ended = await createPrivilege(context.db, { ...base, startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1) });
    const ids = async (input: Record<string, unknown>) => {
      const { status, body } = await callAdmin(
        context.app,
        listAdminPrivileges,
        { input: { category_id: base.categoryId, sort: 'id', ...input } },
        { as: admin },
      );
      expect(status, JSON.stringify(body)).toBe(200);
      return body.status === 'success' ? body.data.items.map((item) => item.id) : [];
    };
    expect(await ids({})).toEqual([live.id, soldOut.id, upcoming.id, ended.id]);
    expect(await ids({ state: 'upcoming' })).toEqual([upcoming.id]);
    expect(await ids({ state: 'ended' })).toEqual([ended.id]);
    expect(await ids({ state: 'active' })).toEqual([live.id, soldOut.id]);
    expect(await ids({ stock: 'sold_out' })).toEqual([soldOut.id]);
    expect(await ids({ q: 'สปา' })).toEqual([live.id]);
    expect(await ids({ partner_id: base.partnerId, sort: '-id', limit: 2, page: 2 })).toEqual([soldOut.id, live.id]);
    expect(await ids({ group_id: 987_654 })).toEqual([]);

    const paged = await callAdmin(
      context.app,
      listAdminPrivileges,
      { input: { category_id: base.categoryId, limit: 3 } },
      { as: admin },
    );
    expect(paged.body.status === 'success' && paged.body.data).toMatchObject({ total: 4, end_page: false, limit: 3 });
    const wrong = await callAdmin(
      context.app,
      listAdminPrivileges,
      { input: { state: 'open' } as never },
      { as: admin },
    );
    expect(wrong.status).toBe(400);
  });

  it('searches either title whatever its case, takes % and _ as letters, and sorts by title either way', async () => {
    const { base } = await createCatalogueBase(context.db);
    const spa = await createPrivilege(context.db, { ...base, titleEn: 'SPA Day 100%', titleTh: 'วันสปา' });
    const latte = await createPrivilege(context.db, { ...base, titleEn: 'iced latte', titleTh: 'ลาเต้เย็น' });
    const brunch = await createPrivilege(context.db, { ...base, titleEn: 'Brunch_set', titleTh: 'บรันช์' });
    const ids = async (input: Record<string, unknown>) => {
      const { body } = await callAdmin(
        context.app,
        listAdminPrivileges,
        { input: { category_id: base.categoryId, ...input } },
        { as: admin },
      );
      return body.status === 'success' ? body.data.items.map((item) => item.id) : [];
    };
    expect(await ids({ q: 'spa day' })).toEqual([spa.id]);
    expect(await ids({ q: 'ICED' })).toEqual([latte.id]);
    expect(await ids({ q: 'เต้เย็' })).toEqual([latte.id]);
    expect(await ids({ q: '100%' })).toEqual([spa.id]);
    expect(await ids({ q: '0%' })).toEqual([spa.id]);
    expect(await ids({ q: 'h_s' })).toEqual([brunch.id]);
    expect(await ids({ q: 'h%s' })).toEqual([]);
    // A title and the next language's title are not one text to search across.
    expect(await ids({ q: 'latte ลาเต้' })).toEqual([]);
    expect(await ids({ sort: 'title_en' })).toEqual([brunch.id, latte.id, spa.id]);
    expect(await ids({ sort: '-title_en' })).toEqual([spa.id, latte.id, brunch.id]);
  });
});

describe('changing stock', () => {
  it('tops up and withdraws, never below what was redeemed, each change audited', async () => {
    const { base } = await createCatalogueBase(context.db);
    const privilege = await createPrivilege(context.db, { ...base, stockTotal: 20, stockUsed: 8 });
    const change = (add: unknown) =>
      callAdmin(
        context.app,
        changePrivilegeStockCall,
        { params: { id: privilege.id }, input: { add } as { add: number } },
        { as: admin },
      );
    const topUp = await change(10);
    expect(topUp.body.status === 'success' && topUp.body.data).toMatchObject({ stock_total: 30, stock_left: 22 });
    const withdrawn = await change(-22);
    expect(withdrawn.body.status === 'success' && withdrawn.body.data).toMatchObject({ stock_total: 8, stock_left: 0 });

    const below = await change(-1);
    expect(below.status).toBe(400);
    expect(below.body.status === 'error' && below.body.errors?.[0]).toMatchObject({
      field: 'add',
      message: 'The total would be 7, below the 8 already redeemed',
    });
    for (const wrong of ['5', 0, 1.5, 2_000_000, null]) expect((await change(wrong)).status, String(wrong)).toBe(400);
    expect((await auditRowsOf(context.db, 'privilege.stock', privilege.id)).map((row) => row.after)).toEqual([
      { add: 10, stock_total: 30, stock_used: 8 },
      { add: -22, stock_total: 8, stock_used: 8 },
    ]);
  });

  it('applies parallel duplicates with one Idempotency-Key once and refuses the key for another change', async () => {
    const { base } = await createCatalogueBase(context.db);
    const privilege = await createPrivilege(context.db, { ...base, stockTotal: 10 });
    const key = `stock-${privilege.id}`;
    const send = (add: number) =>
      callAdmin(
        context.app,
        changePrivilegeStockCall,
        { params: { id: privilege.id }, input: { add } },
        { as: admin, idempotencyKey: key },
      );
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(25)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.status === 'success' && answer.body.data.stock_total))).toEqual(
      new Set([35]),
    );
    const [row] = await context.db.select().from(privileges).where(eq(privileges.id, privilege.id));
    expect(row?.stockTotal).toBe(35);
    expect(await auditRowsOf(context.db, 'privilege.stock', privilege.id)).toHaveLength(1);
    const other = await send(5);
    expect(other.status).toBe(409);
    expect(other.body.status === 'error' && other.body.code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('flash sales', () => {
  async function saleSetUp() {
    const { base } = await createCatalogueBase(context.db);
    const privilege = await createPrivilege(context.db, {
      ...base,
      pointCost: 100,
      startsAt: hoursFromNow(-24),
      endsAt: hoursFromNow(24 * 10),
    });
    const open = (input: Record<string, unknown>) =>
      callAdmin(
        context.app,
        createFlashSaleCall,
        {
          params: { id: privilege.id },
          input: {
            point_cost: 40,
            stock_total: 5,
            starts_at: hoursFromNow(24).toISOString(),
            ends_at: hoursFromNow(26).toISOString(),
            ...input,
          } as never,
        },
        { as: admin },
      );
    return { privilege, open };
  }

  it('opens a sale with its own price and stock, listed and audited', async () => {
    const { privilege, open } = await saleSetUp();
    const opened = await open({});
    expect(opened.status).toBe(200);
    if (opened.body.status !== 'success') throw new Error('not opened');
    expect(opened.body.data).toMatchObject({ point_cost: 40, stock_total: 5, stock_used: 0, state: 'upcoming' });
    const listed = await callAdmin(
      context.app,
      listFlashSales,
      { params: { id: privilege.id }, input: {} },
      { as: admin },
    );
    expect(listed.body.status === 'success' && listed.body.data.items.map((sale) => sale.id)).toEqual([
      opened.body.data.id,
    ]);
    const [row] = await auditRowsOf(context.db, 'flash_sale.create', opened.body.data.id);
    expect(row).toMatchObject({ operatorId: admin.id, after: opened.body.data });
  });

  it('refuses a sale outside the privilege window, overlapping another, not undercutting, over or mistyped', async () => {
    const { privilege, open } = await saleSetUp();
    const existing = await open({});
    expect(existing.status).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ starts_at: hoursFromNow(24 * 9).toISOString(), ends_at: hoursFromNow(24 * 11).toISOString() }, 'starts_at'],
      [{ starts_at: hoursFromNow(-48).toISOString(), ends_at: hoursFromNow(2).toISOString() }, 'starts_at'],
      [{ starts_at: hoursFromNow(25).toISOString(), ends_at: hoursFromNow(27).toISOString() }, 'starts_at'],
      [{ point_cost: 100 }, 'point_cost'],
      [{ starts_at: hoursFromNow(-5).toISOString(), ends_at: hoursFromNow(-4).toISOString() }, 'ends_at'],
      [{ ends_at: hoursFromNow(23).toISOString() }, 'ends_at'],
      [{ stock_total: 0 }, 'stock_total'],
      [{ point_cost: '10' }, 'point_cost'],
    ];
    for (const [wrong, field] of cases) {
      const { status, body } = await open({
        starts_at: hoursFromNow(48).toISOString(),
        ends_at: hoursFromNow(50).toISOString(),
        ...wrong,
      });
      expect(status, JSON.stringify(wrong)).toBe(400);
      expect(fieldsOf(body), JSON.stringify(wrong)).toEqual([field]);
    }
    const listed = await callAdmin(
      context.app,
      listFlashSales,
      { params: { id: privilege.id }, input: {} },
      { as: admin },
    );
    expect(listed.body.status === 'success' && listed.body.data.total).toBe(1);
    const missing = await callAdmin(
      context.app,
      createFlashSaleCall,
      {
        params: { id: 987_654_321 },
        input: {
          point_cost: 1,
          stock_total: 1,
          starts_at: hoursFromNow(1).toISOString(),
          ends_at: hoursFromNow(2).toISOString(),
        },
      },
      { as: admin },
    );
    expect(missing.status).toBe(404);
  });

  it('removes a sale only before it starts', async () => {
    const { privilege } = await saleSetUp();
    const coming = await createFlashSale(context.db, {
      privilegeId: privilege.id,
      startsAt: hoursFromNow(5),
      endsAt: hoursFromNow(6),
    });
    const running = await createFlashSale(context.db, {
      privilegeId: privilege.id,
      startsAt: hoursFromNow(-1),
      endsAt: hoursFromNow(1),
    });
    const remove = (id: number) => callAdmin(context.app, deleteFlashSaleCall, { params: { id } }, { as: admin });
    const removed = await remove(coming.id);
    expect(removed.status).toBe(200);
    expect(await auditRowsOf(context.db, 'flash_sale.delete', coming.id)).toHaveLength(1);
    expect((await remove(coming.id)).status).toBe(404);
    const refused = await remove(running.id);
    expect(refused.status).toBe(409);
    expect(refused.body.status === 'error' && refused.body.code).toBe('NOT_ACTIVE');
    expect(await auditRowsOf(context.db, 'flash_sale.delete', running.id)).toEqual([]);
  });
});

describe('the privilege picture', () => {
  it('stores an uploaded picture, audited, and members see it at once; staff may not upload', async () => {
    const privilege = await created();
    const photo = await solidPicture(900, 600).jpeg().toBuffer();
    const file = { content: photo, fileName: 'latte.jpg', contentType: 'image/jpeg' };
    const params = { id: privilege.id };
    const staff = await signInOperator(context.app, 'staff');
    expect((await callAdmin(context.app, uploadPrivilegeImage, { params }, { as: staff, file })).status).toBe(403);

    const signedIn = await signedInMember(context.db);
    const listed = () =>
      callContract(context.app, getPrivilegeList, { Category_Id: privilege.category_id, page: 1 }, { as: signedIn });
    expect((await listed()).data.items[0]?.image_url).toBe('/media/privileges/latte.svg');

    const uploaded = await callAdmin(context.app, uploadPrivilegeImage, { params }, { as: admin, file });
    expect(uploaded.status, uploaded.text).toBe(200);
    if (uploaded.body.status !== 'success') throw new Error('not uploaded');
    expect(uploaded.body.data).toMatchObject({ width: 900, height: 600 });
    // The picture is saved inside the media module's transaction: the kept page goes on its catalogue notice.
    const url = uploaded.body.data.url;
    expect(await within(1000, async () => (await listed()).data.items[0]?.image_url === url)).toBe(true);
    const [row] = await auditRowsOf(context.db, 'privilege.image', privilege.id);
    expect(row).toMatchObject({
      before: { image_url: '/media/privileges/latte.svg' },
      after: { image_url: uploaded.body.data.url },
    });

    const notAPicture = await callAdmin(
      context.app,
      uploadPrivilegeImage,
      { params },
      { as: admin, file: { content: Buffer.from('not a picture'), fileName: 'x.jpg', contentType: 'image/jpeg' } },
    );
    expect(notAPicture.status).toBe(400);
    expect(await auditRowsOf(context.db, 'privilege.image', privilege.id)).toHaveLength(1);
  });
});
