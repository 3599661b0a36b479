import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { members, operators } from './identity.js';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The member the write is about; null for an operator's write about no member (a privilege's stock). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /**
     * The operator who sent the key on an admin write; null for the member's own calls. Each sender keys
     * its own namespace: an operator's key never meets the member's or another operator's.
     */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('idempotency_keys_sender_key').on(table.memberId, table.operatorId, table.key).nullsNotDistinct(),
    check('idempotency_keys_has_sender', sql`${table.memberId} is not null or ${table.operatorId} is not null`),
  ],
);

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms', 'line']);

/** DESIGN §7 dev outbox: what the local mail and SMS adapters "send". */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    otp: text('otp'),
    /** A LINE push's `X-Line-Retry-Key`: the local stand-in records a retried push once, as LINE delivers it once. */
    retryKey: text('retry_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    uniqueIndex('outbox_messages_retry_key_key').on(table.retryKey),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    group: text('group').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Where a tap on the banner goes inside the app (a path such as /privilege?catId=2), if anywhere. */
    linkPath: text('link_path'),
    /** What the banner says, in each language: the picture's alternative text and caption for members. */
    titleEn: text('title_en').notNull().default(''),
    titleTh: text('title_th').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('banners_group_sort_idx').on(table.group, table.sort),
    uniqueIndex('banners_group_name_key').on(table.group, table.name),
  ],
);

/** GetCustomerDataList entries: Thai addresses by level and the profile choice lists. */
export const dataListItems = pgTable(
  'data_list_items',
  {
    type: text('type').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    parentId: integer('parent_id'),
    postalCode: text('postal_code'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.id] }),
    index('data_list_items_type_parent_idx').on(table.type, table.parentId),
  ],
);
