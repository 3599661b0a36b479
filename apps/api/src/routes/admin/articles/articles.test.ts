import {
  type ArticleInput,
  createArticle,
  earnArticleReward,
  getArticleDetail,
  getArticleList,
  listArticles,
  updateArticle,
  uploadArticleImage,
} from '@loyalty/contracts';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { solidPicture } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';
import { articleReads, auditLog } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;

const HOUR_MS = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

const UNSAFE_BODY =
  '<p>Read <strong>this</strong></p><script>alert(1)</script>' +
  '<img src="/media/a.webp" alt="A" onerror="steal()"><a href="javascript:alert(1)">tap</a>' +
  '<p onclick="steal()" style="color:red">styled</p><a href="https://chaba.example/x">safe</a>';
const CLEAN_BODY =
  '<p>Read <strong>this</strong></p><img src="/media/a.webp" alt="A" /><a rel="noopener">tap</a>' +
  '<p>styled</p><a href="https://chaba.example/x" rel="noopener">safe</a>';

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

function articleInput(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title_th: 'ออมด้วยคะแนน',
    title_en: 'Saving with points',
    summary_th: 'คะแนนสะสมอย่างไร',
    summary_en: 'How points add up',
    body_th: '<p>อ่าน<em>บทความ</em>นี้</p>',
    body_en: '<p>Read this</p>',
    image_url: '/media/articles/saving.webp',
    reward_points: 25,
    min_read_seconds: 20,
    published_at: hoursFromNow(-1),
    ends_at: null,
    ...overrides,
  };
}

async function create(input: ArticleInput) {
  const response = await callAdmin(context.app, createArticle, { input }, { as: admin });
  if (response.body.status !== 'success') throw new Error(`article not created: ${response.text}`);
  return response.body.data;
}

async function auditRows() {
  const [row] = await context.db.select({ total: count() }).from(auditLog).where(eq(auditLog.entity, 'article'));
  return row?.total ?? 0;
}

async function signedInMember() {
  const member = await createMember(context.db);
  return { member, token: await sessionTokenFor(context.db, member) };
}

