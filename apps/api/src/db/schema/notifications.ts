import { NOTIFICATION_KINDS } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, quotedList } from './columns.js';
import { members } from './identity.js';

/**
 * The member's inbox (DESIGN §15), in both languages as written once: the inbox answers in the
 * request's language. `event_key` names the event, so the same event raised twice is one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull(),
    /** A path of the member app the notification opens; null when it opens nothing. */
    linkPath: text('link_path'),
    eventKey: text('event_key').notNull(),
    createdAt: createdAt(),
    readAt: at('read_at'),
  },
  (table) => [
    uniqueIndex('notifications_event_key').on(table.eventKey),
    index('notifications_member_idx').on(table.memberId, table.id),
    // The bell's count reads only what is unread.
    index('notifications_unread_idx').on(table.memberId).where(sql`${table.readAt} is null`),
    check('notifications_kind_known', sql`${table.kind} in (${quotedList(NOTIFICATION_KINDS)})`),
    check('notifications_link_in_app', sql`${table.linkPath} is null or ${table.linkPath} like '/%'`),
  ],
);

/** Whether a member also wants LINE messages and e-mails (DESIGN §15); no row is both on. */
export const notificationPreferences = pgTable('notification_preferences', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  line: boolean('line').notNull().default(true),
  email: boolean('email').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
