import { categoryCalls, groupCalls, partnerCalls, subcategoryCalls } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { createMember } from '../../../../test/factories.js';
import { createCatalogueBase, createPartner, createPrivilege } from '../../../../test/fixtures/catalogue.js';
import { useTestApp } from '../../../../test/test-app.js';
import { partnerStores, redemptions } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
const reads = { noToken: 401, member: 401, staff: 200 };
const adminOnly = { noToken: 401, member: 401, staff: 403 };

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

const unique = () => Math.random().toString(36).slice(2, 10);

function fieldsOf(body: { status: string; errors?: { field: string }[] }) {
  return body.status === 'error' ? (body.errors ?? []).map((error) => error.field) : [];
}

describe('catalogue lists: who may use them', () => {
  it('lets every operator read, and only admins write', async () => {
    const category = { code: `c-${unique()}`, name_en: 'Food', name_th: 'อาหาร', icon_url: '/i.svg', sort: 1 };
    const group = { name_en: 'Weekend', name_th: 'สุดสัปดาห์', image_url: '/g.svg', sort: 1 };
    const partner = { name_en: 'Mart', name_th: 'มาร์ท', logo_url: '/l.svg', stores: [] };
    for (const calls of [categoryCalls, subcategoryCalls, groupCalls, partnerCalls]) {
      expect(await roleMatrix(context.app, calls.list, { input: {} })).toEqual(reads);
    }
    expect(await roleMatrix(context.app, categoryCalls.create, { input: category })).toEqual(adminOnly);
    expect(await roleMatrix(context.app, categoryCalls.update, { params: { id: 1 }, input: category })).toEqual(
      adminOnly,
    );
    const subcategory = { category_id: 1, name_en: 'Coffee', name_th: 'กาแฟ', sort: 0 };
    expect(await roleMatrix(context.app, subcategoryCalls.create, { input: subcategory })).toEqual(adminOnly);
    expect(await roleMatrix(context.app, groupCalls.create, { input: group })).toEqual(adminOnly);
    expect(await roleMatrix(context.app, groupCalls.update, { params: { id: 1 }, input: group })).toEqual(adminOnly);
    expect(await roleMatrix(context.app, partnerCalls.create, { input: partner })).toEqual(adminOnly);
    expect(await roleMatrix(context.app, partnerCalls.update, { params: { id: 1 }, input: partner })).toEqual(
      adminOnly,
    );
  });
});

describe('categories and subcategories', () => {
  it('creates and edits a category, audited, refusing a code another category holds', async () => {
    const code = `drinks-${unique()}`;
    const input = { code, name_en: 'Drinks', name_th: 'เครื่องดื่ม', icon_url: '/media/icons/drinks.svg', sort: 3 };
    const created = await callAdmin(context.app, categoryCalls.create, { input }, { as: admin });
    if (created.body.status !== 'success') throw new Error(JSON.stringify(created.body));
    const { id } = created.body.data;
    expect(created.body.data).toEqual({ id, ...input });
    expect(await auditRowsOf(context.db, 'category.create', id)).toHaveLength(1);

    const taken = await callAdmin(context.app, categoryCalls.create, { input }, { as: admin });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken.body)).toEqual(['code']);

    const other = await callAdmin(
      context.app,
      categoryCalls.create,
      { input: { ...input, code: `other-${unique()}` } },
      { as: admin },
    );
    if (other.body.status !== 'success') throw new Error('not created');
    const clash = await callAdmin(
      context.app,
      categoryCalls.update,
      { params: { id: other.body.data.id }, input },
      { as: admin },
    );
    expect(clash.status).toBe(400);
    expect(await auditRowsOf(context.db, 'category.update', other.body.data.id)).toEqual([]);

    const renamed = await callAdmin(
      context.app,
      categoryCalls.update,
      { params: { id }, input: { ...input, name_en: 'Cold drinks' } },
      { as: admin },
    );
    expect(renamed.body.status === 'success' && renamed.body.data.name_en).toBe('Cold drinks');
    const [row] = await auditRowsOf(context.db, 'category.update', id);
    expect(row?.before).toMatchObject({ name_en: 'Drinks' });
    expect(row?.after).toMatchObject({ name_en: 'Cold drinks' });

    for (const wrong of [{ code: 'Has Spaces' }, { sort: '1' }, { icon_url: 'ftp://x' }, { name_th: '' }]) {
      const refused = await callAdmin(
        context.app,
        categoryCalls.create,
        { input: { ...input, ...wrong } as never },
        { as: admin },
      );
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
  });

  it('files a subcategory under an existing category and lists it by category', async () => {
    const { category } = await createCatalogueBase(context.db);
    const input = { category_id: category.id, name_en: 'Bakery', name_th: 'เบเกอรี่', sort: 0 };
    const created = await callAdmin(context.app, subcategoryCalls.create, { input }, { as: admin });
    if (created.body.status !== 'success') throw new Error(JSON.stringify(created.body));
    expect(await auditRowsOf(context.db, 'subcategory.create', created.body.data.id)).toHaveLength(1);
    const listed = await callAdmin(
      context.app,
      subcategoryCalls.list,
      { input: { category_id: category.id } },
      { as: admin },
    );
    expect(listed.body.status === 'success' && listed.body.data.items.map((item) => item.name_en)).toEqual(['Bakery']);
    const unknown = await callAdmin(
      context.app,
      subcategoryCalls.create,
      { input: { ...input, category_id: 987_654_321 } },
      { as: admin },
    );
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['category_id']);
  });
});

