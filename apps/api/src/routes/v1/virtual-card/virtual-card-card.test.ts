import {
  deleteVirtualCard,
  getActiveVirtualCardList,
  getCounterCode,
  getVirtualCardDetail,
  updateCreateAlert,
  updateExpireAlert,
  updateFavVirtualCard,
} from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { badInput, type Caller, callContract } from '../../../../test/call-contract.js';
import { createMember, logIn } from '../../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();
let templateId: number;

beforeAll(async () => {
  const company = await createCompany(context.database.orm);
  templateId = (await createTemplate(context.database.orm, company.id)).id;
});

async function member() {
  const row = await createMember(context.database.orm);
  return { id: row.id, token: await logIn(context.app, row.email ?? '') };
}

async function memberWithCard(card: Partial<Parameters<typeof giveCard>[2]> = {}) {
  const holder = await member();
  return { ...holder, cardId: await giveCard(context.database.orm, holder.id, { templateId, ...card }) };
}

/** Every call that names one card, made as `caller` on card `id`. */
const CALLS_BY_ID: Record<string, (caller: Caller, id: number) => Promise<{ statusCode: number; code?: string }>> = {
  GetVirtualCardDetail: (caller, id) =>
    callContract(context.app, getVirtualCardDetail, { card_Id: String(id) }, { as: caller }),
  GetCounterCode: (caller, id) => callContract(context.app, getCounterCode, { card_Id: String(id) }, { as: caller }),
  UpdateFavVirtualCard: (caller, id) =>
    callContract(context.app, updateFavVirtualCard, { Card_Id: id }, { as: caller }),
  DeleteVirtualCard: (caller, id) => callContract(context.app, deleteVirtualCard, { Card_Id: id }, { as: caller }),
  UpdateCreateAlert: (caller, id) => callContract(context.app, updateCreateAlert, { Card_Id: id }, { as: caller }),
  UpdateExpireAlert: (caller, id) => callContract(context.app, updateExpireAlert, { Card_Id: id }, { as: caller }),
};

describe('VirtualCard/GetVirtualCardDetail', () => {
  it('answers the member’s card with the whole number', async () => {
    const { token, cardId } = await memberWithCard();
    const response = await callContract(
      context.app,
      getVirtualCardDetail,
      { card_Id: String(cardId) },
      { as: { token } },
    );
    expect(response.statusCode, response.text).toBe(200);
    const card = response.data;
    expect(card).toMatchObject({ card_id: cardId, card_name_en: 'Chaba Store Card', status: 'active' });
    expect(card.card_number).toMatch(/^7001\d{12}$/);
  });

  it('answers an expired card as expired', async () => {
    const { token, cardId } = await memberWithCard({ issuedAt: daysFromNow(-400), expiresAt: daysFromNow(-1) });
    const card = (await callContract(context.app, getVirtualCardDetail, { card_Id: String(cardId) }, { as: { token } }))
      .data;
    expect(card.status).toBe('expired');
  });

  it('refuses ids that are not plain whole numbers', async () => {
    const { token } = await member();
    for (const card_Id of [' 1 ', 'true', '1.5', '-1', '']) {
      const response = await callContract(context.app, getVirtualCardDetail, { card_Id }, { as: { token } });
      expect(response.code, card_Id).toBe('VALIDATION_FAILED');
    }
  });
});

describe('another member’s card', () => {
  it('is NOT_FOUND on every call and stays as it was', async () => {
    const owner = await memberWithCard();
    const intruder = await member();
    for (const [action, call] of Object.entries(CALLS_BY_ID)) {
      const response = await call(intruder, owner.cardId);
      expect(response.statusCode, action).toBe(404);
      expect(response.code, action).toBe('NOT_FOUND');
    }
    const card = (
      await callContract(context.app, getVirtualCardDetail, { card_Id: String(owner.cardId) }, { as: owner })
    ).data;
    expect(card).toMatchObject({ is_favorite: false, show_create_alert: true });
  });

  it('answers a card id that does not exist the same way', async () => {
    const { token } = await member();
    for (const [action, call] of Object.entries(CALLS_BY_ID)) {
      expect((await call({ token }, 987_654_321)).code, action).toBe('NOT_FOUND');
    }
  });
});

