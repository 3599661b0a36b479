import type { earnArticleReward, getArticleDetail, getArticleList, Language } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { type ListPage, readPagesTogether } from '../../db/read-together.js';
import { runIdempotent } from '../idempotency/idempotency-service.js';
import { earnPoints, pointBalance } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { presentArticleDetail, presentArticleSummary, rewardAvailableAt } from './article-presenter.js';
import {
  findPublishedArticle,
  linkRewardEntry,
  lockArticleRead,
  openArticleRead,
  selectPublishedPages,
} from './article-repository.js';

type ArticlePage = z.output<typeof getArticleList.output>;
type ArticleDetail = z.output<typeof getArticleDetail.output>;
type ArticleReward = z.output<typeof earnArticleReward.output>;

/**
 * Article/GetArticleList: published articles (published_at reached), newest first, each with whether the
 * member earned its reward. The calls a process takes in during one turn of its event loop are read
 * together (decision 066), one statement for each page asked whatever the members, at that read's instant.
 */
export function articleListReader(db: Executor) {
  const pageRead = readPagesTogether(async (memberIds, page: ListPage<'published'>) =>
    selectPublishedPages(db, memberIds, page, new Date()),
  );
  return async (request: {
    memberId: number;
    page: number;
    limit: number;
    language: Language;
  }): Promise<ArticlePage> => {
    const offset = (request.page - 1) * request.limit;
    const read = await pageRead(request.memberId, { list: 'published', offset, limit: request.limit });
    const rows = read?.rows ?? [];
    const total = read?.total ?? 0;
    return {
      items: rows.map((row) => presentArticleSummary(row, row.rewarded, request.language)),
      page: request.page,
      limit: request.limit,
      total,
      end_page: offset + rows.length >= total,
    };
  };
}

/**
 * Article/GetArticleDetail: the article with its body sanitised, and the member's read clock, started
 * on the first open and never restarted, so reopening does not push the reward further away.
 */
export async function openArticle(
  db: Executor,
  request: { memberId: number; articleId: number; language: Language },
  now = new Date(),
): Promise<ArticleDetail> {
  const article = await findPublishedArticle(db, request.articleId, now);
  if (!article) throw new AppError('NOT_FOUND');
  const read = await openArticleRead(db, { articleId: article.id, memberId: request.memberId, now });
  return presentArticleDetail(article, read, request.language);
}

/**
 * Article/EarnArticleReward (DESIGN §6): the article's points once per member, only `min_read_seconds`
 * after the detail was first opened. The read row is locked, so parallel claims earn once; a retry with
 * the same Idempotency-Key answers the first result.
 */
export async function earnArticlePoints(
  orm: Orm,
  rules: RulesReader,
  request: { memberId: number; articleId: number; idempotencyKey: string | undefined },
  now = new Date(),
): Promise<ArticleReward> {
  const { memberId, articleId } = request;
  return runIdempotent(
    orm,
    { memberId, key: request.idempotencyKey, payload: { call: 'EarnArticleReward', articleId } },
    async (tx) => {
      const article = await findPublishedArticle(tx, articleId, now);
      if (!article) throw new AppError('NOT_FOUND');
      if (article.rewardPoints === 0) throw new AppError('NOT_ACTIVE');
      const read = await lockArticleRead(tx, articleId, memberId);
      if (read?.rewardEntryId) throw new AppError('ALREADY_REWARDED');
      if (!read || now < rewardAvailableAt(read.firstOpenedAt, article)) throw new AppError('READ_TIME_NOT_REACHED');
      const { entryId } = await earnPoints(
        tx,
        {
          memberId,
          amount: article.rewardPoints,
          source: 'article',
          reason: 'article',
          reference: `article:${articleId}`,
          idempotencyKey: request.idempotencyKey,
          rules,
        },
        now,
      );
      if (!(await linkRewardEntry(tx, { articleId, memberId, entryId }))) throw new AppError('ALREADY_REWARDED');
      return {
        article_id: articleId,
        points: article.rewardPoints,
        entry_id: entryId,
        point_balance: await pointBalance(tx, memberId, now),
      };
    },
  );
}
