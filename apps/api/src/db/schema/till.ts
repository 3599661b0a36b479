import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { members, operators } from './identity.js';
import { pointLedger } from './points.js';
import { partnerStores, partners } from './privileges.js';

/** Money columns: decimal THB with two places, never a float (DESIGN §13). */
const baht = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const API_CLIENT_STATUSES = ['active', 'disabled'] as const;

/**
 * A partner system allowed on `/api/partner/v1` (DESIGN §13): its key is shown once and kept only as a
 * SHA-256 hash (the key is random and long, so a slow hash would add nothing); rotating replaces the hash,
 * so the old key stops at once. `store_codes` are the stores of its partner it may act for.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    partnerId: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id),
    storeCodes: text('store_codes').array().notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, for operators to tell keys apart; never enough to use it. */
    keyPrefix: text('key_prefix').notNull(),
    status: text('status', { enum: API_CLIENT_STATUSES }).notNull().default('active'),
    /** The operator who created it; null for the demo seed's client. */
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
    rotatedAt: at('rotated_at'),
    disabledAt: at('disabled_at'),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [
    uniqueIndex('api_clients_key_hash_key').on(table.keyHash),
    check('api_clients_status_known', sql`${table.status} in ('active', 'disabled')`),
    check('api_clients_has_stores', sql`cardinality(${table.storeCodes}) >= 1`),
  ],
);

/**
 * A sale at a store's till that earned points (DESIGN §13): one receipt number per store, whatever the
 * retries and concurrency (the unique index decides). `request_fingerprint` is the hash of what the
 * first call sent, so a retry with other values is told apart from a retry. Made by a partner client or
 * by an operator at the console's till (exactly one of the two).
 */
export const tillSales = pgTable(
  'till_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    apiClientId: bigint('api_client_id', { mode: 'number' }).references(() => apiClients.id),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => partnerStores.id),
    receiptNo: text('receipt_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: baht('amount').notNull(),
    occurredAt: at('occurred_at').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    /** The `earn` entry; null when the amount earned no point. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => pointLedger.id),
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('till_sales_store_receipt_key').on(table.storeId, table.receiptNo),
    index('till_sales_client_created_idx').on(table.apiClientId, table.createdAt),
    index('till_sales_member_idx').on(table.memberId),
    check('till_sales_amount_positive', sql`${table.amount} > 0`),
    check('till_sales_points_not_negative', sql`${table.pointsEarned} >= 0`),
    check('till_sales_one_actor', sql`(${table.apiClientId} is null) <> (${table.operatorId} is null)`),
  ],
);

/**
 * A refund of (part of) a till sale: the points its share earned are taken back (`points_reversed`), and
 * what the balance could not give is `points_owed` (DESIGN §13). One refund number per sale; the refunds
 * of a sale never add up past its amount (the sale row is locked while one is recorded).
 */
export const tillRefunds = pgTable(
  'till_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    saleId: bigint('sale_id', { mode: 'number' })
      .notNull()
      .references(() => tillSales.id),
    refundNo: text('refund_no').notNull(),
    amount: baht('amount').notNull(),
    pointsReversed: integer('points_reversed').notNull(),
    pointsOwed: integer('points_owed').notNull(),
    /** The `reverse` entry; null when nothing could be taken from the balance. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => pointLedger.id),
    apiClientId: bigint('api_client_id', { mode: 'number' }).references(() => apiClients.id),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('till_refunds_sale_refund_key').on(table.saleId, table.refundNo),
    index('till_refunds_client_created_idx').on(table.apiClientId, table.createdAt),
    check('till_refunds_amount_positive', sql`${table.amount} > 0`),
    check('till_refunds_points_not_negative', sql`${table.pointsReversed} >= 0 and ${table.pointsOwed} >= 0`),
    check('till_refunds_one_actor', sql`(${table.apiClientId} is null) <> (${table.operatorId} is null)`),
  ],
);

export const POINT_HOLD_STATUSES = ['active', 'captured', 'released', 'expired'] as const;

/**
 * Points reserved to pay with at a till (DESIGN §13): the `hold` entry takes them from the balance at
 * once, so they cannot be spent elsewhere; capture keeps them spent, release or the expiry returns them
 * (a `release` entry) with the expiry dates they had. One hold per store and reference.
 */
export const pointHolds = pgTable(
  'point_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    apiClientId: bigint('api_client_id', { mode: 'number' }).references(() => apiClients.id),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => partnerStores.id),
    reference: text('reference').notNull(),
    points: integer('points').notNull(),
    thbValue: baht('thb_value').notNull(),
    status: text('status', { enum: POINT_HOLD_STATUSES }).notNull().default('active'),
    expiresAt: at('expires_at').notNull(),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' })
      .notNull()
      .references(() => pointLedger.id),
    releaseEntryId: bigint('release_entry_id', { mode: 'number' }).references(() => pointLedger.id),
    settledAt: at('settled_at'),
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('point_holds_store_reference_key').on(table.storeId, table.reference),
    index('point_holds_active_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'active'`),
    index('point_holds_client_created_idx').on(table.apiClientId, table.createdAt),
    check('point_holds_points_positive', sql`${table.points} > 0`),
    check('point_holds_status_known', sql`${table.status} in ('active', 'captured', 'released', 'expired')`),
    check('point_holds_one_actor', sql`(${table.apiClientId} is null) <> (${table.operatorId} is null)`),
  ],
);
