import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { articleListReader, earnArticlePoints, openArticle } from '../../../modules/articles/article-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** Article controller (issue 4): articles to read, and their reading reward once per member (DESIGN §6). */
export default async function articleRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  const articleListOf = articleListReader(orm);
  registerCall(app, calls.getArticleList, {
    handler: ({ input, request }) =>
      articleListOf({ memberId: principalOf(request).memberId, ...input, language: request.language }),
  });

  registerCall(app, calls.getArticleDetail, {
    handler: ({ input, request }) =>
      openArticle(orm, {
        memberId: principalOf(request).memberId,
        articleId: input.Article_Id,
        language: request.language,
      }),
  });

  registerCall(app, calls.earnArticleReward, {
    handler: ({ input, request, idempotencyKey }) =>
      earnArticlePoints(orm, app.deps.caches.rules, {
        memberId: principalOf(request).memberId,
        articleId: input.Article_Id,
        idempotencyKey,
      }),
  });
}
