import { partnerListTransactions, partnerRecordSale, partnerRefundSale } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { listTransactions, recordSale, refundSale } from '../../../modules/till/till-service.js';
import { registerPartnerCall } from '../partner-route.js';
import { tillRouteContext } from '../till-context.js';

/** Sales and refunds at a partner's tills (DESIGN §13), and the client's reconciliation list. */
export default async function partnerTransactionRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { rules, tiers, campaigns } = app.deps.caches;
  const { sessionSecret } = app.deps.config;
  const till = tillRouteContext(app);

  registerPartnerCall(app, partnerRecordSale, {
    handler: async ({ input, client, request }) => {
      const store = await till.storeOf(client, input.store_code);
      return recordSale(orm, { rules, tiers, campaigns }, till.actorOf(client, request), {
        member: input,
        sessionSecret,
        store,
        receiptNo: input.receipt_no,
        amount: input.amount,
        occurredAt: new Date(input.occurred_at),
      });
    },
  });

  registerPartnerCall(app, partnerRefundSale, {
    handler: ({ params, input, client, request }) =>
      refundSale(orm, till.actorOf(client, request), {
        transactionId: params.transaction_id,
        refundNo: input.refund_no,
        amount: input.amount,
      }),
  });

  registerPartnerCall(app, partnerListTransactions, {
    handler: async ({ input, client }) => {
      if (input.store_code !== undefined) await till.storeOf(client, input.store_code);
      return listTransactions(orm, {
        clientId: client.id,
        from: new Date(input.from),
        to: new Date(input.to),
        storeCode: input.store_code,
        page: input.page,
        limit: input.limit,
      });
    },
  });
}