describe('VirtualCard/UpdateFavVirtualCard', () => {
  it('toggles the favourite and answers the new state', async () => {
    const { token, cardId } = await memberWithCard();
    const first = await callContract(context.app, updateFavVirtualCard, { Card_Id: cardId }, { as: { token } });
    expect(first.body).toEqual({ status: 'success', data: { card_id: cardId, is_favorite: true } });
    const second = await callContract(context.app, updateFavVirtualCard, { Card_Id: cardId }, { as: { token } });
    expect(second.data.is_favorite).toBe(false);
  });

  it('leaves the favourite set after an odd number of parallel toggles', async () => {
    const { token, cardId } = await memberWithCard();
    await Promise.all(
      [1, 2, 3].map(() => callContract(context.app, updateFavVirtualCard, { Card_Id: cardId }, { as: { token } })),
    );
    const card = (await callContract(context.app, getVirtualCardDetail, { card_Id: String(cardId) }, { as: { token } }))
      .data;
    expect(card.is_favorite).toBe(true);
  });

  it('takes the id only as a JSON integer', async () => {
    const { token, cardId } = await memberWithCard();
    for (const Card_Id of [String(cardId), true, null, 1.5]) {
      const response = await callContract(context.app, updateFavVirtualCard, badInput({ Card_Id }), { as: { token } });
      expect(response.code, String(Card_Id)).toBe('VALIDATION_FAILED');
    }
    expect((await callContract(context.app, updateFavVirtualCard, undefined, { as: { token } })).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('VirtualCard/DeleteVirtualCard', () => {
  it('removes the card from the lists and the detail; a second delete is NOT_FOUND', async () => {
    const { token, cardId } = await memberWithCard();
    expect((await callContract(context.app, deleteVirtualCard, { Card_Id: cardId }, { as: { token } })).body).toEqual({
      status: 'success',
      data: null,
    });
    expect(
      (await callContract(context.app, getVirtualCardDetail, { card_Id: String(cardId) }, { as: { token } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callContract(context.app, getCounterCode, { card_Id: String(cardId) }, { as: { token } })).statusCode,
    ).toBe(404);
    expect((await callContract(context.app, deleteVirtualCard, { Card_Id: cardId }, { as: { token } })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses an id that is not a JSON integer', async () => {
    const { token } = await member();
    expect(
      (await callContract(context.app, deleteVirtualCard, badInput({ Card_Id: '1' }), { as: { token } })).code,
    ).toBe('VALIDATION_FAILED');
  });
});

describe('the new-card and expiry alerts', () => {
  it('raises the new-card alert until it is acknowledged, once', async () => {
    const { token, cardId } = await memberWithCard();
    const detail = () =>
      callContract(context.app, getVirtualCardDetail, { card_Id: String(cardId) }, { as: { token } });
    expect((await detail()).data).toMatchObject({ show_create_alert: true, show_expire_alert: false });
    const seen = await callContract(context.app, updateCreateAlert, { Card_Id: cardId }, { as: { token } });
    expect(seen.data).toEqual({ card_id: cardId, show_create_alert: false, show_expire_alert: false });
    expect((await detail()).data.show_create_alert).toBe(false);
    const again = await callContract(context.app, updateCreateAlert, { Card_Id: cardId }, { as: { token } });
    expect(again.data.show_create_alert).toBe(false);
  });

  it('raises the expiry alert within 30 days of expiry until it is acknowledged', async () => {
    const { token, cardId } = await memberWithCard({ expiresAt: daysFromNow(12), isSeen: false });
    const list = async () =>
      (await callContract(context.app, getActiveVirtualCardList, undefined, { as: { token } })).data.items[0];
    expect(await list()).toMatchObject({ show_create_alert: true, show_expire_alert: true });
    const seen = await callContract(context.app, updateExpireAlert, { Card_Id: cardId }, { as: { token } });
    expect(seen.data).toEqual({ card_id: cardId, show_create_alert: true, show_expire_alert: false });
    expect(await list()).toMatchObject({ show_create_alert: true, show_expire_alert: false });
  });

  it('does not raise the expiry alert for a card expiring in more than 30 days', async () => {
    const { token, cardId } = await memberWithCard({ expiresAt: daysFromNow(31), isSeen: false });
    const card = (await callContract(context.app, getVirtualCardDetail, { card_Id: String(cardId) }, { as: { token } }))
      .data;
    expect(card.show_expire_alert).toBe(false);
  });
});

describe('VirtualCard/GetCounterCode', () => {
  it('answers the code of this step: the card id and eight digits, with the time left', async () => {
    const { token, cardId } = await memberWithCard();
    const response = await callContract(context.app, getCounterCode, { card_Id: String(cardId) }, { as: { token } });
    expect(response.statusCode, response.text).toBe(200);
    const code = response.data;
    expect(code.code).toMatch(new RegExp(`^${cardId}\\d{8}$`));
    expect(code.step_seconds).toBe(60);
    expect(code.expires_in_ms).toBeGreaterThan(0);
    expect(code.expires_in_ms).toBeLessThanOrEqual(60_000);
    expect(Date.parse(code.step_ends_at) % 60_000).toBe(0);
  });

  it('is NOT_ACTIVE for an expired card', async () => {
    const { token, cardId } = await memberWithCard({ issuedAt: daysFromNow(-400), expiresAt: daysFromNow(-1) });
    const response = await callContract(context.app, getCounterCode, { card_Id: String(cardId) }, { as: { token } });
    expect(response.body).toMatchObject({ http_status: 409, code: 'NOT_ACTIVE' });
  });
});
