import type { AdminArticle, ArticleSummary, getArticleDetail, Language } from '@loyalty/contracts';
import type { z } from 'zod';
import { srcsetOf } from '../media/media-service.js';
import { sanitizeArticleHtml } from './article-html.js';
import type { ArticleReadRow, ArticleRow } from './article-repository.js';

type ArticleDetail = z.output<typeof getArticleDetail.output>;

/** When the reading reward becomes claimable: `min_read_seconds` after the first open (DESIGN §6). */
export function rewardAvailableAt(firstOpenedAt: Date, article: ArticleRow): Date {
  return new Date(firstOpenedAt.getTime() + article.minReadSeconds * 1000);
}

export function presentArticleSummary(article: ArticleRow, rewarded: boolean, language: Language): ArticleSummary {
  const thai = language === 'th';
  return {
    article_id: article.id,
    title: thai ? article.titleTh : article.titleEn,
    summary: thai ? article.summaryTh : article.summaryEn,
    image_url: article.imageUrl,
    image_srcset: srcsetOf(article.imageUrl),
    reward_points: article.rewardPoints,
    min_read_seconds: article.minReadSeconds,
    rewarded,
    published_at: article.publishedAt.toISOString(),
  };
}

/** The detail with its body sanitised on every answer, so a stored body is never trusted as it is. */
export function presentArticleDetail(article: ArticleRow, read: ArticleReadRow, language: Language): ArticleDetail {
  return {
    ...presentArticleSummary(article, read.rewardEntryId !== null, language),
    body_html: sanitizeArticleHtml(language === 'th' ? article.bodyTh : article.bodyEn),
    first_opened_at: read.firstOpenedAt.toISOString(),
    reward_available_at: rewardAvailableAt(read.firstOpenedAt, article).toISOString(),
  };
}

/** An article as the back-office reads it: both languages, scheduled or ended alike. */
export function presentAdminArticle(article: ArticleRow): AdminArticle {
  return {
    id: article.id,
    title_th: article.titleTh,
    title_en: article.titleEn,
    summary_th: article.summaryTh,
    summary_en: article.summaryEn,
    body_th: article.bodyTh,
    body_en: article.bodyEn,
    image_url: article.imageUrl,
    reward_points: article.rewardPoints,
    min_read_seconds: article.minReadSeconds,
    published_at: article.publishedAt.toISOString(),
    ends_at: article.endsAt?.toISOString() ?? null,
    created_at: article.createdAt.toISOString(),
  };
}
