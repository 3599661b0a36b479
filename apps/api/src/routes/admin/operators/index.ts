import { createOperator, listOperators, resendOperatorInvite, updateOperator } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { inviteOperator, resendInvite } from '../../../modules/operators/operator-invite-service.js';
import * as operatorService from '../../../modules/operators/operator-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Operators (admin only, DESIGN §11): list, invite by e-mail, rename, change role, deactivate; never delete. */
export default async function operatorRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const invites = { orm, adapters: app.deps.adapters, publicUrl: app.deps.config.publicUrl };

  registerAdminCall(app, listOperators, {
    handler: ({ input }) => operatorService.listOperators(orm, input),
  });

  registerAdminCall(app, createOperator, {
    handler: ({ input, actor }) => inviteOperator(invites, actor, input),
  });

  registerAdminCall(app, resendOperatorInvite, {
    handler: ({ params, actor }) => resendInvite(invites, actor, params.id),
  });

  registerAdminCall(app, updateOperator, {
    handler: ({ params, input, actor }) => operatorService.updateOperator(orm, actor, params.id, input),
  });
}
