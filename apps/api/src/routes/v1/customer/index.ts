import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getCustomerInfo } from '../../../modules/customers/customer-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

export default async function customerRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getCustomerInfo, {
    handler: ({ request }) => getCustomerInfo(orm, principalOf(request).memberId, request.language),
  });
}
