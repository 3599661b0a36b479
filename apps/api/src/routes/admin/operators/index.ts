import { createOperator, listOperators, updateOperator } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as operatorService from '../../../modules/operators/operator-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Operators (admin only, DESIGN §11): list, create, rename, change role, deactivate; never delete. */
export default async function operatorRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listOperators, {
    handler: ({ input }) => operatorService.listOperators(orm, input),
  });

  registerAdminCall(app, createOperator, {
    handler: ({ input, actor }) => operatorService.createOperator(orm, actor, input),
  });

  registerAdminCall(app, updateOperator, {
    handler: ({ params, input, actor }) => operatorService.updateOperator(orm, actor, params.id, input),
  });
}
