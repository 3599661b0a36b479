import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getExpireTimeline, listPointHistory } from '../../../modules/points/history-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** History controller (issue 4): read-only views of the session member's own points ledger. */
export default async function historyRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getPointHistory, {
    handler: ({ input, request }) => listPointHistory(orm, principalOf(request).memberId, input, request.language),
  });

  registerCall(app, calls.getPointExpireTimeline, {
    handler: ({ request }) => getExpireTimeline(orm, principalOf(request).memberId),
  });
}
