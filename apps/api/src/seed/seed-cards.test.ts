import {
  getActiveVirtualCardList,
  getExpiredVirtualCardList,
  getVirtualCardDetail,
  type VirtualCard,
} from '@loyalty/contracts';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callContract } from '../../test/call-contract.js';
import { logIn } from '../../test/factories.js';
import { rowCounts } from '../../test/row-counts.js';
import { useTestApp } from '../../test/test-app.js';
import { cardTemplates, memberCards, products } from '../db/schema.js';
import { seedDemoData } from './seed.js';
import { cardCompanyIds, DEMO_CARD_TEMPLATES } from './seed-cards.js';

const context = useTestApp({ prepare: (db) => seedDemoData(db) });

async function cardsOf(login: string) {
  const token = await logIn(context.app, login, 'Demo1234!');
  const active: VirtualCard[] = (await callContract(context.app, getActiveVirtualCardList, {}, { as: { token } })).data
    .items;
  const expired: VirtualCard[] = (await callContract(context.app, getExpiredVirtualCardList, {}, { as: { token } }))
    .data.items;
  return { token, active, expired };
}

describe('demo seed: member cards (issue 10)', () => {
  it('gives demo@example.com three active cards (a favourite, one expiring soon, one new) and one expired', async () => {
    const { active, expired } = await cardsOf('demo@example.com');
    expect(active).toHaveLength(3);
    expect(expired).toHaveLength(1);
    expect(active[0]?.is_favorite).toBe(true);
    expect(active.filter((card) => card.show_expire_alert)).toHaveLength(1);
    expect(active.filter((card) => card.show_create_alert)).toHaveLength(1);
  });

  it('gives 0812345678 cards of their own, none of which the demo member can read', async () => {
    const mobile = await cardsOf('0812345678');
    const demo = await cardsOf('demo@example.com');
    expect(mobile.active.length).toBeGreaterThanOrEqual(1);
    for (const card of mobile.active) {
      const response = await callContract(
        context.app,
        getVirtualCardDetail,
        { card_Id: String(card.card_id) },
        { as: demo },
      );
      expect(response.statusCode).toBe(404);
    }
  });

  it('serves the artwork of every card and the logo of its company', async () => {
    const { active, expired } = await cardsOf('demo@example.com');
    for (const card of [...active, ...expired]) {
      expect((await context.app.inject(card.image_url)).statusCode, card.image_url).toBe(200);
      expect((await context.app.inject(card.company.logo_url)).statusCode, card.company.logo_url).toBe(200);
    }
  });

  it('adds nothing on a second run, and issues cards from the group companies of the product seed', async () => {
    const { orm } = context.database;
    const tables = { products, cardTemplates, memberCards };
    const before = await rowCounts(orm, tables);
    await seedDemoData(orm);
    expect(await rowCounts(orm, tables)).toEqual(before);
    const ids = await cardCompanyIds(orm);
    expect(ids.size).toBe(new Set(DEMO_CARD_TEMPLATES.map((template) => template.company)).size);
    const companyNames = await orm
      .select({ nameEn: products.nameEn })
      .from(products)
      .where(inArray(products.id, [...ids.values()]));
    expect(companyNames.every((company) => company.nameEn.endsWith('Co., Ltd.'))).toBe(true);
  });
});
