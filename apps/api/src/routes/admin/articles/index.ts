import { createArticle, listArticles, updateArticle, uploadArticleImage } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as articleService from '../../../modules/articles/article-admin-service.js';
import { registerAdminCall } from '../admin-route.js';
import { registerImageUploadCall } from '../image-upload.js';

/** Articles (DESIGN §11 content): staff read, admins write; bodies are sanitised on the server; every write audited. */
export default async function articleRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listArticles, {
    handler: ({ input }) => articleService.listArticles(orm, input),
  });

  registerAdminCall(app, createArticle, {
    handler: ({ input, actor }) => articleService.createArticle(orm, actor, input),
  });

  registerAdminCall(app, updateArticle, {
    handler: ({ params, input, actor }) => articleService.updateArticle(orm, actor, params.id, input),
  });

  registerImageUploadCall(app, uploadArticleImage, articleService.articleImageOwner);
}
