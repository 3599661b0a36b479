import { IMPORT_KINDS, IMPORT_OUTCOMES, IMPORT_STATES, JOB_STATES, type JobError } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pointAdjustments } from './adjustments.js';
import { cardTemplates } from './cards.js';
import { at, createdAt } from './columns.js';
import { members, operators } from './identity.js';
import { privileges } from './privileges.js';

/**
 * Long back-office work (code batches, bulk imports) as operators see it: its state and progress
 * (`done` of `total`), and the last failure. pg-boss (its own `pgboss` schema) carries the work between
 * processes and retries it; this row is what the console reads and what a restarted process resumes.
 */
export const jobs = pgTable(
  'jobs',
  {
    /** Also the pg-boss job's id, so sending a job twice enqueues it once. */
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's code (JOB_ERRORS), never a fault's own message. */
    error: text('error').$type<JobError>(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('jobs_unfinished_idx').on(table.createdAt).where(sql`${table.state} in ('queued', 'running')`),
    check('jobs_progress', sql`${table.done} >= 0 and ${table.done} <= ${table.total}`),
  ],
);

/**
 * A bulk import (partner codes of a privilege, cards to a member list): the dry run stores every line
 * with its outcome and changes nothing else; executing applies the `ok` lines once, however often it
 * is asked (the state moves from `reviewed` under a row lock).
 */
export const bulkImports = pgTable('bulk_imports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
  state: text('state', { enum: IMPORT_STATES }).notNull().default('reviewed'),
  privilegeId: bigint('privilege_id', { mode: 'number' }).references(() => privileges.id),
  templateId: bigint('template_id', { mode: 'number' }).references(() => cardTemplates.id),
  expiresAt: at('expires_at'),
  applied: integer('applied').notNull().default(0),
  jobId: uuid('job_id').references(() => jobs.id),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
  createdAt: createdAt(),
  executedAt: at('executed_at'),
  /** The admin who executed it: the maker of a point-adjustment import's adjustments, named by their audit rows. */
  executedBy: bigint('executed_by', { mode: 'number' }).references(() => operators.id),
});

export const bulkImportLines = pgTable(
  'bulk_import_lines',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => bulkImports.id),
    lineNo: integer('line_no').notNull(),
    value: text('value').notNull(),
    outcome: text('outcome', { enum: IMPORT_OUTCOMES }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    appliedAt: at('applied_at'),
    /** A point-adjustment line's points (signed), reason category and note, as the dry run read them. */
    points: integer('points'),
    reasonCategory: text('reason_category'),
    note: text('note'),
    /** The adjustment a point-adjustment line made: one line, one adjustment, once (the unique index). */
    adjustmentId: bigint('adjustment_id', { mode: 'number' }).references(() => pointAdjustments.id),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.lineNo] }),
    uniqueIndex('bulk_import_lines_adjustment_key').on(table.adjustmentId),
    index('bulk_import_lines_pending_idx')
      .on(table.importId, table.lineNo)
      .where(sql`${table.outcome} = 'ok' and ${table.appliedAt} is null`),
  ],
);
