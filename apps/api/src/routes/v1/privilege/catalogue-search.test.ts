import { getPrivilegeList } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../../../test/call-contract.js';
import {
  createCatalogueBase,
  createPartner,
  createPrivilege,
  hoursFromNow,
} from '../../../../test/fixtures/catalogue.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();
let token: string;

beforeAll(async () => {
  token = (await memberWithPoints(context.database.orm, 0)).token;
});

async function search(keyword: string, options: { categoryId?: number; language?: 'en' | 'th' } = {}) {
  const response = await callContract(
    context.app,
    getPrivilegeList,
    { Keyword: keyword, ...(options.categoryId ? { Category_Id: options.categoryId } : {}) },
    { as: { token }, language: options.language ?? 'en' },
  );
  expect(response.statusCode, response.text).toBe(200);
  return response.data;
}

const ids = (items: { privilege_id: number }[]) => items.map((item) => item.privilege_id);

describe('Privilege/GetPrivilegeList keyword search', () => {
  it('ranks English title prefixes, then word starts, then the keyword inside a word, whatever the catalogue order', async () => {
    const db = context.database.orm;
    const { category, base } = await createCatalogueBase(db);
    const inside = await createPrivilege(db, { ...base, sort: 1, titleEn: 'Happycoffeehour set' });
    const word = await createPrivilege(db, { ...base, sort: 2, titleEn: 'Free iced Coffee' });
    const prefix = await createPrivilege(db, { ...base, sort: 3, titleEn: 'coffee beans 250 g' });
    await createPrivilege(db, { ...base, sort: 0, titleEn: 'Movie ticket', titleTh: 'ตั๋วหนัง' });

    const found = await search('COFFEE', { categoryId: category.id });
    expect(ids(found.items)).toEqual([prefix.id, word.id, inside.id]);
    expect(found.total).toBe(3);
  });

  it('finds Thai titles by a Thai keyword inside the title, the title starting with it first', async () => {
    const db = context.database.orm;
    const { category, base } = await createCatalogueBase(db);
    const inside = await createPrivilege(db, { ...base, sort: 1, titleEn: 'Tea and more', titleTh: 'ชาและกาแฟ' });
    const word = await createPrivilege(db, {
      ...base,
      sort: 2,
      titleEn: 'Fresh brew 20% off',
      titleTh: 'ส่วนลด กาแฟสด 20%',
    });
    const prefix = await createPrivilege(db, { ...base, sort: 3, titleEn: 'Free iced drink', titleTh: 'กาแฟเย็นฟรี' });
    await createPrivilege(db, { ...base, titleEn: 'Bread', titleTh: 'ขนมปัง' });

    const thai = await search('กาแฟ', { categoryId: category.id, language: 'th' });
    expect(ids(thai.items)).toEqual([prefix.id, word.id, inside.id]);
    expect(thai.items[0]?.title).toBe('กาแฟเย็นฟรี');

    const asEnglishReader = await search('กาแฟ', { categoryId: category.id });
    expect(asEnglishReader.items[0]?.title).toBe('Free iced drink');
  });

  it('forgives a typo through trigram similarity and ranks it after real matches', async () => {
    const db = context.database.orm;
    const { category, base } = await createCatalogueBase(db);
    const exact = await createPrivilege(db, { ...base, sort: 2, titleEn: 'Cofee cup sleeve' });
    const similar = await createPrivilege(db, { ...base, sort: 1, titleEn: 'Free coffee at any branch' });
    await createPrivilege(db, { ...base, titleEn: 'Cinema popcorn' });

    expect(ids((await search('cofee', { categoryId: category.id })).items)).toEqual([exact.id, similar.id]);
  });

  it('finds privileges by their partner’s name in either language', async () => {
    const db = context.database.orm;
    const { category } = await createCatalogueBase(db);
    const partner = await createPartner(db, { nameEn: 'Bean Brothers Roastery', nameTh: 'บีนบราเดอร์ส' });
    const theirs = await createPrivilege(db, {
      categoryId: category.id,
      partnerId: partner.id,
      titleEn: 'Buy one get one',
    });

    expect(ids((await search('brothers', { categoryId: category.id })).items)).toEqual([theirs.id]);
    expect(ids((await search('บีนบรา', { categoryId: category.id })).items)).toEqual([theirs.id]);
  });

  it('treats % and _ as letters, and leaves out privileges outside their window', async () => {
    const db = context.database.orm;
    const { category, base } = await createCatalogueBase(db);
    const percent = await createPrivilege(db, { ...base, titleEn: 'Save 100% on delivery' });
    await createPrivilege(db, { ...base, titleEn: 'Delivery voucher' });
    await createPrivilege(db, {
      ...base,
      titleEn: 'Delivery 100% ended',
      startsAt: hoursFromNow(-48),
      endsAt: hoursFromNow(-2),
    });

    expect(ids((await search('%', { categoryId: category.id })).items)).toEqual([percent.id]);
    expect((await search('_', { categoryId: category.id })).items).toEqual([]);
  });
});
