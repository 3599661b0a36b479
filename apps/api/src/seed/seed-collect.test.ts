import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createMember, logIn, sessionTokenFor } from '../../test/factories.js';
import { rowCounts } from '../../test/row-counts.js';
import { useTestApp } from '../../test/test-app.js';
import { articles, pointCodes, pointCodeUses, pointLots, redemptions } from '../db/schema.js';
import { seedDemoData } from './seed.js';
import { DEMO_CODES } from './seed-collect.js';

const context = useTestApp({ prepare: (db) => seedDemoData(db) });

async function checkCode(token: string, code: string) {
  return (
    await context.app.inject({
      method: 'POST',
      url: '/api/v1/Code/CheckCode',
      headers: bearer(token),
      payload: { Code: code },
    })
  ).json();
}

async function articleList(token: string, language: string) {
  const response = await context.app.inject({
    url: '/api/v1/Article/GetArticleList',
    query: { limit: '100' },
    headers: { ...bearer(token), 'accept-language': language },
  });
  return response.json().data.items;
}

async function counts() {
  const { orm } = context.database;
  return rowCounts(orm, { codes: pointCodes, uses: pointCodeUses, articles, lots: pointLots });
}

describe('demo seed: codes and articles (DESIGN §8)', () => {
  it('offers WELCOME100 (100 points) and the other open codes to a new member', async () => {
    const token = await sessionTokenFor(context.database.orm, await createMember(context.database.orm));
    expect((await checkCode(token, 'welcome100')).data).toMatchObject({ code: 'WELCOME100', points: 100 });
    const open = DEMO_CODES.filter((code) => code.startsInDays < 0 && code.endsInDays > 0);
    expect(open.filter((code) => code.kind === 'promo').length).toBeGreaterThanOrEqual(4);
    expect(open.filter((code) => code.kind === 'scan').length).toBeGreaterThanOrEqual(2);
    for (const code of open) expect((await checkCode(token, code.code)).status, code.code).toBe('success');
    expect(open.some((code) => code.maxUses !== null && code.maxUses <= 20)).toBe(true);
  });

  it('keeps an expired and an upcoming code for demos', async () => {
    const token = await sessionTokenFor(context.database.orm, await createMember(context.database.orm));
    const expired = DEMO_CODES.find((code) => code.endsInDays < 0);
    const upcoming = DEMO_CODES.find((code) => code.startsInDays > 0);
    expect((await checkCode(token, expired?.code ?? '')).code).toBe('CODE_EXPIRED');
    expect((await checkCode(token, upcoming?.code ?? '')).code).toBe('NOT_ACTIVE');
  });

  it('records the demo members’ earlier welcome points as their WELCOME100 use, without new points', async () => {
    for (const login of ['demo@example.com', '0812345678']) {
      const token = await logIn(context.app, login, 'Demo1234!');
      expect((await checkCode(token, 'WELCOME100')).code, login).toBe('CODE_USED');
    }
    const [welcome] = await context.database.orm.select().from(pointCodes).where(eq(pointCodes.code, 'WELCOME100'));
    expect(welcome?.usedCount).toBe(2);
    const demo = await logIn(context.app, 'demo@example.com', 'Demo1234!');
    const info = await context.app.inject({ url: '/api/v1/Customer/GetCustomerInfo', headers: bearer(demo) });
    // The lots seed.ts gives her (14,500 with the welcome 100) less what her seeded redemptions spent.
    const [spent] = await context.database.orm.select({ points: sum(redemptions.pointsSpent) }).from(redemptions);
    expect(info.json().data.point_balance).toBe(14_500 - Number(spent?.points));
  });

  it('publishes six articles in English and Thai with rewards, read times and served artwork', async () => {
    const token = await sessionTokenFor(context.database.orm, await createMember(context.database.orm));
    const english = await articleList(token, 'en');
    const thai = await articleList(token, 'th');
    expect(english).toHaveLength(6);
    for (const [index, article] of english.entries()) {
      expect(article.reward_points).toBeGreaterThanOrEqual(10);
      expect(article.reward_points).toBeLessThanOrEqual(30);
      expect(article.min_read_seconds).toBeGreaterThanOrEqual(10);
      expect(article.min_read_seconds).toBeLessThanOrEqual(30);
      expect(thai[index].title).toMatch(/[\u0E00-\u0E7F]/);
      expect(thai[index].summary).toMatch(/[\u0E00-\u0E7F]/);
      const image = await context.app.inject(article.image_url);
      expect(image.statusCode, article.image_url).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    expect(english.map((article: { min_read_seconds: number }) => article.min_read_seconds)).toContain(10);
  });

  it('serves article bodies that survive the sanitiser with their structure', async () => {
    const token = await sessionTokenFor(context.database.orm, await createMember(context.database.orm));
    for (const article of await articleList(token, 'th')) {
      const detail = await context.app.inject({
        url: '/api/v1/Article/GetArticleDetail',
        query: { Article_Id: String(article.article_id) },
        headers: { ...bearer(token), 'accept-language': 'th' },
      });
      const body = detail.json().data.body_html;
      expect(body.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(body).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    await seedDemoData(context.database.orm);
    expect(await counts()).toEqual(before);
    const [welcome] = await context.database.orm.select().from(pointCodes).where(eq(pointCodes.code, 'WELCOME100'));
    expect(welcome?.usedCount).toBe(2);
  });
});
