import { createCardTemplateCall, listCardTemplatesCall, uploadCardTemplateImageCall } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as templates from '../../../modules/cards/card-template-service.js';
import { sortOf } from '../../../paged-list.js';
import { registerAdminCall } from '../admin-route.js';
import { registerImageUploadCall } from '../image-upload.js';

/** DESIGN §11 content: the card templates cards are issued from, and their art (issuing is an import, `imports/`). */
export default async function cardTemplateRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listCardTemplatesCall, {
    handler: ({ input }) =>
      templates.listTemplates(orm, { page: input.page, limit: input.limit, q: input.q, sort: sortOf(input.sort) }),
  });

  registerAdminCall(app, createCardTemplateCall, {
    handler: ({ input, actor }) => templates.createTemplate(orm, actor, input),
  });

  registerImageUploadCall(app, uploadCardTemplateImageCall, templates.cardTemplateImageOwner);
}
