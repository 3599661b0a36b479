import {
  getBrandDetail,
  getBrandList,
  getCompanyDetail,
  getCompanyList,
  getProductKindList,
  productCallsOf,
} from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { bearer, createMember, sessionTokenFor } from '../../../../test/factories.js';
import { createCatalogueBase, createPrivilege, hoursFromNow } from '../../../../test/fixtures/catalogue.js';
import { createBranch, createProduct, createProductKind } from '../../../../test/fixtures/products.js';
import { useTestApp } from '../../../../test/test-app.js';
import { privilegeFavourites } from '../../../db/schema.js';

const context = useTestApp();
let token: string;

beforeAll(async () => {
  token = await sessionTokenFor(context.database.orm, await createMember(context.database.orm));
});

describe('Product/GetProductKindList', () => {
  it('answers the kinds of the table in display order, to anyone', async () => {
    const response = await callContract(context.app, getProductKindList);
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data.slice(0, 2)).toEqual([
      { code: 'company', controller: 'Company', name: 'บริษัทในเครือ', name_en: 'Group companies' },
      { code: 'brand', controller: 'Brand', name: 'แบรนด์', name_en: 'Brands' },
    ]);
  });
});

describe('Company/GetCompanyList and Brand/GetBrandList', () => {
  it('lists a kind’s published products with both names and the category in the request language', async () => {
    const db = context.database.orm;
    const company = await createProduct(db, { nameEn: 'Chaba Listed Retail', nameTh: 'ชบา ลิสเต็ด รีเทล' });
    await createProduct(db, { nameEn: 'Chaba Listed Hidden', isPublished: false });
    await createProduct(db, { kind: 'brand', nameEn: 'Chaba Listed Brand' });
    const response = await callContract(
      context.app,
      getCompanyList,
      { q: 'Chaba Listed' },
      { as: { token }, language: 'th' },
    );
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data).toEqual({
      items: [
        {
          id: company.id,
          name: 'ชบา ลิสเต็ด รีเทล',
          name_en: 'Chaba Listed Retail',
          logo_url: company.logoUrl,
          cover_url: company.coverUrl,
          cover_srcset: null,
          category: 'ค้าปลีก',
        },
      ],
      page: 1,
      limit: 12,
      total: 1,
      end_page: true,
    });
    const brands = await callContract(context.app, getBrandList, { q: 'Chaba Listed' }, { as: { token } });
    expect(brands.data.items.map((item: { name_en: string }) => item.name_en)).toEqual(['Chaba Listed Brand']);
  });

  it('pages in display order and says which page is the last', async () => {
    const db = context.database.orm;
    const kind = await createProductKind(db);
    const made = [];
    for (const sort of [3, 1, 2]) made.push(await createProduct(db, { kind: kind.code, sort }));
    const { list } = productCallsOf(kind.controller);
    const first = (await callContract(context.app, list, { limit: '2' }, { as: { token } })).data;
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([made[1]?.id, made[2]?.id]);
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3, end_page: false });
    const second = (await callContract(context.app, list, { limit: '2', page: '2' }, { as: { token } })).data;
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([made[0]?.id]);
    expect(second).toMatchObject({ page: 2, total: 3, end_page: true });
    const past = (await callContract(context.app, list, { limit: '2', page: '5' }, { as: { token } })).data;
    expect(past).toMatchObject({ items: [], total: 3, end_page: true });
  });

  it('searches the Thai and the English name, letters like % taken literally, near spellings found', async () => {
    const db = context.database.orm;
    const kind = await createProductKind(db);
    const coffee = await createProduct(db, { kind: kind.code, nameEn: 'Baan Brew Coffee', nameTh: 'บ้านบรูว์ คอฟฟี่' });
    const mart = await createProduct(db, { kind: kind.code, nameEn: 'Chaba Mart 100%', nameTh: 'ชบา มาร์ท' });
    const search = async (q: string) =>
      (await callContract(context.app, productCallsOf(kind.controller).list, { q }, { as: { token } })).data.items.map(
        (item) => item.id,
      );
    expect(await search('คอฟฟี่')).toEqual([coffee.id]);
    expect(await search('brew')).toEqual([coffee.id]);
    expect(await search('100%')).toEqual([mart.id]);
    expect(await search('%')).toEqual([mart.id]);
    expect(await search('Cofee')).toEqual([coffee.id]);
    expect(await search('sushi')).toEqual([]);
  });

  it('refuses a malformed page, limit or empty search with field messages', async () => {
    const queries: Record<string, string>[] = [{ page: '0' }, { limit: '101' }, { limit: 'ten' }, { q: '   ' }];
    for (const query of queries) {
      const response = await callContract(context.app, getCompanyList, badInput(query), { as: { token } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: Object.keys(query)[0] }] });
    }
  });

  it('is for members: no session is UNAUTHORIZED', async () => {
    const response = await callContract(context.app, getCompanyList);
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });
});

