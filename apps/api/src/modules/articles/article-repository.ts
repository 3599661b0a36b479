import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type Placeholder, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { type MemberPageRows, pagesOfMembers } from '../../db/read-together.js';
import { articleReads, articles } from '../../db/schema.js';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
export type ArticleReadRow = typeof articleReads.$inferSelect;
/** What a list shows of an article: everything but its bodies, which only the detail sends, and its end. */
export type ArticleSummaryRow = Omit<ArticleRow, 'bodyEn' | 'bodyTh' | 'createdAt' | 'endsAt'>;
export type ArticleListRow = ArticleSummaryRow & { rewarded: boolean };

/** Inside its publish window: published by `now` and not yet ended (DESIGN §11). */
const published = (now: Date | Placeholder) =>
  and(lte(articles.publishedAt, now), or(isNull(articles.endsAt), gt(articles.endsAt, now)));

/**
 * The list as one prepared statement (DESIGN §10 read budget) for several members (`memberIds`, an
 * array): the page is the same for every member, joined to each (a lateral join, so a member still has a
 * row for the total when the page is empty) with their own reward flag, and the total as an uncorrelated
 * subquery on every row.
 */
function preparedPublishedPages(db: Executor) {
  return preparedOnce(db, 'published_article_pages', () => {
    const now = sql.placeholder('now');
    const memberId = sql<number>`keys.member_id`.mapWith(Number);
    const total = db
      .select({ total: sql<number>`count(*)::int`.as('total') })
      .from(articles)
      .where(published(now));
    const rewarded = sql<boolean>`exists (select 1 from ${articleReads} where ${and(
      eq(articleReads.articleId, articles.id),
      eq(articleReads.memberId, memberId),
      isNotNull(articleReads.rewardEntryId),
    )})`.as('rewarded');
    const page = db
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
      })
      .from(articles)
      .where(published(now))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('page');
    return db
      .select({ memberId, total: sql<number>`(${total})`, article: page._.selectedFields })
      .from(sql`unnest(${sql.placeholder('memberIds')}::bigint[]) as keys(member_id)`)
      .leftJoinLateral(page, sql`true`)
      .orderBy(memberId, desc(page.publishedAt), desc(page.id))
      .prepare('published_article_pages');
  });
}

/**
 * One page of published articles, newest first, each with whether each member (`memberIds`, each once)
 * earned its reward, and the total, in one round trip.
 */
export async function selectPublishedPages(
  db: Executor,
  memberIds: readonly number[],
  page: { offset: number; limit: number },
  now: Date,
): Promise<Map<number, MemberPageRows<ArticleListRow>>> {
  const rows = await preparedPublishedPages(db).execute({
    memberIds,
    now: now.toISOString(),
    offset: page.offset,
    limit: page.limit,
  });
  // A member whose page is empty has one row, with the total alone (the lateral join found no article).
  return pagesOfMembers(rows, ({ article }) => article ?? undefined);
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

export type ArticleSort = 'published_at' | 'title_en' | 'created_at';
const SORT_COLUMNS = {
  published_at: articles.publishedAt,
  title_en: articles.titleEn,
  created_at: articles.createdAt,
} as const;

/** A page of every article (scheduled and ended ones too) for the back-office, searched by either title. */
export async function listArticleRows(
  db: Executor,
  query: { page: number; limit: number; q?: string | undefined; sort: ArticleSort; descending: boolean },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const pattern = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  const where = pattern ? or(ilike(articles.titleEn, pattern), ilike(articles.titleTh, pattern)) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(query.descending ? desc(column) : asc(column), asc(articles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The article, locked until the transaction ends: its audit row's `before` is what the update replaced. */
export async function lockArticle(db: Executor, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update');
  return row;
}

export async function insertArticle(db: Executor, article: NewArticleRow): Promise<ArticleRow> {
  const [row] = await db.insert(articles).values(article).returning();
  if (!row) throw new Error(`The article ${article.titleEn} was not inserted`);
  return row;
}

export async function updateArticleRow(
  db: Executor,
  id: number,
  article: NewArticleRow,
): Promise<ArticleRow | undefined> {
  const [row] = await db.update(articles).set(article).where(eq(articles.id, id)).returning();
  return row;
}

/** Points the article at a new cover picture; answers the one it replaced, or null when there is no such article. */
export async function replaceArticleImage(
  db: Executor,
  id: number,
  imageUrl: string,
): Promise<{ previousUrl: string } | null> {
  const current = await lockArticle(db, id);
  if (!current) return null;
  await db.update(articles).set({ imageUrl }).where(eq(articles.id, id));
  return { previousUrl: current.imageUrl };
}
