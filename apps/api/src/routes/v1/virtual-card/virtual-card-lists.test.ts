import { deleteVirtualCard, getActiveVirtualCardList, getExpiredVirtualCardList } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, logIn, sessionTokenFor } from '../../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();
let templateId: number;
let companyId: number;

beforeAll(async () => {
  companyId = (await createCompany(context.database.orm)).id;
  templateId = (await createTemplate(context.database.orm, companyId)).id;
});

async function member() {
  const row = await createMember(context.database.orm);
  return { id: row.id, token: await logIn(context.app, row.email ?? '') };
}

const idsOf = (page: { items: { card_id: number }[] }) => page.items.map((item) => item.card_id);

describe('VirtualCard/GetActiveVirtualCardList', () => {
  it('lists the member’s active cards, favourites first, then the soonest to expire', async () => {
    const { id, token } = await member();
    const db = context.database.orm;
    const later = await giveCard(db, id, { templateId, expiresAt: daysFromNow(300) });
    const sooner = await giveCard(db, id, { templateId, expiresAt: daysFromNow(100) });
    const favourite = await giveCard(db, id, { templateId, expiresAt: daysFromNow(400), isFavourite: true });
    await giveCard(db, id, { templateId, expiresAt: daysFromNow(-1) });

    const response = await callContract(context.app, getActiveVirtualCardList, undefined, { as: { token } });
    expect(response.statusCode, response.text).toBe(200);
    expect(idsOf(response.data)).toEqual([favourite, sooner, later]);
    expect(response.data).toMatchObject({ page: 1, limit: 10, total: 3, end_page: true });
  });

  it('answers every field of DESIGN §12 with the number masked', async () => {
    const { id, token } = await member();
    await giveCard(context.database.orm, id, { templateId });
    const [card] = (await callContract(context.app, getActiveVirtualCardList, undefined, { as: { token } })).data.items;
    expect(card).toMatchObject({
      card_name: 'บัตรห้างชบา',
      card_name_en: 'Chaba Store Card',
      company: { company_id: companyId, name: 'ห้างชบา', name_en: 'Chaba Department Store' },
      image_url: '/media/cards/store-gold.svg',
      level: 'โกลด์',
      level_en: 'Gold',
      status: 'active',
      is_favorite: false,
      conditions: '<p>แสดงบัตรนี้ที่เคาน์เตอร์</p>',
      conditions_en: '<p>Show this card at the counter.</p>',
    });
    expect(card?.card_number).toMatch(/^•••• \d{4}$/);
    expect(Date.parse(card?.expires_at ?? '')).toBeGreaterThan(Date.parse(card?.issued_at ?? ''));
  });

  it('pages with page and limit, end_page on the last page', async () => {
    const { id, token } = await member();
    const ids = [];
    for (let day = 1; day <= 5; day += 1) {
      ids.push(await giveCard(context.database.orm, id, { templateId, expiresAt: daysFromNow(day * 10) }));
    }
    const pages = [];
    for (const page of ['1', '2', '3']) {
      pages.push(
        (await callContract(context.app, getActiveVirtualCardList, { page, limit: '2' }, { as: { token } })).data,
      );
    }
    expect(pages.map((page) => page.items.map((item: { card_id: number }) => item.card_id))).toEqual([
      ids.slice(0, 2),
      ids.slice(2, 4),
      ids.slice(4),
    ]);
    expect(pages.map((page) => page.end_page)).toEqual([false, false, true]);
    expect(pages.every((page) => page.total === 5)).toBe(true);
  });

  it('leaves out deleted cards and other members’ cards', async () => {
    const { id, token } = await member();
    const other = await member();
    const kept = await giveCard(context.database.orm, id, { templateId });
    const deleted = await giveCard(context.database.orm, id, { templateId });
    await giveCard(context.database.orm, other.id, { templateId });
    expect(
      (await callContract(context.app, deleteVirtualCard, { Card_Id: deleted }, { as: { token } })).statusCode,
    ).toBe(200);
    const page = (await callContract(context.app, getActiveVirtualCardList, undefined, { as: { token } })).data;
    expect(idsOf(page)).toEqual([kept]);
    expect(page.total).toBe(1);
  });

  it('answers an empty page for a member without cards', async () => {
    const { token } = await member();
    expect((await callContract(context.app, getActiveVirtualCardList, undefined, { as: { token } })).data).toEqual({
      items: [],
      page: 1,
      limit: 10,
      total: 0,
      end_page: true,
    });
  });

  it('sanitises the conditions: no script, no event handler, no javascript link', async () => {
    const { id, token } = await member();
    const hostile = await createTemplate(context.database.orm, companyId, {
      conditionsEn: '<p onclick="steal()">Terms</p><script>steal()</script><a href="javascript:steal()">x</a>',
    });
    await giveCard(context.database.orm, id, { templateId: hostile.id });
    const [card] = (await callContract(context.app, getActiveVirtualCardList, undefined, { as: { token } })).data.items;
    expect(card?.conditions_en).toBe('<p>Terms</p><a rel="noopener">x</a>');
  });

  it('refuses bad paging, a missing session and a member who may not use cards', async () => {
    const { token } = await member();
    for (const query of [{ page: '0' }, { limit: '101' }, { page: 'x' }]) {
      const response = await callContract(context.app, getActiveVirtualCardList, query, { as: { token } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    }
    const anonymous = await callContract(context.app, getActiveVirtualCardList);
    expect(anonymous.body).toMatchObject({ http_status: 401, code: 'UNAUTHORIZED' });
    const suspended = await createMember(context.database.orm, { status: 'suspended' });
    const suspendedToken = await sessionTokenFor(context.database.orm, suspended);
    const refused = await callContract(context.app, getActiveVirtualCardList, undefined, {
      as: { token: suspendedToken },
    });
    expect(refused.body).toMatchObject({ http_status: 403, code: 'FORBIDDEN' });
  });
});

describe('VirtualCard/GetExpiredVirtualCardList', () => {
  it('lists expired cards, favourites first, then the most recently expired', async () => {
    const { id, token } = await member();
    const db = context.database.orm;
    await giveCard(db, id, { templateId, expiresAt: daysFromNow(30) });
    const longAgo = await giveCard(db, id, { templateId, issuedAt: daysFromNow(-400), expiresAt: daysFromNow(-90) });
    const recently = await giveCard(db, id, { templateId, issuedAt: daysFromNow(-400), expiresAt: daysFromNow(-2) });
    const favourite = await giveCard(db, id, {
      templateId,
      issuedAt: daysFromNow(-400),
      expiresAt: daysFromNow(-200),
      isFavourite: true,
    });
    const page = (await callContract(context.app, getExpiredVirtualCardList, undefined, { as: { token } })).data;
    expect(idsOf(page)).toEqual([favourite, recently, longAgo]);
    expect(page.items.map((card) => card.status)).toEqual(['expired', 'expired', 'expired']);
    // An expired card raises no alert: there is nothing left to act on.
    expect(page.items[1]).toMatchObject({ show_create_alert: false, show_expire_alert: false });
  });

  it('pages like the active list and refuses bad paging', async () => {
    const { id, token } = await member();
    for (let day = 1; day <= 3; day += 1) {
      await giveCard(context.database.orm, id, {
        templateId,
        issuedAt: daysFromNow(-400),
        expiresAt: daysFromNow(-day),
      });
    }
    const second = (
      await callContract(context.app, getExpiredVirtualCardList, { page: '2', limit: '2' }, { as: { token } })
    ).data;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3, end_page: true });
    expect(second.items).toHaveLength(1);
    const refused = await callContract(context.app, getExpiredVirtualCardList, { limit: '0' }, { as: { token } });
    expect(refused.code).toBe('VALIDATION_FAILED');
  });
});
