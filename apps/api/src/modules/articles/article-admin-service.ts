import { type AdminArticle, type ArticleInput, fieldError } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import type { ImageOwner } from '../media/media-service.js';
import { sanitizeArticleHtml } from './article-html.js';
import { presentAdminArticle } from './article-presenter.js';
import {
  type ArticleSort,
  insertArticle,
  listArticleRows,
  lockArticle,
  type NewArticleRow,
  replaceArticleImage,
  updateArticleRow,
} from './article-repository.js';

export async function listArticles(
  db: Orm,
  query: { page: number; limit: number; q?: string | undefined; sort: string },
) {
  const { column, descending } = sortOf<ArticleSort>(query.sort);
  const { rows, total } = await listArticleRows(db, { ...query, sort: column, descending });
  return pagedListOf(rows.map(presentAdminArticle), query, total);
}

/**
 * The bodies are stored as the allow-list leaves them (the one members are served through), so what the
 * operator sees after saving is what members read. A body with nothing left is the operator's mistake.
 */
function articleRowOf(input: ArticleInput): NewArticleRow {
  const bodyTh = sanitizeArticleHtml(input.body_th);
  const bodyEn = sanitizeArticleHtml(input.body_en);
  const emptied = [
    ...(bodyTh.trim() === '' ? [fieldError('body_th', 'emptyAfterCleaning')] : []),
    ...(bodyEn.trim() === '' ? [fieldError('body_en', 'emptyAfterCleaning')] : []),
  ];
  if (emptied.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: emptied });
  return {
    titleTh: input.title_th,
    titleEn: input.title_en,
    summaryTh: input.summary_th,
    summaryEn: input.summary_en,
    bodyTh,
    bodyEn,
    imageUrl: input.image_url,
    rewardPoints: input.reward_points,
    minReadSeconds: input.min_read_seconds,
    publishedAt: new Date(input.published_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
  };
}

/** A new article with its audit row in the same transaction; members read it from `published_at`. */
export async function createArticle(db: Orm, actor: AuditActor, input: ArticleInput, now = new Date()) {
  const row = articleRowOf(input);
  return auditedWrite(db, { actor, action: 'article.create', entity: 'article', at: now }, async (tx) => {
    const after = presentAdminArticle(await insertArticle(tx, row));
    return { entityId: after.id, after };
  });
}

/** Replaces an article; readings already rewarded keep their points (the ledger is never rewritten). */
export async function updateArticle(
  db: Orm,
  actor: AuditActor,
  articleId: number,
  input: ArticleInput,
  now = new Date(),
): Promise<AdminArticle> {
  const row = articleRowOf(input);
  return auditedWrite(db, { actor, action: 'article.update', entity: 'article', at: now }, async (tx) => {
    const current = await lockArticle(tx, articleId);
    if (!current) throw new AppError('NOT_FOUND');
    const updated = await updateArticleRow(tx, articleId, row);
    if (!updated) throw new AppError('NOT_FOUND');
    const before = presentAdminArticle(current);
    const after = presentAdminArticle(updated);
    return { entityId: articleId, before, after };
  });
}

/** POST /articles/{id}/image: the article's cover picture, stored by the media module and audited as `article.image`. */
export const articleImageOwner: ImageOwner = {
  action: 'article.image',
  save: (tx, id, image) => replaceArticleImage(tx, id, image.url),
};
