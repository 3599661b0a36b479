import { and, desc, eq, isNotNull, isNull, lte, type Placeholder, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { executePage } from '../../db/paged-statement.js';
import { articleReads, articles } from '../../db/schema.js';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
export type ArticleReadRow = typeof articleReads.$inferSelect;
/** What a list shows of an article: everything but its bodies, which only the detail sends. */
export type ArticleSummaryRow = Omit<ArticleRow, 'bodyEn' | 'bodyTh' | 'createdAt'>;
export type ArticleListRow = ArticleSummaryRow & { rewarded: boolean };

const published = (now: Date | Placeholder) => lte(articles.publishedAt, now);

/**
 * The list as one prepared statement (DESIGN §10 read budget): the page's rows with the member's reward
 * flag, and the total as an uncorrelated subquery on every row.
 */
function preparedPublishedPage(db: Executor) {
  return preparedOnce(db, 'published_article_page', () => {
    const now = sql.placeholder('now');
    const total = db
      .select({ total: sql<number>`count(*)::int`.as('total') })
      .from(articles)
      .where(published(now));
    const rewarded = sql<boolean>`exists (select 1 from ${articleReads} where ${and(
      eq(articleReads.articleId, articles.id),
      eq(articleReads.memberId, sql.placeholder('memberId')),
      isNotNull(articleReads.rewardEntryId),
    )})`;
    return db
      .select({
        id: articles.id,
        titleEn: articles.titleEn,
        titleTh: articles.titleTh,
        summaryEn: articles.summaryEn,
        summaryTh: articles.summaryTh,
        imageUrl: articles.imageUrl,
        rewardPoints: articles.rewardPoints,
        minReadSeconds: articles.minReadSeconds,
        publishedAt: articles.publishedAt,
        rewarded,
        total: sql<number>`(${total})`,
      })
      .from(articles)
      .where(published(now))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare('published_article_page');
  });
}

/**
 * One page of published articles, newest first, each with whether this member earned its reward, and
 * the total (`executePage`).
 */
export async function selectPublishedPage(
  db: Executor,
  query: { memberId: number; now: Date; offset: number; limit: number },
): Promise<{ rows: ArticleListRow[]; total: number }> {
  return executePage(
    preparedPublishedPage(db),
    { memberId: query.memberId, now: query.now.toISOString() },
    { offset: query.offset, limit: query.limit },
  );
}

export async function findPublishedArticle(db: Executor, id: number, now: Date): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), published(now)));
  return row;
}

/** The member's read of the article, starting it at `now` the first time; a later open keeps the first time. */
export async function openArticleRead(
  db: Executor,
  read: { articleId: number; memberId: number; now: Date },
): Promise<ArticleReadRow> {
  await db
    .insert(articleReads)
    .values({ articleId: read.articleId, memberId: read.memberId, firstOpenedAt: read.now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(articleReads)
    .where(and(eq(articleReads.articleId, read.articleId), eq(articleReads.memberId, read.memberId)));
  if (!row) throw new Error('The article read was neither inserted nor found');
  return row;
}

/** The read, locked: two reward claims for one member and article queue here and the second sees the first. */
export async function lockArticleRead(
  db: Executor,
  articleId: number,
  memberId: number,
): Promise<ArticleReadRow | undefined> {
  const [row] = await db
    .select()
    .from(articleReads)
    .where(and(eq(articleReads.articleId, articleId), eq(articleReads.memberId, memberId)))
    .for('update');
  return row;
}

/** Links the reward entry unless one is linked already; answers whether this call linked it. */
export async function linkRewardEntry(
  db: Executor,
  reward: { articleId: number; memberId: number; entryId: number },
): Promise<boolean> {
  const updated = await db
    .update(articleReads)
    .set({ rewardEntryId: reward.entryId })
    .where(
      and(
        eq(articleReads.articleId, reward.articleId),
        eq(articleReads.memberId, reward.memberId),
        isNull(articleReads.rewardEntryId),
      ),
    )
    .returning({ articleId: articleReads.articleId });
  return updated.length > 0;
}

/** Adds an article unless one with the same English title exists (seed): an operator's edits are kept. */
export async function insertArticleIfMissing(db: Executor, article: NewArticleRow): Promise<void> {
  const [existing] = await db.select({ id: articles.id }).from(articles).where(eq(articles.titleEn, article.titleEn));
  if (!existing) await db.insert(articles).values(article);
}
