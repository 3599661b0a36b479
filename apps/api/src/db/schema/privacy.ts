import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, quotedList } from './columns.js';
import { members, operators } from './identity.js';

/**
 * A member's PDPA request (DESIGN §16): a copy of their data (`export`) or the erasure of it
 * (`deletion`). The id is a random UUID, so one request's id tells nothing about another's.
 * An export is `pending` until its file is built, then `ready` until `expires_at`, then `expired`;
 * a deletion is `pending` until `erase_after`, then `completed` once the personal data is gone.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: PRIVACY_REQUEST_STATUSES }).notNull().default('pending'),
    /** The Bangkok day it was asked on: one export a day (DESIGN §16), held by the unique index below. */
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    /** PDPA s.30: answered within 30 days of the request. */
    dueAt: at('due_at').notNull(),
    /** A deletion's personal data is erased from this time on (`deletion_grace_days` after the request). */
    eraseAfter: at('erase_after'),
    /** The export's file in the private part of the file storage; never a public URL. */
    fileKey: text('file_key'),
    fileBytes: integer('file_bytes'),
    /** Until when the export's file can be downloaded (7 days after it was ready). */
    expiresAt: at('expires_at'),
    completedAt: at('completed_at'),
    /** The admin who carried it out ahead of time, or null when the programme's own jobs did. */
    processedBy: bigint('processed_by', { mode: 'number' }).references(() => operators.id),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's message (English, for operators); cleared when the request completes. */
    error: text('error'),
  },
  (table) => [
    check('privacy_requests_kind_known', sql`${table.kind} in (${quotedList(PRIVACY_REQUEST_KINDS)})`),
    check('privacy_requests_status_known', sql`${table.status} in (${quotedList(PRIVACY_REQUEST_STATUSES)})`),
    uniqueIndex('privacy_requests_one_export_a_day')
      .on(table.memberId, table.requestedOn)
      .where(sql`${table.kind} = 'export'`),
    // A member is erased once: a second deletion request answers the first.
    uniqueIndex('privacy_requests_one_deletion').on(table.memberId).where(sql`${table.kind} = 'deletion'`),
    index('privacy_requests_member_idx').on(table.memberId, table.createdAt),
    // The operators' queue by status, oldest due first; the jobs' sweep reads the pending ones.
    index('privacy_requests_status_due_idx').on(table.status, table.dueAt),
  ],
);
