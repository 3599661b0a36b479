import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as notificationService from '../../../modules/notifications/notification-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** Notification controller (DESIGN §15): the session member's inbox and whether LINE and e-mail reach them. */
export default async function notificationRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getNotificationList, {
    handler: ({ input, request }) =>
      notificationService.listNotifications(orm, principalOf(request).memberId, input, request.language),
  });

  registerCall(app, calls.getUnreadCount, {
    handler: ({ request }) => notificationService.unreadCountOf(orm, principalOf(request).memberId),
  });

  registerCall(app, calls.markNotificationRead, {
    handler: ({ input, request }) => notificationService.markRead(orm, principalOf(request).memberId, input),
  });

  registerCall(app, calls.getNotificationPreferences, {
    handler: ({ request }) => notificationService.preferencesOf(orm, principalOf(request).memberId),
  });

  registerCall(app, calls.updateNotificationPreferences, {
    handler: ({ input, request }) => notificationService.updatePreferences(orm, principalOf(request).memberId, input),
  });
}
