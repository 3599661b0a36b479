import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, logIn } from '../../../../test/factories.js';
import { cardCall, createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;
let templateId: number;

beforeAll(async () => {
  app = await buildTestApp(context.database);
  const company = await createCompany(context.database.orm);
  templateId = (await createTemplate(context.database.orm, company.id)).id;
});
afterAll(() => app.close());

async function member() {
  const row = await createMember(context.database.orm);
  return { id: row.id, token: await logIn(app, row.email ?? '') };
}

async function memberWithCard(card: Partial<Parameters<typeof giveCard>[2]> = {}) {
  const holder = await member();
  return { ...holder, cardId: await giveCard(context.database.orm, holder.id, { templateId, ...card }) };
}

const ACTIONS_BY_ID = {
  GetVirtualCardDetail: (id: number) => ({ card_Id: String(id) }),
  GetCounterCode: (id: number) => ({ card_Id: String(id) }),
  UpdateFavVirtualCard: (id: number) => ({ Card_Id: id }),
  DeleteVirtualCard: (id: number) => ({ Card_Id: id }),
  UpdateCreateAlert: (id: number) => ({ Card_Id: id }),
  UpdateExpireAlert: (id: number) => ({ Card_Id: id }),
};

describe('VirtualCard/GetVirtualCardDetail', () => {
  it('answers the member’s card with the whole number', async () => {
    const { token, cardId } = await memberWithCard();
    const response = await cardCall(app, 'GetVirtualCardDetail', token, { card_Id: String(cardId) });
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json().data;
    expect(card).toMatchObject({ card_id: cardId, card_name_en: 'Chaba Store Card', status: 'active' });
    expect(card.card_number).toMatch(/^7001\d{12}$/);
  });

  it('answers an expired card as expired', async () => {
    const { token, cardId } = await memberWithCard({ issuedAt: daysFromNow(-400), expiresAt: daysFromNow(-1) });
    const card = (await cardCall(app, 'GetVirtualCardDetail', token, { card_Id: String(cardId) })).json().data;
    expect(card.status).toBe('expired');
  });

  it('refuses ids that are not plain whole numbers', async () => {
    const { token } = await member();
    for (const card_Id of [' 1 ', 'true', '1.5', '-1', '']) {
      const response = await cardCall(app, 'GetVirtualCardDetail', token, { card_Id });
      expect(response.json().code, card_Id).toBe('VALIDATION_FAILED');
    }
  });
});

describe('another member’s card', () => {
  it('is NOT_FOUND on every call and stays as it was', async () => {
    const owner = await memberWithCard();
    const intruder = await member();
    for (const [action, input] of Object.entries(ACTIONS_BY_ID)) {
      const response = await cardCall(app, action, intruder.token, input(owner.cardId));
      expect(response.statusCode, action).toBe(404);
      expect(response.json().code, action).toBe('NOT_FOUND');
    }
    const card = (await cardCall(app, 'GetVirtualCardDetail', owner.token, { card_Id: String(owner.cardId) })).json();
    expect(card.data).toMatchObject({ is_favorite: false, show_create_alert: true });
  });

  it('answers a card id that does not exist the same way', async () => {
    const { token } = await member();
    for (const [action, input] of Object.entries(ACTIONS_BY_ID)) {
      expect((await cardCall(app, action, token, input(987_654_321))).json().code, action).toBe('NOT_FOUND');
    }
  });
});

describe('VirtualCard/UpdateFavVirtualCard', () => {
  it('toggles the favourite and answers the new state', async () => {
    const { token, cardId } = await memberWithCard();
    const first = await cardCall(app, 'UpdateFavVirtualCard', token, { Card_Id: cardId });
    expect(first.json()).toEqual({ status: 'success', data: { card_id: cardId, is_favorite: true } });
    const second = await cardCall(app, 'UpdateFavVirtualCard', token, { Card_Id: cardId });
    expect(second.json().data.is_favorite).toBe(false);
  });

  it('leaves the favourite set after an odd number of parallel toggles', async () => {
    const { token, cardId } = await memberWithCard();
    await Promise.all([1, 2, 3].map(() => cardCall(app, 'UpdateFavVirtualCard', token, { Card_Id: cardId })));
    const card = (await cardCall(app, 'GetVirtualCardDetail', token, { card_Id: String(cardId) })).json().data;
    expect(card.is_favorite).toBe(true);
  });

  it('takes the id only as a JSON integer', async () => {
    const { token, cardId } = await memberWithCard();
    for (const Card_Id of [String(cardId), true, null, 1.5]) {
      const response = await cardCall(app, 'UpdateFavVirtualCard', token, { Card_Id });
      expect(response.json().code, String(Card_Id)).toBe('VALIDATION_FAILED');
    }
    expect((await cardCall(app, 'UpdateFavVirtualCard', token)).json().code).toBe('VALIDATION_FAILED');
  });
});

describe('VirtualCard/DeleteVirtualCard', () => {
  it('removes the card from the lists and the detail; a second delete is NOT_FOUND', async () => {
    const { token, cardId } = await memberWithCard();
    expect((await cardCall(app, 'DeleteVirtualCard', token, { Card_Id: cardId })).json()).toEqual({
      status: 'success',
      data: null,
    });
    expect((await cardCall(app, 'GetVirtualCardDetail', token, { card_Id: String(cardId) })).statusCode).toBe(404);
    expect((await cardCall(app, 'GetCounterCode', token, { card_Id: String(cardId) })).statusCode).toBe(404);
    expect((await cardCall(app, 'DeleteVirtualCard', token, { Card_Id: cardId })).json().code).toBe('NOT_FOUND');
  });

  it('refuses an id that is not a JSON integer', async () => {
    const { token } = await member();
    expect((await cardCall(app, 'DeleteVirtualCard', token, { Card_Id: '1' })).json().code).toBe('VALIDATION_FAILED');
  });
});

describe('the new-card and expiry alerts', () => {
  it('raises the new-card alert until it is acknowledged, once', async () => {
    const { token, cardId } = await memberWithCard();
    const detail = () => cardCall(app, 'GetVirtualCardDetail', token, { card_Id: String(cardId) });
    expect((await detail()).json().data).toMatchObject({ show_create_alert: true, show_expire_alert: false });
    const seen = await cardCall(app, 'UpdateCreateAlert', token, { Card_Id: cardId });
    expect(seen.json().data).toEqual({ card_id: cardId, show_create_alert: false, show_expire_alert: false });
    expect((await detail()).json().data.show_create_alert).toBe(false);
    const again = await cardCall(app, 'UpdateCreateAlert', token, { Card_Id: cardId });
    expect(again.json().data.show_create_alert).toBe(false);
  });

  it('raises the expiry alert within 30 days of expiry until it is acknowledged', async () => {
    const { token, cardId } = await memberWithCard({ expiresAt: daysFromNow(12), isSeen: false });
    const list = async () => (await cardCall(app, 'GetActiveVirtualCardList', token)).json().data.items[0];
    expect(await list()).toMatchObject({ show_create_alert: true, show_expire_alert: true });
    const seen = await cardCall(app, 'UpdateExpireAlert', token, { Card_Id: cardId });
    expect(seen.json().data).toEqual({ card_id: cardId, show_create_alert: true, show_expire_alert: false });
    expect(await list()).toMatchObject({ show_create_alert: true, show_expire_alert: false });
  });

  it('does not raise the expiry alert for a card expiring in more than 30 days', async () => {
    const { token, cardId } = await memberWithCard({ expiresAt: daysFromNow(31), isSeen: false });
    const card = (await cardCall(app, 'GetVirtualCardDetail', token, { card_Id: String(cardId) })).json().data;
    expect(card.show_expire_alert).toBe(false);
  });
});

describe('VirtualCard/GetCounterCode', () => {
  it('answers the code of this step: the card id and eight digits, with the time left', async () => {
    const { token, cardId } = await memberWithCard();
    const response = await cardCall(app, 'GetCounterCode', token, { card_Id: String(cardId) });
    expect(response.statusCode, response.body).toBe(200);
    const code = response.json().data;
    expect(code.code).toMatch(new RegExp(`^${cardId}\\d{8}$`));
    expect(code.step_seconds).toBe(60);
    expect(code.expires_in_ms).toBeGreaterThan(0);
    expect(code.expires_in_ms).toBeLessThanOrEqual(60_000);
    expect(Date.parse(code.step_ends_at) % 60_000).toBe(0);
  });

  it('is NOT_ACTIVE for an expired card', async () => {
    const { token, cardId } = await memberWithCard({ issuedAt: daysFromNow(-400), expiresAt: daysFromNow(-1) });
    const response = await cardCall(app, 'GetCounterCode', token, { card_Id: String(cardId) });
    expect(response.json()).toMatchObject({ http_status: 409, code: 'NOT_ACTIVE' });
  });
});
