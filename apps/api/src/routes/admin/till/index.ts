import {
  identifyTillMember,
  listTillStores as listTillStoresCall,
  payWithTillPoints,
  recordTillSale,
  refundTillSale,
} from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditActor } from '../../../modules/audit/audit-service.js';
import { describeTillMember } from '../../../modules/till/identify-service.js';
import { resolveTillMember, type TillMemberReference } from '../../../modules/till/till-member.js';
import {
  findTillStore,
  listTillStores,
  payWithPoints,
  recordSale,
  refundSale,
  type TillActor,
} from '../../../modules/till/till-service.js';
import { registerAdminCall } from '../admin-route.js';
import { operatorActorOf } from '../operator-actor.js';

/**
 * The console's till (DESIGN §13 "Console"): a shop without a POS integration earns, refunds and pays with
 * points here, through the same services as the partner API, the operator as the till's actor.
 */
export default async function tillRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { sessionSecret } = app.deps.config;
  const { rules, tiers, campaigns, tillStores } = app.deps.caches;
  const memberContext = { db: orm, sessionSecret, rules, tiers };

  const tillActorOf = (request: FastifyRequest, actor: AuditActor): TillActor => {
    const { operatorId, requestId } = operatorActorOf(request, actor);
    return { operatorId, requestId };
  };
  const memberIdOf = async (reference: TillMemberReference) => (await resolveTillMember(memberContext, reference)).id;

  registerAdminCall(app, identifyTillMember, {
    handler: async ({ input }) => {
      const member = await resolveTillMember(memberContext, { member_code: input.code });
      const described = await describeTillMember(memberContext, member, new Date());
      return {
        ...described,
        member_id: member.id,
        mbk_member_id: member.mbkMemberId,
      };
    },
  });

  registerAdminCall(app, recordTillSale, {
    handler: async ({ input, request, actor }) => {
      const store = await findTillStore(orm, tillStores, input.store_code);
      return recordSale(orm, { rules, tiers, campaigns }, tillActorOf(request, actor), {
        member: input,
        sessionSecret,
        store,
        receiptNo: input.receipt_no,
        amount: input.amount,
        occurredAt: new Date(),
      });
    },
  });

  registerAdminCall(app, refundTillSale, {
    handler: ({ params, input, request, actor }) =>
      refundSale(orm, tillActorOf(request, actor), {
        transactionId: params.transaction_id,
        refundNo: input.refund_no,
        amount: input.amount,
      }),
  });

  registerAdminCall(app, payWithTillPoints, {
    handler: async ({ input, request, actor }) => {
      const store = await findTillStore(orm, tillStores, input.store_code);
      return payWithPoints(orm, rules, tillActorOf(request, actor), {
        memberId: await memberIdOf(input),
        store,
        points: input.points,
        reference: input.reference,
      });
    },
  });

  registerAdminCall(app, listTillStoresCall, {
    handler: () => listTillStores(orm),
  });
}
