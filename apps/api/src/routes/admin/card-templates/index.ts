import { createCardTemplateCall, listCardTemplatesCall, uploadCardTemplateImageCall } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as templates from '../../../modules/cards/card-template-service.js';
import { sortOf } from '../../../paged-list.js';
import { registerAdminCall } from '../admin-route.js';
import { registerImageUploadCall } from '../image-upload.js';
import { companyScopeOf } from '../operator-actor.js';

/** DESIGN §11 content: the card templates cards are issued from, and their art (issuing is an import, `imports/`). */
export default async function cardTemplateRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listCardTemplatesCall, {
    handler: ({ input, request }) =>
      templates.listTemplates(orm, {
        page: input.page,
        limit: input.limit,
        q: input.q,
        sort: sortOf(input.sort),
        companies: companyScopeOf(request),
      }),
  });

  registerAdminCall(app, createCardTemplateCall, {
    handler: ({ input, actor, request }) => templates.createTemplate(orm, actor, companyScopeOf(request), input),
  });

  registerImageUploadCall(app, uploadCardTemplateImageCall, templates.cardTemplateImageOwner);
}
