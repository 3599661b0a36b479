import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { notificationDeliveries, notifications } from '../src/db/schema.js';

/** A member's notifications, oldest first, each with the channels it is to be sent on beside the inbox. */
export async function notificationsOf(db: Executor, memberId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(asc(notifications.id));
  const deliveries = await db
    .select({ notificationId: notificationDeliveries.notificationId, channel: notificationDeliveries.channel })
    .from(notificationDeliveries);
  return rows.map((row) => ({
    ...row,
    channels: deliveries
      .filter((delivery) => delivery.notificationId === row.id)
      .map((delivery) => delivery.channel)
      .sort(),
  }));
}
