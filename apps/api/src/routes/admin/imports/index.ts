import {
  executeImportCall,
  getImportCall,
  importErrorsCall,
  importPartnerCodesCall,
  importPointAdjustmentsCall,
  issueCardsCall,
  listImportsCall,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { startExport } from '../../../modules/exports/export-service.js';
import * as imports from '../../../modules/imports/import-service.js';
import { sortOf } from '../../../paged-list.js';
import { registerAdminCall } from '../admin-route.js';

/**
 * Bulk imports (DESIGN §11 catalogue partner codes, content cards/issue): each call stores a dry run
 * the operator reviews (with an error file), then `execute` applies it once; the list finds any again.
 */
export default async function importRoutes(app: FastifyInstance) {
  const { database, jobs } = app.deps;
  const { orm } = database;

  registerAdminCall(app, importPartnerCodesCall, {
    handler: ({ params, input, actor }) =>
      imports.reviewPartnerCodes(orm, actor, { privilegeId: params.id, csv: input.csv }),
  });

  registerAdminCall(app, issueCardsCall, {
    handler: ({ input, actor }) =>
      imports.reviewCardIssue(orm, actor, {
        templateId: input.template_id,
        memberIds: input.member_ids,
        expiresAt: new Date(input.expires_at),
      }),
  });

  registerAdminCall(app, importPointAdjustmentsCall, {
    handler: ({ input, actor }) => imports.reviewPointAdjustments(orm, actor, { csv: input.csv }),
  });

  registerAdminCall(app, listImportsCall, {
    handler: ({ input }) =>
      imports.listImports(orm, {
        page: input.page,
        limit: input.limit,
        q: input.q,
        kind: input.kind,
        state: input.state,
        sort: sortOf(input.sort),
      }),
  });

  registerAdminCall(app, getImportCall, {
    handler: ({ params }) => imports.getImport(orm, params.id),
  });

  registerAdminCall(app, importErrorsCall, {
    handler: async ({ params, input, actor }) => {
      await imports.requireImport(orm, params.id);
      return startExport(database, actor, {
        kind: 'import-errors',
        filters: { import_id: params.id, language: input.lang ?? 'en' },
      });
    },
  });

  registerAdminCall(app, executeImportCall, {
    handler: ({ params, actor }) => imports.executeImport({ orm, jobs }, actor, params.id),
  });
}