describe('groups', () => {
  it('creates, searches and edits a group, audited', async () => {
    const name = `Rainy ${unique()}`;
    const input = { name_en: name, name_th: 'หน้าฝน', image_url: 'https://cdn.example.com/rain.jpg', sort: 0 };
    const created = await callAdmin(context.app, groupCalls.create, { input }, { as: admin });
    if (created.body.status !== 'success') throw new Error(JSON.stringify(created.body));
    const found = await callAdmin(context.app, groupCalls.list, { input: { q: name } }, { as: admin });
    expect(found.body.status === 'success' && found.body.data.items.map((item) => item.id)).toEqual([
      created.body.data.id,
    ]);
    const edited = await callAdmin(
      context.app,
      groupCalls.update,
      { params: { id: created.body.data.id }, input: { ...input, sort: 9 } },
      { as: admin },
    );
    expect(edited.body.status === 'success' && edited.body.data.sort).toBe(9);
    expect(await auditRowsOf(context.db, 'group.update', created.body.data.id)).toHaveLength(1);
    const missing = await callAdmin(
      context.app,
      groupCalls.update,
      { params: { id: 987_654_321 }, input },
      { as: admin },
    );
    expect(missing.status).toBe(404);
  });
});

describe('partners and their stores', () => {
  it('creates a partner with stores, then renames, recodes, adds and removes stores in one edit', async () => {
    const [a, b, c] = [`A${unique()}`.toUpperCase(), `B${unique()}`.toUpperCase(), `C${unique()}`.toUpperCase()];
    const input = {
      name_en: 'Brew House',
      name_th: 'บรูว์ เฮาส์',
      logo_url: '/media/partners/brew.svg',
      stores: [
        { code: a, name_en: 'Siam', name_th: 'สยาม' },
        { code: b, name_en: 'Ari', name_th: 'อารีย์' },
      ],
    };
    const created = await callAdmin(context.app, partnerCalls.create, { input }, { as: admin });
    if (created.body.status !== 'success') throw new Error(JSON.stringify(created.body));
    const partner = created.body.data;
    expect(partner.stores.map((store) => store.code)).toEqual([a, b]);
    const [siam, ari] = partner.stores;
    if (!siam || !ari) throw new Error('no stores');

    // The two stores swap codes, Ari is renamed, a third is added: nothing meets the unique index halfway.
    const edited = await callAdmin(
      context.app,
      partnerCalls.update,
      {
        params: { id: partner.id },
        input: {
          ...input,
          stores: [
            { id: siam.id, code: b, name_en: 'Siam', name_th: 'สยาม' },
            { id: ari.id, code: a, name_en: 'Ari Soi 1', name_th: 'อารีย์ ซอย 1' },
            { code: c, name_en: 'Thonglor', name_th: 'ทองหล่อ' },
          ],
        },
      },
      { as: admin },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      edited.body.status === 'success' && edited.body.data.stores.map((store) => [store.code, store.name_en]),
    ).toEqual([
      [b, 'Siam'],
      [a, 'Ari Soi 1'],
      [c, 'Thonglor'],
    ]);
    const [row] = await auditRowsOf(context.db, 'partner.update', partner.id);
    expect(row?.before).toMatchObject({ stores: [{ code: a }, { code: b }] });
    expect(row?.after).toMatchObject({ stores: [{ code: b }, { code: a }, { code: c }] });

    const removed = await callAdmin(
      context.app,
      partnerCalls.update,
      { params: { id: partner.id }, input: { ...input, stores: [] } },
      { as: admin },
    );
    expect(removed.body.status === 'success' && removed.body.data.stores).toEqual([]);
  });

  it('refuses a store code another partner holds, a repeated one, and removing a store redemptions used', async () => {
    const code = `X${unique()}`.toUpperCase();
    const other = await createPartner(context.db);
    const [store] = await context.db
      .insert(partnerStores)
      .values({ partnerId: other.id, code, nameEn: 'Old', nameTh: 'เก่า' })
      .returning();
    if (!store) throw new Error('no store');
    const input = {
      name_en: 'New',
      name_th: 'ใหม่',
      logo_url: '/l.svg',
      stores: [{ code, name_en: 'S', name_th: 'ส' }],
    };
    const taken = await callAdmin(context.app, partnerCalls.create, { input }, { as: admin });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken.body)).toEqual(['stores.0.code']);
    const repeated = await callAdmin(
      context.app,
      partnerCalls.create,
      {
        input: {
          ...input,
          stores: [
            { ...input.stores[0], code: 'SAME-1' },
            { ...input.stores[0], code: 'SAME-1' },
          ],
        } as never,
      },
      { as: admin },
    );
    expect(fieldsOf(repeated.body)).toEqual(['stores.1.code']);

    const { base } = await createCatalogueBase(context.db);
    const privilege = await createPrivilege(context.db, { ...base, partnerId: other.id });
    const member = await createMember(context.db);
    await context.db.insert(redemptions).values({
      memberId: member.id,
      privilegeId: privilege.id,
      kind: 'ecoupon',
      status: 'used',
      pointsSpent: 100,
      couponCode: `CP${unique()}`,
      usedStoreId: store.id,
    });
    const inUse = await callAdmin(
      context.app,
      partnerCalls.update,
      { params: { id: other.id }, input: { ...input, stores: [] } },
      { as: admin },
    );
    expect(inUse.status).toBe(400);
    expect(fieldsOf(inUse.body)).toEqual(['stores']);
    expect(await auditRowsOf(context.db, 'partner.update', other.id)).toEqual([]);
  });
});
