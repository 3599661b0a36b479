import { earnArticleReward, getArticleDetail, getArticleList, getPointHistory } from '@loyalty/contracts';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { loggingOrm } from '../../../../test/statement-log.js';
import { useTestApp } from '../../../../test/test-app.js';
import { articleReads, articles } from '../../../db/schema.js';
import type { NewArticleRow } from '../../../modules/articles/article-repository.js';
import { articleListReader } from '../../../modules/articles/article-service.js';
import { pointBalance } from '../../../modules/points/point-service.js';

const context = useTestApp();

const SECOND = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND;

async function createArticle(overrides: Partial<NewArticleRow> = {}) {
  const [row] = await context.database.orm
    .insert(articles)
    .values({
      titleEn: 'Saving with points',
      titleTh: 'ออมด้วยคะแนน',
      summaryEn: 'How points add up',
      summaryTh: 'คะแนนสะสมอย่างไร',
      bodyEn: '<p>Read <strong>this</strong></p><script>alert(1)</script><img src="/media/a.svg" onerror="x()">',
      bodyTh: '<p>อ่าน<em>บทความ</em>นี้</p>',
      imageUrl: '/media/articles/saving.svg',
      rewardPoints: 20,
      minReadSeconds: 15,
      publishedAt: new Date(Date.now() - DAY_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no article');
  return row;
}

async function memberToken() {
  const member = await createMember(context.database.orm);
  return { member, token: await sessionTokenFor(context.database.orm, member) };
}

function detail(token: string, articleId: number, language: 'en' | 'th' = 'en') {
  return callContract(context.app, getArticleDetail, { Article_Id: String(articleId) }, { as: { token }, language });
}

function earn(token: string, articleId: number, idempotencyKey?: string) {
  return callContract(
    context.app,
    earnArticleReward,
    { Article_Id: articleId },
    { as: { token }, ...(idempotencyKey ? { idempotencyKey } : {}) },
  );
}

/** Moves the member's first open of the article `seconds` into the past, as if they had been reading. */
async function readFor(memberId: number, articleId: number, seconds: number) {
  await context.database.orm
    .update(articleReads)
    .set({ firstOpenedAt: new Date(Date.now() - seconds * SECOND) })
    .where(and(eq(articleReads.memberId, memberId), eq(articleReads.articleId, articleId)));
}

describe('Article/GetArticleList', () => {
  it('lists published articles newest first in the request language, paged, without future ones', async () => {
    const older = await createArticle({ publishedAt: new Date(Date.now() - 3 * DAY_MS) });
    const newer = await createArticle({ titleEn: 'Newest', publishedAt: new Date(Date.now() - DAY_MS) });
    await createArticle({ titleEn: 'Tomorrow', publishedAt: new Date(Date.now() + DAY_MS) });
    const { token } = await memberToken();
    const response = await callContract(context.app, getArticleList, { limit: '1' }, { as: { token } });
    expect(response.statusCode, response.text).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ page: 1, limit: 1, end_page: false });
    expect(data.items).toEqual([
      {
        article_id: newer.id,
        title: 'Newest',
        summary: 'How points add up',
        image_url: '/media/articles/saving.svg',
        image_srcset: null,
        reward_points: 20,
        min_read_seconds: 15,
        rewarded: false,
        published_at: newer.publishedAt.toISOString(),
      },
    ]);
    const all = (await callContract(context.app, getArticleList, { limit: '100' }, { as: { token }, language: 'th' }))
      .data;
    expect(all.items.map((item) => item.title)).not.toContain('Tomorrow');
    expect(all.items.map((item) => item.article_id)).toContain(older.id);
    expect(all.items[0]?.title).toBe('ออมด้วยคะแนน');
    expect(all.end_page).toBe(true);
    // Past the end the member’s row still carries the total: answered, not 0.
    const beyond = (await callContract(context.app, getArticleList, { page: '999', limit: '100' }, { as: { token } }))
      .data;
    expect(beyond).toMatchObject({ items: [], total: all.total, end_page: true });
    expect(all.total).toBeGreaterThanOrEqual(2);
  });

  it('marks the articles this member was rewarded for, and only for them', async () => {
    const article = await createArticle();
    const { member, token } = await memberToken();
    const other = await memberToken();
    await detail(token, article.id);
    await readFor(member.id, article.id, 60);
    expect((await earn(token, article.id)).statusCode).toBe(200);
    const rewardedOf = async (bearerToken: string) => {
      const items = (await callContract(context.app, getArticleList, { limit: '100' }, { as: { token: bearerToken } }))
        .data.items;
      return items.find((item) => item.article_id === article.id)?.rewarded;
    };
    expect(await rewardedOf(token)).toBe(true);
    expect(await rewardedOf(other.token)).toBe(false);
  });

  it('reads the calls of one turn with one statement a page, each member with their own reward flags', async () => {
    const article = await createArticle({ publishedAt: new Date(Date.now() - 60 * SECOND) });
    const { member, token } = await memberToken();
    const other = await memberToken();
    await detail(token, article.id);
    await readFor(member.id, article.id, 60);
    expect((await earn(token, article.id)).statusCode).toBe(200);
    const pool = new pg.Pool({ connectionString: context.url, max: 1 });
    const { orm, statements } = loggingOrm(pool);
    const listOf = articleListReader(orm);
    const asked = (memberId: number, page = 1) => ({ memberId, page, limit: 1, language: 'en' as const });
    try {
      const [rewarded, notRewarded, again, beyond] = await Promise.all([
        listOf(asked(member.id)),
        listOf(asked(other.member.id)),
        listOf(asked(member.id)),
        listOf(asked(member.id, 100_000)),
      ]);

      expect(statements).toHaveLength(2);
      expect(rewarded.items.map((item) => [item.article_id, item.rewarded])).toEqual([[article.id, true]]);
      expect(notRewarded.items.map((item) => [item.article_id, item.rewarded])).toEqual([[article.id, false]]);
      expect(again).toEqual(rewarded);
      expect(beyond).toMatchObject({ items: [], total: rewarded.total, end_page: true });
    } finally {
      await pool.end();
    }
  });

  it('answers VALIDATION_FAILED for a bad page and UNAUTHORIZED without a session', async () => {
    const { token } = await memberToken();
    const bad = await callContract(context.app, getArticleList, badInput({ page: '0' }), { as: { token } });
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect((await callContract(context.app, getArticleList, {})).code).toBe('UNAUTHORIZED');
  });
});

describe('Article/GetArticleDetail', () => {
  it('answers the sanitised body and starts the read clock', async () => {
    const article = await createArticle();
    const { token } = await memberToken();
    const response = await detail(token, article.id);
    expect(response.statusCode, response.text).toBe(200);
    const data = response.data;
    expect(data.body_html).toBe('<p>Read <strong>this</strong></p><img src="/media/a.svg" />');
    expect(data).toMatchObject({ article_id: article.id, rewarded: false, min_read_seconds: 15 });
    const opened = Date.parse(data.first_opened_at);
    expect(Math.abs(opened - Date.now())).toBeLessThan(5 * SECOND);
    expect(Date.parse(data.reward_available_at) - opened).toBe(15 * SECOND);
    expect((await detail(token, article.id, 'th')).data.body_html).toBe('<p>อ่าน<em>บทความ</em>นี้</p>');
  });

  it('keeps the first open time when the member opens the article again', async () => {
    const article = await createArticle();
    const { member, token } = await memberToken();
    await detail(token, article.id);
    await readFor(member.id, article.id, 100);
    const again = (await detail(token, article.id)).data;
    expect(Date.now() - Date.parse(again.first_opened_at)).toBeGreaterThanOrEqual(100 * SECOND);
  });

  it('answers NOT_FOUND for an unknown or unpublished article and VALIDATION_FAILED for a bad id', async () => {
    const upcoming = await createArticle({ publishedAt: new Date(Date.now() + DAY_MS) });
    const { token } = await memberToken();
    for (const id of [upcoming.id, 99_999_999]) {
      const response = await detail(token, id);
      expect(response.statusCode).toBe(404);
      expect(response.code).toBe('NOT_FOUND');
    }
    for (const Article_Id of ['abc', '-1']) {
      const refused = await callContract(context.app, getArticleDetail, badInput({ Article_Id }), { as: { token } });
      expect(refused.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('Article/EarnArticleReward', () => {
  it('earns the reward once after the read time, then answers ALREADY_REWARDED', async () => {
    const article = await createArticle({ rewardPoints: 25, minReadSeconds: 20 });
    const { member, token } = await memberToken();
    await detail(token, article.id);
    await readFor(member.id, article.id, 21);
    const response = await earn(token, article.id);
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data).toMatchObject({ article_id: article.id, points: 25, point_balance: 25 });
    expect((await detail(token, article.id)).data.rewarded).toBe(true);
    const again = await earn(token, article.id);
    expect(again.statusCode).toBe(409);
    expect(again.code).toBe('ALREADY_REWARDED');
    expect(await pointBalance(context.database.orm, member.id)).toBe(25);
    const history = await callContract(context.app, getPointHistory, {}, { as: { token } });
    expect(history.data.items).toEqual([
      expect.objectContaining({ source: 'article', points: 25, description: 'Article reward: Saving with points' }),
    ]);
  });

  it('answers READ_TIME_NOT_REACHED before the detail was opened and too soon after', async () => {
    const article = await createArticle({ minReadSeconds: 30 });
    const { member, token } = await memberToken();
    const unopened = await earn(token, article.id);
    expect(unopened.statusCode).toBe(409);
    expect(unopened.code).toBe('READ_TIME_NOT_REACHED');
    await detail(token, article.id);
    await readFor(member.id, article.id, 25);
    expect((await earn(token, article.id)).code).toBe('READ_TIME_NOT_REACHED');
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
  });

  it('answers NOT_ACTIVE for an article without a reward', async () => {
    const article = await createArticle({ rewardPoints: 0, minReadSeconds: 0 });
    const { token } = await memberToken();
    await detail(token, article.id);
    const response = await earn(token, article.id);
    expect(response.statusCode).toBe(409);
    expect(response.code).toBe('NOT_ACTIVE');
  });

  it('answers NOT_FOUND for an unknown or unpublished article', async () => {
    const upcoming = await createArticle({ publishedAt: new Date(Date.now() + DAY_MS), minReadSeconds: 0 });
    const { token } = await memberToken();
    expect((await earn(token, upcoming.id)).code).toBe('NOT_FOUND');
    expect((await earn(token, 99_999_999)).code).toBe('NOT_FOUND');
  });

  it('answers VALIDATION_FAILED for a bad id', async () => {
    const { token } = await memberToken();
    for (const id of ['1', 0, 1.5, undefined]) {
      const refused = await callContract(context.app, earnArticleReward, badInput({ Article_Id: id }), {
        as: { token },
      });
      expect(refused.code).toBe('VALIDATION_FAILED');
    }
  });

  it('replays a retry with the same Idempotency-Key and refuses the key for another article', async () => {
    const article = await createArticle({ minReadSeconds: 0 });
    const other = await createArticle({ minReadSeconds: 0 });
    const { member, token } = await memberToken();
    await detail(token, article.id);
    const key = `article-${article.id}-reward`;
    const first = await earn(token, article.id, key);
    const retry = await earn(token, article.id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.data).toEqual(first.data);
    const conflict = await earn(token, other.id, key);
    expect(conflict.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await pointBalance(context.database.orm, member.id)).toBe(20);
  });

  it('earns once when one member fires 10 parallel claims with different keys', async () => {
    const article = await createArticle({ minReadSeconds: 0, rewardPoints: 15 });
    const { member, token } = await memberToken();
    await detail(token, article.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) => earn(token, article.id, `claim-${article.id}-${attempt}`)),
    );
    const outcomes = responses.map((response) => response.code ?? 'success');
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ALREADY_REWARDED')).toHaveLength(9);
    expect(await pointBalance(context.database.orm, member.id)).toBe(15);
  });
});
