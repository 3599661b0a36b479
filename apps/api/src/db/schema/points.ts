import { POINT_ENTRY_KINDS, POINT_ENTRY_SOURCES, type PointAward } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, quotedList } from './columns.js';
import { members } from './identity.js';

/**
 * DESIGN §6 rules operators change as data, not code: one row (id 1). Migration 0006 inserts the
 * defaults DESIGN §6 gives; the services read it through modules/rules (cached for a minute).
 */
export const programmeRules = pgTable(
  'programme_rules',
  {
    id: smallint('id').primaryKey().default(1),
    transferDailyCap: integer('transfer_daily_cap').notNull(),
    referralReferrerPoints: integer('referral_referrer_points').notNull(),
    referralRefereePoints: integer('referral_referee_points').notNull(),
    receiptBahtPerPoint: integer('receipt_baht_per_point').notNull(),
    receiptDailyQuota: integer('receipt_daily_quota').notNull(),
    receiptMaxBytes: integer('receipt_max_bytes').notNull(),
    /** Points expire on 31 December (Asia/Bangkok) of this many years after the earn year. */
    pointExpiryYears: smallint('point_expiry_years').notNull(),
    /**
     * DESIGN §11 maker-checker: an admin's adjustment of at most this many points (either sign) applies
     * at once; a larger one waits for a second admin.
     */
    adjustApprovalThreshold: integer('adjust_approval_threshold').notNull().default(1000),
    /** DESIGN §6: a transfer of more points than this is confirmed with a one-time code. */
    transferOtpThreshold: integer('transfer_otp_threshold').notNull().default(1000),
    /** DESIGN §14: a campaign budget above this (or none at all) is activated only by a second admin. */
    campaignApprovalThreshold: integer('campaign_approval_threshold').notNull().default(100000),
    /** DESIGN §14: points once a year in the member's birth month. */
    birthdayBonusPoints: integer('birthday_bonus_points').notNull().default(200),
    /** DESIGN §15: a broadcast reaching more members than this is sent only once a second admin approves. */
    broadcastApprovalThreshold: integer('broadcast_approval_threshold').notNull().default(1000),
    /** DESIGN §16: days between a deletion request (or a cancellation) and the erasure of the personal data. */
    deletionGraceDays: integer('deletion_grace_days').notNull().default(30),
    /** Issue 35: 1 when every admin must sign in with a second factor (an admin without one may only set it up). */
    adminSecondFactorRequired: smallint('admin_second_factor_required').notNull().default(0),
    /** DESIGN §13: what one point pays at a till, in THB. */
    burnThbPerPoint: numeric('burn_thb_per_point', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0.25),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('programme_rules_single_row', sql`${table.id} = 1`),
    check(
      'programme_rules_positive',
      sql`${table.transferDailyCap} >= 1 and ${table.referralReferrerPoints} >= 0 and ${table.referralRefereePoints} >= 0
        and ${table.receiptBahtPerPoint} >= 1 and ${table.receiptDailyQuota} >= 0 and ${table.receiptMaxBytes} >= 1
        and ${table.pointExpiryYears} >= 0 and ${table.adjustApprovalThreshold} >= 0 and ${table.burnThbPerPoint} > 0
        and ${table.transferOtpThreshold} >= 0 and ${table.campaignApprovalThreshold} >= 0
        and ${table.birthdayBonusPoints} >= 0 and ${table.broadcastApprovalThreshold} >= 0
        and ${table.deletionGraceDays} >= 0 and ${table.adminSecondFactorRequired} in (0, 1)`,
    ),
  ],
);

/** DESIGN §6 tiers by rolling 12-month spending; rows are data so operators can change thresholds. */
export const tiers = pgTable('tiers', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  minSpending: numeric('min_spending', { precision: 12, scale: 2, mode: 'number' }).notNull(),
});

/**
 * Every earn creates a lot with an expiry; the balance is the sum of unexpired remainders (DESIGN §6).
 * `remaining` only moves inside a ledger transaction, under `SELECT ... FOR UPDATE` on the lot.
 */
