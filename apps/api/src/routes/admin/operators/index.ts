import { createOperator, listOperators, resendOperatorInvite, updateOperator } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../app-error.js';
import { inviteOperator, resendInvite } from '../../../modules/operators/operator-invite-service.js';
import * as operatorService from '../../../modules/operators/operator-service.js';
import { registerAdminCall } from '../admin-route.js';
import { companyScopeOf } from '../operator-actor.js';

/**
 * Operators (admin only, DESIGN §11): list, invite by e-mail, rename, change role or companies,
 * deactivate; never delete. The team is the whole group's: an admin limited to companies is refused
 * here, or they could lift their own limit (decision 063).
 */
export default async function operatorRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  app.addHook('preHandler', async (request) => {
    if (companyScopeOf(request).companyIds !== null) throw new AppError('FORBIDDEN');
  });
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
