import { ADJUSTMENT_REASON_CATEGORIES, ADJUSTMENT_STATUSES } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { members, operators } from './identity.js';
import { pointLedger } from './points.js';

/**
 * Operators' point corrections under maker-checker (DESIGN §11). A row is made `pending` or, within the
 * threshold by an admin, `approved` at once; a decision is taken once (the status leaves `pending` under
 * a row lock) and an approval names the ledger entry it wrote. Its maker may withdraw it while pending.
 */
export const pointAdjustments = pgTable(
  'point_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    points: integer('points').notNull(),
    reasonEn: text('reason_en').notNull(),
    reasonTh: text('reason_th').notNull(),
    reasonCategory: text('reason_category', { enum: ADJUSTMENT_REASON_CATEGORIES }).notNull().default('other'),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull(),
    madeBy: bigint('made_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: at('decided_at'),
    rejectReason: text('reject_reason'),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => pointLedger.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('point_adjustments_status_created_idx').on(table.status, table.createdAt),
    index('point_adjustments_member_idx').on(table.memberId),
    uniqueIndex('point_adjustments_entry_key').on(table.entryId),
    check('point_adjustments_points_not_zero', sql`${table.points} <> 0`),
    check('point_adjustments_status_known', sql`${table.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    check(
      'point_adjustments_reason_category_known',
      sql`${table.reasonCategory} in ('goodwill', 'correction', 'compensation', 'promotion', 'other')`,
    ),
    // Maker-checker's last guard: whoever approves is never the maker (an admin's own small one has no checker).
    check(
      'point_adjustments_checker_not_maker',
      sql`${table.status} <> 'approved' or ${table.decidedBy} is distinct from ${table.madeBy}`,
    ),
    // An approved adjustment moved points, so it names its entry; the others moved nothing.
    check(
      'point_adjustments_entry_when_approved',
      sql`(${table.status} = 'approved') = (${table.entryId} is not null)`,
    ),
  ],
);