export const pointLots = pgTable(
  'point_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: at('expires_at').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('point_lots_member_expires_idx').on(table.memberId, table.expiresAt),
    // The expiry sweeper and the expiring-points reminders read a day's lots across members. Not partial
    // on remaining > 0: spending a lot would then be an index change, never a HOT update.
    index('point_lots_expires_idx').on(table.expiresAt),
    // The last line of defence for "the balance can never be negative" (DESIGN §6).
    check('point_lots_remaining_within_amount', sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.amount}`),
  ],
);

/** The ledger's kinds and sources are the contracts' lists: the history call shows exactly what is stored. */
export const LEDGER_KINDS = POINT_ENTRY_KINDS;
export const LEDGER_SOURCES = POINT_ENTRY_SOURCES;

/**
 * Append-only record of every point movement (issue 4 ledger): `delta` is positive when points arrive and
 * negative when they leave; corrections are `reverse` entries pointing at `reverses_entry_id`, never edits.
 * `lot_id` is the lot an earn or a positive adjust created; point_lot_changes tells every lot an entry touched.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    lotId: bigint('lot_id', { mode: 'number' }).references(() => pointLots.id),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    source: text('source', { enum: LEDGER_SOURCES }).notNull(),
    reason: text('reason').notNull(),
    /** The reason in Thai, where the writer gave one (an operator's adjustment); Thai readers see it. */
    reasonTh: text('reason_th'),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key'),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references((): AnyPgColumn => pointLedger.id),
    /** What an earn for a purchase is made of (DESIGN §14 explained points): the base and each campaign; null otherwise. */
    awards: jsonb('awards').$type<PointAward[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('point_ledger_member_created_idx').on(table.memberId, table.createdAt),
    // The back-office dashboard's 30-day sums and daily series read only these columns (index-only scans).
    index('point_ledger_created_kind_delta_idx').on(table.createdAt, table.kind, table.delta),
    // One reversal per entry: a second one would take the points back twice.
    uniqueIndex('point_ledger_reverses_entry_key').on(table.reversesEntryId),
    check('point_ledger_kind_known', sql`${table.kind} in (${quotedList(LEDGER_KINDS)})`),
    check('point_ledger_source_known', sql`${table.source} in (${quotedList(LEDGER_SOURCES)})`),
  ],
);

/**
 * How each entry changed each lot: `amount` is the signed change of the lot's `remaining` (an earn adds
 * to its new lot, a spend draws on older ones, a transfer_in fills one new lot per expiry it received).
 * For every lot `remaining = sum(amount)`, and for every entry `delta = sum(amount)`.
 */
export const pointLotChanges = pgTable(
  'point_lot_changes',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => pointLedger.id),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => pointLots.id),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.lotId] }),
    index('point_lot_changes_lot_idx').on(table.lotId),
  ],
);

export const memberSpendings = pgTable(
  'member_spendings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    spentAt: at('spent_at').notNull(),
  },
  (table) => [index('member_spendings_member_spent_idx').on(table.memberId, table.spentAt)],
);

/**
 * The tier a member holds (DESIGN §14 tier status): reached by spending, held until `expires_at` even when
 * the rolling spending falls; null `expires_at` at the lowest tier. Rows only rise while held; the row is
 * also the lock that serialises a member's tier decisions (decision 053).
 */
export const memberTierStatuses = pgTable('member_tier_statuses', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  tierId: smallint('tier_id')
    .notNull()
    .references(() => tiers.id),
  expiresAt: at('expires_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Points a member owes (DESIGN §13): a till refund took back points the member had already spent, and a
 * balance never goes below 0, so the rest is owed and repaid first from the member's next earns (a
 * `repay` entry). A member owing nothing has no row.
 */
export const pointDebts = pgTable(
  'point_debts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    points: integer('points').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('point_debts_points_positive', sql`${table.points} > 0`)],
);
