import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/**
 * Whether a LINE user follows the official account, as LINE's webhook last told it (DESIGN §15): pushes go
 * only to followers. `changed_at` is the event's own time, so a redelivered or late event never undoes a
 * newer one.
 */
export const lineFollows = pgTable('line_follows', {
  lineUserId: text('line_user_id').primaryKey(),
  following: boolean('following').notNull(),
  changedAt: at('changed_at').notNull(),
  lastWebhookEventId: text('last_webhook_event_id').notNull(),
});
