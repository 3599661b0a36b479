import {
  approveAdjustment,
  approveAdjustmentsCall,
  createAdjustment,
  listAdjustments,
  rejectAdjustment,
  withdrawAdjustment,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { eachRow } from '../../../bulk-rows.js';
import * as adjustments from '../../../modules/adjustments/adjustment-service.js';
import { registerAdminCall } from '../admin-route.js';
import { operatorActorOf } from '../operator-actor.js';

/** DESIGN §11 point adjustments: staff and admins propose, a second admin approves or rejects, the maker may withdraw. */
export default async function adjustmentRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { rules } = app.deps.caches;

  registerAdminCall(app, createAdjustment, {
    handler: ({ params, input, request, actor, idempotencyKey }) =>
      adjustments.proposeAdjustment(orm, rules, operatorActorOf(request, actor), {
        memberCode: params.member_id,
        points: input.points,
        reasonEn: input.reason,
        reasonTh: input.reason_th,
        reasonCategory: input.reason_category,
        idempotencyKey,
      }),
  });

  registerAdminCall(app, listAdjustments, {
    handler: ({ input }) =>
      adjustments.listAdjustmentPage(orm, {
        page: input.page,
        limit: input.limit,
        sort: input.sort as adjustments.AdjustmentListQuery['sort'],
        status: input.status,
        memberCode: input.member_id,
      }),
  });

  registerAdminCall(app, approveAdjustment, {
    handler: ({ params, request, actor, idempotencyKey }) =>
      adjustments.approvePendingAdjustment(orm, rules, operatorActorOf(request, actor), {
        id: params.id,
        idempotencyKey,
      }),
  });

  registerAdminCall(app, approveAdjustmentsCall, {
    handler: async ({ input, request, actor }) => {
      const approver = operatorActorOf(request, actor);
      return {
        results: await eachRow(
          input.ids,
          (id) => id,
          (id) => adjustments.approvePendingAdjustment(orm, rules, approver, { id }),
          request.log,
        ),
      };
    },
  });

  registerAdminCall(app, rejectAdjustment, {
    handler: ({ params, input, request, actor }) =>
      adjustments.rejectPendingAdjustment(orm, operatorActorOf(request, actor), {
        id: params.id,
        reason: input.reason,
      }),
  });

  registerAdminCall(app, withdrawAdjustment, {
    handler: ({ params, request, actor }) =>
      adjustments.withdrawPendingAdjustment(orm, operatorActorOf(request, actor), { id: params.id }),
  });
}