describe('article calls', () => {
  it('are read by staff and changed by admins only', async () => {
    const article = await create(articleInput());
    expect(await roleMatrix(context.app, listArticles, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    expect(await roleMatrix(context.app, createArticle, { input: articleInput() })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(
      await roleMatrix(context.app, updateArticle, { params: { id: String(article.id) }, input: articleInput() }),
    ).toEqual({ noToken: 401, member: 401, staff: 403 });
  });

  it('stores the body cleaned of scripts, event handlers and javascript: links, and answers it clean', async () => {
    const response = await callAdmin(
      context.app,
      createArticle,
      { input: articleInput({ body_en: UNSAFE_BODY, body_th: `<p>ไทย</p><iframe src="https://x"></iframe>` }) },
      { as: admin },
    );
    expect(response.body).toMatchObject({ status: 'success', data: { body_en: CLEAN_BODY, body_th: '<p>ไทย</p>' } });
    if (response.body.status !== 'success') return;
    const after = (await auditRowsOf(context.db, 'article.create', response.body.data.id))[0]?.after;
    expect(JSON.stringify(after)).not.toMatch(/script|onerror|javascript:|onclick/);
  });

  it('refuses a body nothing safe is left of', async () => {
    const response = await callAdmin(
      context.app,
      createArticle,
      { input: articleInput({ body_th: '<script>alert(1)</script>' }) },
      { as: admin },
    );
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'body_th' }] });
  });

  it('publishes to members: listed, read clean, and rewarded once the reading time has passed', async () => {
    const article = await create(articleInput({ body_en: UNSAFE_BODY, title_en: 'Fresh from the console' }));
    expect((await auditRowsOf(context.db, 'article.create', article.id))[0]).toMatchObject({
      operatorId: admin.id,
      before: null,
    });
    const { member, token } = await signedInMember();
    const list = await callContract(context.app, getArticleList, {}, { as: { token }, language: 'en' });
    expect(list.data.items).toContainEqual(
      expect.objectContaining({ article_id: article.id, title: 'Fresh from the console', reward_points: 25 }),
    );
    const detail = await callContract(
      context.app,
      getArticleDetail,
      { Article_Id: String(article.id) },
      { as: { token }, language: 'en' },
    );
    expect(detail.data).toMatchObject({ body_html: CLEAN_BODY, min_read_seconds: 20 });
    await context.db
      .update(articleReads)
      .set({ firstOpenedAt: new Date(Date.now() - 21_000) })
      .where(and(eq(articleReads.memberId, member.id), eq(articleReads.articleId, article.id)));
    const reward = await callContract(context.app, earnArticleReward, { Article_Id: article.id }, { as: { token } });
    expect(reward.data).toMatchObject({ article_id: article.id, points: 25 });
  });

  it('replaces an article: members read the new text, and an ended window takes it away', async () => {
    const article = await create(articleInput());
    const { token } = await signedInMember();
    const updated = await callAdmin(
      context.app,
      updateArticle,
      { params: { id: String(article.id) }, input: articleInput({ title_th: 'ฉบับใหม่', reward_points: 0 }) },
      { as: admin },
    );
    expect(updated.body).toMatchObject({ status: 'success', data: { title_th: 'ฉบับใหม่', reward_points: 0 } });
    expect((await auditRowsOf(context.db, 'article.update', article.id))[0]).toMatchObject({
      before: { title_th: 'ออมด้วยคะแนน', reward_points: 25 },
      after: { title_th: 'ฉบับใหม่', reward_points: 0 },
    });
    const thai = await callContract(
      context.app,
      getArticleDetail,
      { Article_Id: String(article.id) },
      { as: { token }, language: 'th' },
    );
    expect(thai.data).toMatchObject({ title: 'ฉบับใหม่', reward_points: 0 });

    await callAdmin(
      context.app,
      updateArticle,
      {
        params: { id: String(article.id) },
        input: articleInput({ published_at: hoursFromNow(-3), ends_at: hoursFromNow(-2) }),
      },
      { as: admin },
    );
    const ended = await callContract(
      context.app,
      getArticleDetail,
      { Article_Id: String(article.id) },
      { as: { token } },
    );
    expect(ended.code).toBe('NOT_FOUND');
    const list = await callContract(context.app, getArticleList, { limit: 100 }, { as: { token } });
    expect(list.data.items.map((item: { article_id: number }) => item.article_id)).not.toContain(article.id);
  });

  it('refuses a window ending before it starts and wrong types, writing no audit row', async () => {
    const before = await auditRows();
    const refusals: [Record<string, unknown>, string][] = [
      [{ published_at: hoursFromNow(2), ends_at: hoursFromNow(1) }, 'ends_at'],
      [{ reward_points: '25' }, 'reward_points'],
      [{ reward_points: -1 }, 'reward_points'],
      [{ reward_points: 100_001 }, 'reward_points'],
      [{ min_read_seconds: 2.5 }, 'min_read_seconds'],
      [{ published_at: '2026-11-24' }, 'published_at'],
      [{ title_en: '   ' }, 'title_en'],
      [{ body_en: 42 }, 'body_en'],
      [{ image_url: 'data:image/png;base64,AAAA' }, 'image_url'],
    ];
    for (const [overrides, field] of refusals) {
      const response = await callAdmin(
        context.app,
        createArticle,
        { input: { ...articleInput(), ...overrides } as ArticleInput },
        { as: admin },
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body, JSON.stringify(overrides)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: expect.arrayContaining([expect.objectContaining({ field })]),
      });
    }
    const missing = await callAdmin(
      context.app,
      updateArticle,
      { params: { id: '999999999' }, input: articleInput() },
      { as: admin },
    );
    expect(missing.status).toBe(404);
    expect(await auditRows()).toBe(before);
  });

  it('lists scheduled articles too, searched by either title', async () => {
    const scheduled = await create(
      articleInput({ title_en: 'Coming soon: durian season', published_at: hoursFromNow(48) }),
    );
    const found = await callAdmin(context.app, listArticles, { input: { q: 'durian' } }, { as: admin });
    expect(found.body).toMatchObject({ status: 'success', data: { total: 1, items: [{ id: scheduled.id }] } });
  });

  it('replaces an article’s cover by upload, which members then see, audited as article.image', async () => {
    const article = await create(articleInput());
    const { token } = await signedInMember();
    const photo = await solidPicture(900, 500).png().toBuffer();
    const file = { content: photo, fileName: 'cover.png', contentType: 'image/png' };
    expect(await roleMatrix(context.app, uploadArticleImage, { params: { id: String(article.id) } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const uploaded = await callAdmin(
      context.app,
      uploadArticleImage,
      { params: { id: String(article.id) } },
      { as: admin, file },
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    if (uploaded.body.status !== 'success') return;
    const detail = await callContract(
      context.app,
      getArticleDetail,
      { Article_Id: String(article.id) },
      { as: { token } },
    );
    expect(detail.data.image_url).toBe(uploaded.body.data.url);
    expect((await auditRowsOf(context.db, 'article.image', article.id))[0]).toMatchObject({
      before: { image_url: '/media/articles/saving.webp' },
      after: { image_url: uploaded.body.data.url },
    });
    const missing = await callAdmin(
      context.app,
      uploadArticleImage,
      { params: { id: '999999999' } },
      { as: admin, file },
    );
    expect(missing.status).toBe(404);
  });
});
