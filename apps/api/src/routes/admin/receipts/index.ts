import {
  approveReceiptCall,
  getReceipt,
  getReceiptFile,
  getReceiptView,
  listReceipts,
  rejectReceiptCall,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as receiptAdmin from '../../../modules/receipts/receipt-admin-service.js';
import { registerAdminCall } from '../admin-route.js';
import { operatorActorOf } from '../operator-actor.js';

/** DESIGN §11 receipts: the review queue, the file viewer, approve and reject (staff may review). */
export default async function receiptRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const files = { orm, privateStorage: app.deps.adapters.privateStorage };

  registerAdminCall(app, listReceipts, {
    handler: ({ input }) =>
      receiptAdmin.listReceiptQueue(files, {
        page: input.page,
        limit: input.limit,
        sort: input.sort as receiptAdmin.ReceiptQueueQuery['sort'],
        status: input.status,
        memberCode: input.member_id,
      }),
  });

  registerAdminCall(app, getReceipt, {
    handler: ({ params }) => receiptAdmin.getAdminReceipt(files, params.id),
  });

  registerAdminCall(app, getReceiptFile, {
    handler: async ({ params }) => {
      const file = await receiptAdmin.openReceiptFile(files, params.id);
      return {
        body: file.stream,
        filename: file.filename,
        contentType: file.contentType,
        disposition: 'inline' as const,
      };
    },
  });

  registerAdminCall(app, getReceiptView, {
    handler: async ({ params }) => {
      const file = await receiptAdmin.openReceiptView(files, params.id);
      return {
        body: file.stream,
        filename: file.filename,
        contentType: file.contentType,
        disposition: 'inline' as const,
      };
    },
  });

  registerAdminCall(app, approveReceiptCall, {
    handler: ({ params, input, request, actor, idempotencyKey }) =>
      receiptAdmin.approveReceiptAsOperator(
        {
          orm,
          rules: app.deps.caches.rules,
          tiers: app.deps.caches.tiers,
          campaigns: app.deps.caches.campaigns,
          stores: app.deps.caches.tillStores,
        },
        operatorActorOf(request, actor),
        {
          receiptId: params.id,
          amount: input.amount,
          storeCode: input.store_code,
          receiptNo: input.receipt_no,
          purchasedOn: input.purchased_on,
          idempotencyKey,
        },
      ),
  });

  registerAdminCall(app, rejectReceiptCall, {
    handler: ({ params, input, request, actor }) =>
      receiptAdmin.rejectReceiptAsOperator(orm, operatorActorOf(request, actor), {
        receiptId: params.id,
        reasonCode: input.reason_code,
        ...(input.reason === undefined ? {} : { reasonEn: input.reason }),
        ...(input.reason_th === undefined ? {} : { reasonTh: input.reason_th }),
      }),
  });
}
