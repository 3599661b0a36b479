import { RECEIPT_REJECT_REASONS, RECEIPT_STATUSES } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { members, operators } from './identity.js';
import { jobs } from './jobs.js';
import { pointLedger } from './points.js';
import { partnerStores } from './privileges.js';
import { products } from './products.js';

export const CODE_KINDS = ['promo', 'scan'] as const;

/**
 * A batch of generated codes (DESIGN §11 codes): `count` single-use codes `PREFIX-XXXXXXXXXX`, made in
 * one job; its codes point back to it (`point_codes.batch_id`), which is how a resumed job counts them.
 */
export const codeBatches = pgTable('code_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: CODE_KINDS }).notNull(),
  prefix: text('prefix').notNull(),
  count: integer('count').notNull(),
  points: integer('points').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  jobId: uuid('job_id').references(() => jobs.id),
  /** The group company the batch is for (decision 063); null is the whole group. Its codes carry it too. */
  companyId: bigint('company_id', { mode: 'number' }).references(() => products.id),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
  createdAt: createdAt(),
});

/**
 * Promo and scanned codes (DESIGN §6 earning): own points, one use per member, an optional total-use
 * cap and a validity window. `code` is stored upper-case; `used_count` only moves together with a
 * `code_uses` row, under a row lock on the code.
 */
export const pointCodes = pgTable(
  'point_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: CODE_KINDS }).notNull(),
    points: integer('points').notNull(),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** The generated batch it belongs to (`code_batches`), null for a code made alone. */
    batchId: bigint('batch_id', { mode: 'number' }).references(() => codeBatches.id),
    /** The group company the code is for (decision 063), its batch's for a batch code; null is the whole group. */
    companyId: bigint('company_id', { mode: 'number' }).references(() => products.id),
    /** An operator stopped it: members get CODE_INVALID from then on, its uses stay. */
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('point_codes_batch_idx').on(table.batchId),
    index('point_codes_company_idx').on(table.companyId),
    check('point_codes_points_positive', sql`${table.points} > 0`),
    check('point_codes_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('point_codes_within_cap', sql`${table.maxUses} is null or ${table.usedCount} <= ${table.maxUses}`),
  ],
);

/** Who used which code; the primary key is the "once per member" rule. */
export const pointCodeUses = pgTable(
  'point_code_uses',
  {
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => pointCodes.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => pointLedger.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.memberId] })],
);

/** Articles with a reading reward (DESIGN §6): texts in both languages, HTML sanitised when served. */
export const articles = pgTable(
  'articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryTh: text('summary_th').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyTh: text('body_th').notNull(),
    imageUrl: text('image_url').notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    minReadSeconds: integer('min_read_seconds').notNull().default(30),
    publishedAt: at('published_at').notNull(),
    /** When members stop seeing the article (DESIGN §11 publish window); open-ended when null. */
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('articles_published_idx').on(table.publishedAt),
    check('articles_reward_not_negative', sql`${table.rewardPoints} >= 0 and ${table.minReadSeconds} >= 0`),
    check('articles_window_order', sql`${table.endsAt} is null or ${table.endsAt} > ${table.publishedAt}`),
  ],
);

/**
 * When a member first opened an article, and the reward entry once earned: the primary key keeps one
 * row per member and article, so the reward can be earned once.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => articles.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    firstOpenedAt: at('first_opened_at').notNull().defaultNow(),
    rewardEntryId: bigint('reward_entry_id', { mode: 'number' }).references(() => pointLedger.id),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.memberId] }),
    index('article_reads_member_idx').on(table.memberId),
  ],
);

/**
 * Uploaded receipts awaiting review (DESIGN §6 receipt upload). The file lives in the file store under
 * `file_key`; approval records the amount and the earn entry, rejection the reason.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** sha256 of the file (hex), computed at upload: equal hashes flag a receipt as a duplicate (DESIGN §11). */
    fileHash: text('file_hash'),
    /**
     * A JPEG copy for operators' browsers, which cannot show a HEIC photo: made by the `receipt-view`
     * job (`view_job_id`) after the upload; null until it is, and for files browsers show as they are.
     */
    viewFileKey: text('view_file_key'),
    viewJobId: uuid('view_job_id').references(() => jobs.id),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('pending'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    points: integer('points'),
    /** What the operator read on the receipt at approval: its store, number and purchase date. */
    storeId: bigint('store_id', { mode: 'number' }).references(() => partnerStores.id),
    receiptNo: text('receipt_no'),
    purchasedOn: date('purchased_on', { mode: 'string' }),
    /** The preset reason picked at rejection (`other` for the operator's own words). */
    rejectReasonCode: text('reject_reason_code', { enum: RECEIPT_REJECT_REASONS }),
    rejectReasonEn: text('reject_reason_en'),
    rejectReasonTh: text('reject_reason_th'),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => pointLedger.id),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('receipts_member_created_idx').on(table.memberId, table.createdAt),
    index('receipts_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex('receipts_entry_key').on(table.entryId),
    index('receipts_file_hash_idx').on(table.fileHash, table.id),
    uniqueIndex('receipts_view_job_key').on(table.viewJobId),
    // One approval per printed receipt (DESIGN §13's one receipt number per store), race-free.
    uniqueIndex('receipts_approved_store_receipt_key')
      .on(table.storeId, table.receiptNo)
      .where(sql`${table.status} = 'approved'`),
    check('receipts_status_known', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
