import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedList, pageQuery } from './envelope.js';
import { idField, queryIdField } from './fields.js';
import { imageSrcsetField } from './image.js';

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;

/** An article in a list, texts in the request's language; `rewarded` once this member earned its points. */
export const articleSummarySchema = z.object({
  article_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  image_srcset: imageSrcsetField,
  reward_points: z.number().int(),
  min_read_seconds: z.number().int(),
  rewarded: z.boolean(),
  published_at: z.iso.datetime(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const getArticleList = defineCall({
  name: 'GetArticleList',
  method: 'GET',
  path: '/Article/GetArticleList',
  summary: 'Published articles, newest first, paged',
  access: ['bcrm-member'],
  input: pageQuery(10),
  output: pagedList(articleSummarySchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

/**
 * Opening the detail starts the read clock (DESIGN §6): the reward becomes claimable at
 * `reward_available_at`, `min_read_seconds` after the member first opened it. `body_html` is sanitised
 * on the server (an allow-list of tags and attributes; no script, style, event handler or javascript: URL).
 */
export const getArticleDetail = defineCall({
  name: 'GetArticleDetail',
  method: 'GET',
  path: '/Article/GetArticleDetail',
  summary: 'One article with its sanitised HTML body; starts the member’s read clock',
  access: ['bcrm-member'],
  input: z.object({ Article_Id: queryIdField() }),
  output: articleSummarySchema.extend({
    body_html: z.string(),
    first_opened_at: z.iso.datetime(),
    reward_available_at: z.iso.datetime(),
  }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/**
 * Earns the article's points once per member, only after the read time (READ_TIME_NOT_REACHED when too
 * early or never opened, ALREADY_REWARDED after); NOT_ACTIVE for an article that carries no reward.
 */
export const earnArticleReward = defineCall({
  name: 'EarnArticleReward',
  method: 'POST',
  path: '/Article/EarnArticleReward',
  summary: 'Earns an article’s reward once, at least min_read_seconds after the detail was first opened',
  access: ['bcrm-member'],
  idempotent: true,
  input: z.object({ Article_Id: idField }),
  output: z.object({
    article_id: z.number().int(),
    points: z.number().int(),
    entry_id: z.number().int(),
    point_balance: z.number().int(),
  }),
  errors: [
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'READ_TIME_NOT_REACHED',
    'ALREADY_REWARDED',
    'NOT_ACTIVE',
    'IDEMPOTENCY_CONFLICT',
    ...memberErrors,
  ],
});