describe('Company/GetCompanyDetail', () => {
  it('answers the product, its branches and the privileges its partner offers now, with the member’s hearts', async () => {
    const db = context.database.orm;
    const { base } = await createCatalogueBase(db);
    const other = await createCatalogueBase(db);
    const offered = await createPrivilege(db, { ...base, titleEn: 'Free latte', titleTh: 'ลาเต้ฟรี', sort: 1 });
    const hearted = await createPrivilege(db, { ...base, titleEn: 'Cake set', titleTh: 'ชุดเค้ก', sort: 2 });
    await createPrivilege(db, { ...base, titleEn: 'Ended', startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1) });
    await createPrivilege(db, { ...other.base, titleEn: 'Not theirs' });
    const member = await createMember(db);
    const memberToken = await sessionTokenFor(db, member);
    await db.insert(privilegeFavourites).values({ memberId: member.id, privilegeId: hearted.id });
    const company = await createProduct(db, { partnerId: base.partnerId, website: null });
    await createBranch(db, company.id, { sort: 2, nameEn: 'Ari branch', nameTh: 'สาขาอารีย์' });
    await createBranch(db, company.id, { sort: 1 });

    const response = await callContract(
      context.app,
      getCompanyDetail,
      { id: String(company.id) },
      { as: { token: memberToken }, language: 'th' },
    );
    expect(response.statusCode, response.text).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      id: company.id,
      name: company.nameTh,
      name_en: company.nameEn,
      category: 'ค้าปลีก',
      description: 'บริษัทในเครือ',
      description_en: 'A company of the group',
      website: null,
      line_oa: '@chabatest',
    });
    expect(data.branches).toEqual([
      {
        name: 'สาขาสยาม',
        address: '991 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330',
        map_url: 'https://www.google.com/maps/search/?api=1&query=13.7462,100.5347',
      },
      expect.objectContaining({ name: 'สาขาอารีย์' }),
    ]);
    expect(
      data.privileges.map((card: { privilege_id: number; title: string; is_favorite: boolean }) => [
        card.privilege_id,
        card.title,
        card.is_favorite,
      ]),
    ).toEqual([
      [offered.id, 'ลาเต้ฟรี', false],
      [hearted.id, 'ชุดเค้ก', true],
    ]);
  });

  it('answers no privileges for a product linked to no partner', async () => {
    const company = await createProduct(context.database.orm);
    const response = await callContract(context.app, getCompanyDetail, { id: String(company.id) }, { as: { token } });
    expect(response.data).toMatchObject({ branches: [], privileges: [] });
  });

  it('is NOT_FOUND for an unknown id, an unpublished product or another kind’s product', async () => {
    const db = context.database.orm;
    const hidden = await createProduct(db, { isPublished: false });
    const brand = await createProduct(db, { kind: 'brand' });
    for (const id of [String(hidden.id), String(brand.id), '999999999']) {
      const response = await callContract(context.app, getCompanyDetail, { id }, { as: { token } });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toMatchObject({ status: 'error', http_status: 404, code: 'NOT_FOUND' });
    }
    const asBrand = await callContract(context.app, getBrandDetail, { id: String(brand.id) }, { as: { token } });
    expect(asBrand.statusCode).toBe(200);
  });

  it('takes only digits as an id: no true, spaces, exponent, zero or missing id', async () => {
    const queries: Record<string, string>[] = [
      { id: 'true' },
      { id: ' 1 ' },
      { id: '1e3' },
      { id: '0' },
      { id: '-4' },
      {},
    ];
    for (const query of queries) {
      const response = await callContract(context.app, getCompanyDetail, badInput(query), { as: { token } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'id' }] });
    }
  });
});

describe('product kinds as data (DESIGN §6)', () => {
  it('answers a kind added to the table with the same list and detail, without a code change', async () => {
    const db = context.database.orm;
    const kind = await createProductKind(db);
    const product = await createProduct(db, { kind: kind.code });
    await createBranch(db, product.id);
    const calls = productCallsOf(kind.controller);
    const list = await callContract(context.app, calls.list, {}, { as: { token } });
    expect(list.statusCode, list.text).toBe(200);
    expect(list.data.items).toEqual([expect.objectContaining({ id: product.id, name_en: product.nameEn })]);
    const detail = await callContract(context.app, calls.detail, { id: String(product.id) }, { as: { token } });
    expect(detail.statusCode, detail.text).toBe(200);
    expect(detail.data.branches).toHaveLength(1);
    const malformed = await callContract(context.app, calls.detail, { id: 'x' }, { as: { token } });
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'id' }] });
    const anonymous = await callContract(context.app, calls.list);
    expect(anonymous.code).toBe('UNAUTHORIZED');
  });

  it('is NOT_FOUND for a kind not in the table or an action no product has, signed in or not', async () => {
    for (const path of ['Gadget/GetGadgetList', 'Gadget/GetGadgetDetail', 'Company/GetBrandList', 'Company/List']) {
      for (const session of [token, undefined]) {
        // No contract names these paths: they are the ones the route table must not answer.
        const response = await context.app.inject({ url: `/api/v1/${path}`, headers: session ? bearer(session) : {} });
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toMatchObject({ status: 'error', http_status: 404, code: 'NOT_FOUND' });
      }
    }
    const posted = await context.app.inject({ method: 'POST', url: '/api/v1/Gadget/GetGadgetList' });
    expect(posted.statusCode).toBe(404);
  });

  it('keeps the seeded kinds’ other methods METHOD_NOT_ALLOWED', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/v1/Company/GetCompanyList' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
  });
});
