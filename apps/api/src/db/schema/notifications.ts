import {
  BROADCAST_CHANNELS,
  BROADCAST_STATUSES,
  type BroadcastChannel,
  type BroadcastSegment,
  NOTIFICATION_KINDS,
} from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, quotedList } from './columns.js';
import { members, operators } from './identity.js';

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
    // A broadcast's progress counts its notifications by their event key (`broadcast:{id}:{member}`).
    index('notifications_broadcast_key_idx')
      .using('btree', sql`${table.eventKey} text_pattern_ops`)
      .where(sql`${table.kind} = 'broadcast'`),
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

/** The channels a notification is sent on besides the inbox, which is the notification row itself. */
export const deliveryChannel = pgEnum('delivery_channel', ['line', 'email']);

/**
 * `pending` until a worker sends it; `sent`; `skipped` when nothing was to be sent (the member left, turned
 * the channel off, follows no account or has no address); `failed` after the last retry.
 */
export const deliveryStatus = pgEnum('delivery_status', ['pending', 'sent', 'skipped', 'failed']);

/**
 * One notification on one channel (DESIGN §15), written with the notification in the transaction of its
 * event: unique per notification and channel, so an event is sent at most once per channel. A worker
 * claims due rows for `lease_until` (a worker killed mid-send leaves its rows to be claimed again); the
 * row's id is the LINE push's `X-Line-Retry-Key` and the e-mail's Message-ID, so a send repeated after a
 * crash is delivered once.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id),
    channel: deliveryChannel('channel').notNull(),
    status: deliveryStatus('status').notNull().default('pending'),
    /** Sends tried so far; the retries back off and stop after the last. */
    attempts: integer('attempts').notNull().default(0),
    /** When it is next due: now at first, later after a failure or LINE's Retry-After. */
    dueAt: at('due_at').notNull().defaultNow(),
    /** Until when a worker holds it; a lease run out (a killed worker) frees it for another. */
    leaseUntil: at('lease_until'),
    /** Why it was skipped or what the last failed send answered. */
    outcome: text('outcome'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_once').on(table.notificationId, table.channel),
    // Workers read only what is still to send, soonest first.
    index('notification_deliveries_due_idx').on(table.dueAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The daily reminders' runs (DESIGN §15: 09:00 Asia/Bangkok), one row per Bangkok day: the process that
 * claims the day runs it under a lease, and a run whose process died is claimed again when its lease ends.
 */
export const reminderRuns = pgTable('reminder_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  leaseUntil: at('lease_until').notNull(),
  finishedAt: at('finished_at'),
  /** What the run recorded: reminders by kind. */
  counts: jsonb('counts'),
});

/**
 * An operator's message to the members of a segment (DESIGN §15), in both languages. Its fan-out writes
 * one notification per member in batches in member id order: `last_member_id` is how far it got, so a
 * process killed mid-way is resumed by another from there, and each notification's event key
 * (`broadcast:{id}:{member}`) makes a batch repeated after a crash record nothing twice. A fan-out holds
 * the broadcast for `lease_until` under `lease_token`; a lease run out frees it for another process.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull(),
    linkPath: text('link_path'),
    segment: jsonb('segment').$type<BroadcastSegment>().notNull(),
    channels: text('channels', { enum: BROADCAST_CHANNELS }).array().$type<BroadcastChannel[]>().notNull(),
    /** When to start; null as soon as it may. */
    sendAt: at('send_at'),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull(),
    /** Members the segment reached when the broadcast was made or last changed: what approval is asked for. */
    recipients: integer('recipients').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    /** The admin who last changed it; with the maker, the one who may not approve it. */
    requestedBy: bigint('requested_by', { mode: 'number' }).references(() => operators.id),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => operators.id),
    canceledBy: bigint('canceled_by', { mode: 'number' }).references(() => operators.id),
    /** The fan-out's progress: every member up to this id has been told. */
    lastMemberId: bigint('last_member_id', { mode: 'number' }).notNull().default(0),
    /** Members told so far. */
    notified: integer('notified').notNull().default(0),
    leaseToken: uuid('lease_token'),
    leaseUntil: at('lease_until'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    canceledAt: at('canceled_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The fan-out looks only at broadcasts still to send, soonest first.
    index('broadcasts_due_idx').on(table.sendAt, table.id).where(sql`${table.status} in ('scheduled', 'sending')`),
    index('broadcasts_created_idx').on(table.createdAt, table.id),
    check('broadcasts_status_known', sql`${table.status} in (${quotedList(BROADCAST_STATUSES)})`),
    check('broadcasts_link_in_app', sql`${table.linkPath} is null or ${table.linkPath} like '/%'`),
    check('broadcasts_counts_positive', sql`${table.recipients} >= 0 and ${table.notified} >= 0`),
  ],
);
