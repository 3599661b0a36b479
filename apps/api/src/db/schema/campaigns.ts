import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES, type CampaignConditions } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import {
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
  timestamp,
} from 'drizzle-orm/pg-core';
import { at, createdAt, quotedList } from './columns.js';
import { members, operators } from './identity.js';

/**
 * An earn campaign (DESIGN §14). `budget_used` only grows, under the campaign's row lock, and never
 * passes `budget_points` (the check holds it even against a bug): parallel sales draining the last of a
 * budget are serialised on that lock.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
    multiplier: numeric('multiplier', { precision: 4, scale: 2, mode: 'number' }),
    bonusPoints: integer('bonus_points'),
    conditions: jsonb('conditions').$type<CampaignConditions>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    perMemberCap: integer('per_member_cap'),
    budgetPoints: integer('budget_points'),
    budgetUsed: integer('budget_used').notNull().default(0),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    /** The admin who asked to activate it; with the maker, the one admin who may not approve it. */
    requestedBy: bigint('requested_by', { mode: 'number' }).references(() => operators.id),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => operators.id),
    activatedAt: at('activated_at'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_status_window_idx').on(table.status, table.endsAt),
    check('campaigns_kind_known', sql`${table.kind} in (${quotedList(CAMPAIGN_KINDS)})`),
    check('campaigns_status_known', sql`${table.status} in (${quotedList(CAMPAIGN_STATUSES)})`),
    check(
      'campaigns_rule_matches_kind',
      sql`(${table.kind} = 'multiplier' and ${table.multiplier} > 1 and ${table.bonusPoints} is null)
        or (${table.kind} = 'bonus' and ${table.bonusPoints} > 0 and ${table.multiplier} is null)`,
    ),
    check('campaigns_window_in_order', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'campaigns_budget_held',
      sql`${table.budgetUsed} >= 0 and (${table.budgetPoints} is null or ${table.budgetUsed} <= ${table.budgetPoints})`,
    ),
    check('campaigns_cap_positive', sql`${table.perMemberCap} is null or ${table.perMemberCap} > 0`),
  ],
);

/** What a campaign has awarded each member so far: the per-member cap is counted here, under the campaign's lock. */
export const campaignMemberAwards = pgTable(
  'campaign_member_awards',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    points: integer('points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.memberId] }),
    check('campaign_member_awards_positive', sql`${table.points} > 0`),
  ],
);

/**
 * The birthday bonus given to a member in a Bangkok year (DESIGN §14: once a year in the birth month).
 * Inserted in the transaction of its earn, and the earn made only when the insert took: a run repeated
 * after a crash, or running in two processes at once, never gives a year's bonus twice. Its ledger entry
 * is the member's `earn` with the reference `birthday:<year>`.
 */
export const birthdayBonuses = pgTable(
  'birthday_bonuses',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    year: smallint('year').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.year] }),
    check('birthday_bonuses_points_positive', sql`${table.points} > 0`),
  ],
);
