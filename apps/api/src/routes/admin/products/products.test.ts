import {
  createProduct,
  getBrandDetail,
  getBrandList,
  getCompanyDetail,
  getCompanyList,
  listProducts,
  type ProductInput,
  updateProduct,
  uploadProductCover,
  uploadProductLogo,
} from '@loyalty/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { createPartner } from '../../../../test/fixtures/catalogue.js';
import { solidPicture } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let memberToken: string;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  memberToken = await sessionTokenFor(context.db, await createMember(context.db));
});

const BRANCH = {
  name_th: 'สยามสแควร์',
  name_en: 'Siam Square',
  address_th: '254 สยามสแควร์ ซอย 3 กรุงเทพฯ 10330',
  address_en: '254 Siam Square Soi 3, Bangkok 10330',
  map_url: 'https://maps.example/?q=13.7445,100.534',
};

function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    kind: 'company',
    name_th: 'ชบา รีเทล',
    name_en: 'Chaba Console Retail',
    logo_url: '/media/products/chaba-logo.webp',
    cover_url: 'https://cdn.example/chaba-cover.webp',
    description_th: 'ห้างค้าปลีกของเครือ',
    description_en: 'The group’s retail arm',
    category_th: 'ค้าปลีก',
    category_en: 'Retail',
    website: 'https://chaba.example',
    line_oa: '@chaba',
    partner_id: null,
    is_published: true,
    sort: 0,
    branches: [BRANCH],
    ...overrides,
  };
}

async function create(input: ProductInput) {
  const response = await callAdmin(context.app, createProduct, { input }, { as: admin });
  if (response.body.status !== 'success') throw new Error(`product not created: ${response.text}`);
  return response.body.data;
}

async function auditRows() {
  const [row] = await context.db.select({ total: count() }).from(auditLog).where(eq(auditLog.entity, 'product'));
  return row?.total ?? 0;
}

const asMember = () => ({ as: { token: memberToken }, language: 'en' as const });

