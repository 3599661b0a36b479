import {
  createCodeBatchCall,
  createCodeCall,
  disableCodeBatchCall,
  disableCodeCall,
  disableCodesCall,
  enableCodeCall,
  enableCodesCall,
  exportBatchCodesCall,
  listCodeBatchesCall,
  listCodesCall,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { eachRow } from '../../../bulk-rows.js';
import * as codeAdmin from '../../../modules/codes/code-admin-service.js';
import { startExport } from '../../../modules/exports/export-service.js';
import { sortOf } from '../../../paged-list.js';
import { registerAdminCall } from '../admin-route.js';
import { companyScopeOf } from '../operator-actor.js';

/**
 * DESIGN §11 codes: single codes, generated batches with their CSV, uses, disabling (admins write); a
 * company-limited operator works on their companies' codes only (decision 063).
 */
export default async function codeRoutes(app: FastifyInstance) {
  const { database, jobs } = app.deps;
  const { orm } = database;

  registerAdminCall(app, createCodeCall, {
    handler: ({ input, actor, request }) => codeAdmin.createCode(orm, actor, companyScopeOf(request), input),
  });

  registerAdminCall(app, listCodesCall, {
    handler: ({ input, request }) =>
      codeAdmin.listCodes(orm, {
        page: input.page,
        limit: input.limit,
        q: input.q,
        batchId: input.batch_id,
        sort: sortOf(input.sort),
        companies: companyScopeOf(request),
      }),
  });

  registerAdminCall(app, disableCodeCall, {
    handler: ({ params, actor, request }) => codeAdmin.disableCode(orm, actor, companyScopeOf(request), params.id),
  });

  registerAdminCall(app, enableCodeCall, {
    handler: ({ params, actor, request }) => codeAdmin.enableCode(orm, actor, companyScopeOf(request), params.id),
  });

  registerAdminCall(app, disableCodesCall, {
    handler: async ({ input, actor, request }) => ({
      results: await eachRow(
        input.ids,
        (id) => id,
        (id) => codeAdmin.disableCode(orm, actor, companyScopeOf(request), id),
        request.log,
      ),
    }),
  });

  registerAdminCall(app, enableCodesCall, {
    handler: async ({ input, actor, request }) => ({
      results: await eachRow(
        input.ids,
        (id) => id,
        (id) => codeAdmin.enableCode(orm, actor, companyScopeOf(request), id),
        request.log,
      ),
    }),
  });

  registerAdminCall(app, disableCodeBatchCall, {
    handler: ({ params, actor, request }) => codeAdmin.disableCodeBatch(orm, actor, companyScopeOf(request), params.id),
  });

  registerAdminCall(app, createCodeBatchCall, {
    handler: ({ input, actor, idempotencyKey, request }) =>
      codeAdmin.createCodeBatch({ orm, jobs }, actor, { input, companies: companyScopeOf(request), idempotencyKey }),
  });

  registerAdminCall(app, listCodeBatchesCall, {
    handler: ({ input, request }) =>
      codeAdmin.listCodeBatches(orm, {
        page: input.page,
        limit: input.limit,
        q: input.q,
        sort: sortOf(input.sort),
        companies: companyScopeOf(request),
      }),
  });

  registerAdminCall(app, exportBatchCodesCall, {
    handler: async ({ params, actor, request }) => {
      const batch = await codeAdmin.getCodeBatch(orm, companyScopeOf(request), params.id);
      return startExport(
        database,
        actor,
        { kind: 'batch-codes', filters: { batch_id: params.id } },
        new Date(),
        `code-batch-${batch.name}`,
      );
    },
  });
}
