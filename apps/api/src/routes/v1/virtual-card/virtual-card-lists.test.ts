import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, logIn, sessionTokenFor } from '../../../../test/factories.js';
import { cardCall, createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;
let templateId: number;
let companyId: number;

beforeAll(async () => {
  app = await buildTestApp(context.database);
  companyId = (await createCompany(context.database.orm)).id;
  templateId = (await createTemplate(context.database.orm, companyId)).id;
});
afterAll(() => app.close());

async function member() {
  const row = await createMember(context.database.orm);
  return { id: row.id, token: await logIn(app, row.email ?? '') };
}

const idsOf = (body: { data: { items: { card_id: number }[] } }) => body.data.items.map((item) => item.card_id);

describe('VirtualCard/GetActiveVirtualCardList', () => {
  it('lists the member’s active cards, favourites first, then the soonest to expire', async () => {
    const { id, token } = await member();
    const db = context.database.orm;
    const later = await giveCard(db, id, { templateId, expiresAt: daysFromNow(300) });
    const sooner = await giveCard(db, id, { templateId, expiresAt: daysFromNow(100) });
    const favourite = await giveCard(db, id, { templateId, expiresAt: daysFromNow(400), isFavorite: true });
    await giveCard(db, id, { templateId, expiresAt: daysFromNow(-1) });

    const response = await cardCall(app, 'GetActiveVirtualCardList', token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual([favourite, sooner, later]);
    expect(body.data).toMatchObject({ page: 1, limit: 10, total: 3, end_page: true });
  });

  it('answers every field of DESIGN §12 with the number masked', async () => {
    const { id, token } = await member();
    await giveCard(context.database.orm, id, { templateId });
    const [card] = (await cardCall(app, 'GetActiveVirtualCardList', token)).json().data.items;
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
    expect(card.card_number).toMatch(/^•••• \d{4}$/);
    expect(Date.parse(card.expires_at)).toBeGreaterThan(Date.parse(card.issued_at));
  });

  it('pages with page and limit, end_page on the last page', async () => {
    const { id, token } = await member();
    const ids = [];
    for (let day = 1; day <= 5; day += 1) {
      ids.push(await giveCard(context.database.orm, id, { templateId, expiresAt: daysFromNow(day * 10) }));
    }
    const pages = [];
    for (const page of ['1', '2', '3']) {
      pages.push((await cardCall(app, 'GetActiveVirtualCardList', token, { page, limit: '2' })).json().data);
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
    expect((await cardCall(app, 'DeleteVirtualCard', token, { Card_Id: deleted })).statusCode).toBe(200);
    const body = (await cardCall(app, 'GetActiveVirtualCardList', token)).json();
    expect(idsOf(body)).toEqual([kept]);
    expect(body.data.total).toBe(1);
  });

  it('answers an empty page for a member without cards', async () => {
    const { token } = await member();
    expect((await cardCall(app, 'GetActiveVirtualCardList', token)).json().data).toEqual({
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
    const [card] = (await cardCall(app, 'GetActiveVirtualCardList', token)).json().data.items;
    expect(card.conditions_en).toBe('<p>Terms</p><a rel="noopener">x</a>');
  });

  it('refuses bad paging, a missing session and a member who may not use cards', async () => {
    const { token } = await member();
    for (const query of [{ page: '0' }, { limit: '101' }, { page: 'x' }]) {
      const response = await cardCall(app, 'GetActiveVirtualCardList', token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const anonymous = await app.inject({ url: '/api/v1/VirtualCard/GetActiveVirtualCardList' });
    expect(anonymous.json()).toMatchObject({ http_status: 401, code: 'UNAUTHORIZED' });
    const suspended = await createMember(context.database.orm, { status: 'suspended' });
    const suspendedToken = await sessionTokenFor(context.database.orm, suspended);
    const refused = await cardCall(app, 'GetActiveVirtualCardList', suspendedToken);
    expect(refused.json()).toMatchObject({ http_status: 403, code: 'FORBIDDEN' });
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
      isFavorite: true,
    });
    const body = (await cardCall(app, 'GetExpiredVirtualCardList', token)).json();
    expect(idsOf(body)).toEqual([favourite, recently, longAgo]);
    expect(body.data.items.map((card: { status: string }) => card.status)).toEqual(['expired', 'expired', 'expired']);
    // An expired card raises no alert: there is nothing left to act on.
    expect(body.data.items[1]).toMatchObject({ show_create_alert: false, show_expire_alert: false });
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
    const second = (await cardCall(app, 'GetExpiredVirtualCardList', token, { page: '2', limit: '2' })).json().data;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3, end_page: true });
    expect(second.items).toHaveLength(1);
    const refused = await cardCall(app, 'GetExpiredVirtualCardList', token, { limit: '0' });
    expect(refused.json().code).toBe('VALIDATION_FAILED');
  });
});