describe('product calls', () => {
  it('are read by staff and changed by admins only', async () => {
    const product = await create(productInput());
    expect(await roleMatrix(context.app, listProducts, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    expect(await roleMatrix(context.app, createProduct, { input: productInput() })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(
      await roleMatrix(context.app, updateProduct, { params: { id: String(product.id) }, input: productInput() }),
    ).toEqual({ noToken: 401, member: 401, staff: 403 });
  });

  it('creates a company members find in the list and read in full, audited in the same transaction', async () => {
    const partner = await createPartner(context.db);
    const input = productInput({ name_en: 'Chaba Fresh Company', partner_id: partner.id });
    const response = await callAdmin(context.app, createProduct, { input }, { as: admin });
    expect(response.body).toMatchObject({ status: 'success', data: { ...input, id: expect.any(Number) } });
    if (response.body.status !== 'success') return;
    const created = response.body.data;
    expect((await auditRowsOf(context.db, 'product.create', created.id))[0]).toMatchObject({
      operatorId: admin.id,
      before: null,
      after: created,
      requestId: response.headers['x-request-id'],
    });
    const list = await callContract(context.app, getCompanyList, { q: 'Chaba Fresh' }, { as: { token: memberToken } });
    expect(list.data.items).toEqual([expect.objectContaining({ id: created.id, name_en: 'Chaba Fresh Company' })]);
    const detail = await callContract(
      context.app,
      getCompanyDetail,
      { id: String(created.id) },
      { as: { token: memberToken }, language: 'th' },
    );
    expect(detail.data).toMatchObject({
      description: 'ห้างค้าปลีกของเครือ',
      description_en: 'The group’s retail arm',
      category: 'ค้าปลีก',
      website: 'https://chaba.example',
      line_oa: '@chaba',
      branches: [{ name: 'สยามสแควร์', address: BRANCH.address_th, map_url: BRANCH.map_url }],
    });
  });

  it('replaces a brand and its branches; unpublishing takes it away from members', async () => {
    const brand = await create(productInput({ kind: 'brand', name_en: 'Brand To Change' }));
    const second = { ...BRANCH, name_en: 'Ari', name_th: 'อารีย์' };
    const updated = await callAdmin(
      context.app,
      updateProduct,
      {
        params: { id: String(brand.id) },
        input: productInput({ kind: 'brand', name_en: 'Brand Changed', branches: [second, BRANCH], website: null }),
      },
      { as: admin },
    );
    expect(updated.body).toMatchObject({
      status: 'success',
      data: { name_en: 'Brand Changed', website: null, branches: [{ name_en: 'Ari' }, { name_en: 'Siam Square' }] },
    });
    expect((await auditRowsOf(context.db, 'product.update', brand.id))[0]).toMatchObject({
      before: { name_en: 'Brand To Change', branches: [{ name_en: 'Siam Square' }] },
      after: { name_en: 'Brand Changed', branches: [{ name_en: 'Ari' }, { name_en: 'Siam Square' }] },
    });
    const detail = await callContract(context.app, getBrandDetail, { id: String(brand.id) }, asMember());
    expect(detail.data).toMatchObject({
      name_en: 'Brand Changed',
      website: null,
      branches: [{ name: 'Ari' }, { name: 'Siam Square' }],
    });

    await callAdmin(
      context.app,
      updateProduct,
      {
        params: { id: String(brand.id) },
        input: productInput({ kind: 'brand', name_en: 'Brand Changed', is_published: false }),
      },
      { as: admin },
    );
    expect((await callContract(context.app, getBrandDetail, { id: String(brand.id) }, asMember())).code).toBe(
      'NOT_FOUND',
    );
    const list = await callContract(context.app, getBrandList, { q: 'Brand Changed' }, asMember());
    expect(list.data.total).toBe(0);
  });

  it('refuses unknown kinds and partners, unsafe links and wrong types, writing no audit row', async () => {
    const before = await auditRows();
    const refusals: [Record<string, unknown>, string][] = [
      [{ kind: 'planet' }, 'kind'],
      [{ partner_id: 999_999_999 }, 'partner_id'],
      [{ partner_id: '1' }, 'partner_id'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ website: 'http://chaba.example' }, 'website'],
      [{ logo_url: '//evil.example/logo.png' }, 'logo_url'],
      [{ is_published: 'true' }, 'is_published'],
      [{ sort: null }, 'sort'],
      [{ branches: [{ ...BRANCH, map_url: 'javascript:alert(1)' }] }, 'branches.0.map_url'],
      [{ branches: Array.from({ length: 51 }, () => BRANCH) }, 'branches'],
      [{ name_en: '' }, 'name_en'],
    ];
    for (const [overrides, field] of refusals) {
      const response = await callAdmin(
        context.app,
        createProduct,
        { input: { ...productInput(), ...overrides } as ProductInput },
        { as: admin },
      );
      expect(response.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(response.body, JSON.stringify(overrides).slice(0, 80)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: expect.arrayContaining([expect.objectContaining({ field })]),
      });
    }
    const missing = await callAdmin(
      context.app,
      updateProduct,
      { params: { id: '999999999' }, input: productInput() },
      { as: admin },
    );
    expect(missing.status).toBe(404);
    expect(await auditRows()).toBe(before);
  });

  it('lists unpublished products of a kind with their branches, searched by either name', async () => {
    const hidden = await create(productInput({ kind: 'brand', name_th: 'แบรนด์ซ่อนอยู่', is_published: false }));
    const found = await callAdmin(context.app, listProducts, { input: { kind: 'brand', q: 'ซ่อน' } }, { as: admin });
    expect(found.body).toMatchObject({
      status: 'success',
      data: { total: 1, items: [{ id: hidden.id, is_published: false, branches: [{ name_en: 'Siam Square' }] }] },
    });
  });

  it('replaces a product’s logo and cover by upload, each audited by name, and members see both', async () => {
    const product = await create(productInput({ name_en: 'Pictured Company' }));
    const params = { id: String(product.id) };
    const logo = {
      content: await solidPicture(400, 400).png().toBuffer(),
      fileName: 'logo.png',
      contentType: 'image/png',
    };
    const cover = {
      content: await solidPicture(1600, 600).jpeg().toBuffer(),
      fileName: 'cover.jpg',
      contentType: 'image/jpeg',
    };
    expect(await roleMatrix(context.app, uploadProductLogo, { params })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await roleMatrix(context.app, uploadProductCover, { params })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const newLogo = await callAdmin(context.app, uploadProductLogo, { params }, { as: admin, file: logo });
    const newCover = await callAdmin(context.app, uploadProductCover, { params }, { as: admin, file: cover });
    if (newLogo.body.status !== 'success' || newCover.body.status !== 'success')
      throw new Error(newLogo.text + newCover.text);
    const detail = await callContract(context.app, getCompanyDetail, { id: String(product.id) }, asMember());
    expect(detail.data).toMatchObject({ logo_url: newLogo.body.data.url, cover_url: newCover.body.data.url });
    expect((await auditRowsOf(context.db, 'product.logo', product.id))[0]).toMatchObject({
      before: { logo_url: product.logo_url },
      after: { logo_url: newLogo.body.data.url },
    });
    expect((await auditRowsOf(context.db, 'product.cover', product.id))[0]).toMatchObject({
      before: { cover_url: product.cover_url },
      after: { cover_url: newCover.body.data.url },
    });
  });
});
