import { runReminders } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { runRemindersAsOperator } from '../../../modules/reminders/reminder-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Member notifications from the back-office (DESIGN §15): the reminders on demand. */
export default async function notificationRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, runReminders, {
    handler: ({ input, actor }) => runRemindersAsOperator(orm, app.deps.caches.tiers, actor, input),
  });
}
