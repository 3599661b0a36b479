import {
  approveBroadcast,
  cancelBroadcast,
  countBroadcastRecipients,
  createBroadcast,
  getBroadcast,
  listBroadcasts,
  updateBroadcast,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as broadcastService from '../../../modules/broadcasts/broadcast-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Broadcasts (DESIGN §15): every operator reads them and their progress; admins count, create, change, approve and cancel them. */
export default async function broadcastRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { rules } = app.deps.caches;

  registerAdminCall(app, listBroadcasts, {
    handler: ({ input }) => broadcastService.listBroadcasts(orm, input),
  });

  registerAdminCall(app, getBroadcast, {
    handler: ({ params }) => broadcastService.getBroadcast(orm, params.id),
  });

  registerAdminCall(app, countBroadcastRecipients, {
    handler: ({ input }) => broadcastService.countRecipients(orm, input.segment),
  });

  registerAdminCall(app, createBroadcast, {
    handler: ({ input, actor }) => broadcastService.createBroadcast(orm, rules, actor, input),
  });

  registerAdminCall(app, updateBroadcast, {
    handler: ({ params, input, actor }) => broadcastService.updateBroadcast(orm, rules, actor, params.id, input),
  });

  registerAdminCall(app, approveBroadcast, {
    handler: ({ params, actor }) => broadcastService.approveBroadcast(orm, actor, params.id),
  });

  registerAdminCall(app, cancelBroadcast, {
    handler: ({ params, actor }) => broadcastService.cancelBroadcast(orm, actor, params.id),
  });
}
