import {
  executeImportCall,
  getImportCall,
  importErrorsCall,
  importKindsFor,
  importPartnerCodesCall,
  importPointAdjustmentsCall,
  issueCardsCall,
  listImportsCall,
} from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../app-error.js';
import { startExport } from '../../../modules/exports/export-service.js';
import * as imports from '../../../modules/imports/import-service.js';
import { sortOf } from '../../../paged-list.js';
import { operatorOf } from '../../../plugins/app/auth.js';
import { registerAdminCall } from '../admin-route.js';
import { companyScopeOf } from '../operator-actor.js';

/**
 * Bulk imports (DESIGN §11 catalogue partner codes, content cards/issue): each call stores a dry run
 * the operator reviews (with an error file), then `execute` applies it once; the list finds any again.
 * Each kind has its own readers and makers (IMPORT_KIND_ACCESS): content never sees point adjustments.
 */
export default async function importRoutes(app: FastifyInstance) {
  const { database, jobs } = app.deps;
  const { orm } = database;

  /** Refuses a role that may not read (or execute) an import of this one's kind: IMPORT_KIND_ACCESS. */
  const requireImportFor = async (request: FastifyRequest, id: number, intent: 'read' | 'write') => {
    const kind = await imports.importKindOf(orm, id, companyScopeOf(request));
    if (!importKindsFor(operatorOf(request).role, intent).includes(kind)) throw new AppError('FORBIDDEN');
  };

  registerAdminCall(app, importPartnerCodesCall, {
    handler: ({ params, input, actor, request }) =>
      imports.reviewPartnerCodes(orm, actor, {
        privilegeId: params.id,
        csv: input.csv,
        companies: companyScopeOf(request),
      }),
  });

  registerAdminCall(app, issueCardsCall, {
    handler: ({ input, actor, request }) =>
      imports.reviewCardIssue(orm, actor, {
        templateId: input.template_id,
        memberIds: input.member_ids,
        expiresAt: new Date(input.expires_at),
        companies: companyScopeOf(request),
      }),
  });

  registerAdminCall(app, importPointAdjustmentsCall, {
    handler: ({ input, actor }) => imports.reviewPointAdjustments(orm, actor, { csv: input.csv }),
  });

  registerAdminCall(app, listImportsCall, {
    handler: ({ input, request }) =>
      imports.listImports(orm, {
        kinds: importKindsFor(operatorOf(request).role, 'read'),
        page: input.page,
        limit: input.limit,
        q: input.q,
        kind: input.kind,
        state: input.state,
        sort: sortOf(input.sort),
        companies: companyScopeOf(request),
      }),
  });

  registerAdminCall(app, getImportCall, {
    handler: async ({ params, request }) => {
      await requireImportFor(request, params.id, 'read');
      return imports.getImport(orm, params.id);
    },
  });

  registerAdminCall(app, importErrorsCall, {
    handler: async ({ params, input, actor, request }) => {
      await requireImportFor(request, params.id, 'read');
      return startExport(database, actor, {
        kind: 'import-errors',
        filters: { import_id: params.id, language: input.lang ?? 'en' },
      });
    },
  });

  registerAdminCall(app, executeImportCall, {
    handler: async ({ params, actor, request }) => {
      await requireImportFor(request, params.id, 'write');
      return imports.executeImport({ orm, jobs }, actor, params.id);
    },
  });
}
