import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { rawTextField, textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { endsAfterStart, imageUrlField } from './content-fields.js';
import { defineImageUploadCall } from './media.js';

/** Points a reading earns at most: a reward, not a way round the earn rules. */
export const MAX_ARTICLE_REWARD = 100_000;
/** A reading clock longer than an hour is a mistake, not a longer article. */
export const MAX_ARTICLE_READ_SECONDS = 3600;

export const adminArticleSchema = z.object({
  id: z.number().int(),
  title_th: z.string(),
  title_en: z.string(),
  summary_th: z.string(),
  summary_en: z.string(),
  /** Sanitised on the server before it is stored, with the allow-list members' answers go through. */
  body_th: z.string(),
  body_en: z.string(),
  image_url: z.string(),
  reward_points: z.number().int(),
  min_read_seconds: z.number().int(),
  published_at: instantField,
  ends_at: instantField.nullable(),
  created_at: instantField,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** An article body as HTML the editor writes; the server keeps only what the allow-list lets through. */
const articleBodyField = rawTextField({ isMultiline: true }).min(1).max(100_000);

/** A whole article: POST makes one, PUT replaces one. Members see it from `published_at` until `ends_at`. */
export const articleInput = z
  .object({
    title_th: textField({ max: 200 }),
    title_en: textField({ max: 200 }),
    summary_th: textField({ max: 500 }),
    summary_en: textField({ max: 500 }),
    body_th: articleBodyField,
    body_en: articleBodyField,
    image_url: imageUrlField,
    reward_points: z.int().min(0).max(MAX_ARTICLE_REWARD),
    min_read_seconds: z.int().min(0).max(MAX_ARTICLE_READ_SECONDS),
    published_at: instantField,
    ends_at: instantField.nullable(),
  })
  .refine((article) => endsAfterStart(article.published_at, article.ends_at), {
    error: 'windowEndsBeforeStart',
    path: ['ends_at'],
  })
  .meta({ description: '`ends_at`, when given, must come after `published_at`' });
export type ArticleInput = z.infer<typeof articleInput>;

const READ_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;
const WRITE_ERRORS = [...READ_ERRORS, 'FORBIDDEN'] as const;

export const listArticles = defineAdminCall({
  name: 'ListArticles',
  method: 'GET',
  path: '/articles',
  summary: 'Articles, scheduled and ended ones included; `q` searches both titles',
  access: 'content',
  params: noParams,
  input: adminListQuery(['published_at', 'title_en', 'created_at'], '-published_at'),
  output: pagedList(adminArticleSchema),
  errors: [...READ_ERRORS],
});

export const createArticle = defineAdminCall({
  name: 'CreateArticle',
  method: 'POST',
  path: '/articles',
  summary: 'Adds an article (Thai and English, HTML sanitised on the server) with its reading reward and window',
  access: 'content-edit',
  params: noParams,
  input: articleInput,
  output: adminArticleSchema,
  errors: [...WRITE_ERRORS],
});

export const updateArticle = defineAdminCall({
  name: 'UpdateArticle',
  method: 'PUT',
  path: '/articles/{id}',
  summary: 'Replaces an article; rewards already earned stay earned',
  access: 'content-edit',
  params: z.object({ id: idParam }),
  input: articleInput,
  output: adminArticleSchema,
  errors: [...WRITE_ERRORS, 'NOT_FOUND'],
});

export const uploadArticleImage = defineImageUploadCall({
  name: 'UploadArticleImage',
  path: '/articles/{id}/image',
  summary: 'Replaces an article’s cover picture',
});
