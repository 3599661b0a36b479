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

/** DESIGN §11 codes: single codes, generated batches with their CSV, uses, disabling (admins write). */
export default async function codeRoutes(app: FastifyInstance) {
  const { database, jobs } = app.deps;
  const { orm } = database;

  registerAdminCall(app, createCodeCall, {
    handler: ({ input, actor }) => codeAdmin.createCode(orm, actor, input),
  });

  registerAdminCall(app, listCodesCall, {
    handler: ({ input }) =>
      codeAdmin.listCodes(orm, {
        page: input.page,
        limit: input.limit,
        q: input.q,
        batchId: input.batch_id,
        sort: sortOf(input.sort),
      }),
  });

  registerAdminCall(app, disableCodeCall, {
    handler: ({ params, actor }) => codeAdmin.disableCode(orm, actor, params.id),
  });

  registerAdminCall(app, enableCodeCall, {
    handler: ({ params, actor }) => codeAdmin.enableCode(orm, actor, params.id),
  });

  registerAdminCall(app, disableCodesCall, {
    handler: async ({ input, actor, request }) => ({
      results: await eachRow(
        input.ids,
        (id) => id,
        (id) => codeAdmin.disableCode(orm, actor, id),
        request.log,
      ),
    }),
  });

  registerAdminCall(app, enableCodesCall, {
    handler: async ({ input, actor, request }) => ({
      results: await eachRow(
        input.ids,
        (id) => id,
        (id) => codeAdmin.enableCode(orm, actor, id),
        request.log,
      ),
    }),
  });

  registerAdminCall(app, disableCodeBatchCall, {
    handler: ({ params, actor }) => codeAdmin.disableCodeBatch(orm, actor, params.id),
  });

  registerAdminCall(app, createCodeBatchCall, {
    handler: ({ input, actor, idempotencyKey }) =>
      codeAdmin.createCodeBatch({ orm, jobs }, actor, { input, idempotencyKey }),
  });

  registerAdminCall(app, listCodeBatchesCall, {
    handler: ({ input }) =>
      codeAdmin.listCodeBatches(orm, { page: input.page, limit: input.limit, q: input.q, sort: sortOf(input.sort) }),
  });

  registerAdminCall(app, exportBatchCodesCall, {
    handler: async ({ params, actor }) => {
      const batch = await codeAdmin.getCodeBatch(orm, params.id);
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
