import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, quotedList } from './columns.js';
import { members } from './identity.js';
import { pointLedger, tiers } from './points.js';

/** DESIGN §6 redemption kinds: used at a store, a partner's code revealed, or a reward shipped. */
export const REDEMPTION_KINDS = ['ecoupon', 'partner_code', 'physical'] as const;

/** Where a redemption stands; a physical reward moves through the DESIGN §6 tracking statuses. */
export const REDEMPTION_STATUSES = ['issued', 'used', 'ordered', 'packed', 'shipped', 'delivered'] as const;

export const privilegeCategories = pgTable('privilege_categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  iconUrl: text('icon_url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const privilegeSubcategories = pgTable(
  'privilege_subcategories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => privilegeCategories.id),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('privilege_subcategories_category_idx').on(table.categoryId, table.sort)],
);

/** Curated groups of privileges (GetGroupCategoryList). */
export const privilegeGroups = pgTable('privilege_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  imageUrl: text('image_url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The businesses behind privileges; a store code is valid for the privileges of its partner. */
export const partners = pgTable('partners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  logoUrl: text('logo_url').notNull(),
});

/** A partner's branch with the code the member types at the counter (CheckMerchant). */
export const partnerStores = pgTable(
  'partner_stores',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id),
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
  },
  (table) => [index('partner_stores_partner_idx').on(table.partnerId)],
);

/**
 * A privilege (DESIGN §6): point cost, stock, per-member limit, validity window and, for exclusive
 * privileges, the lowest tier allowed. `stock_used` only moves under a row lock together with a
 * redemption, and can never pass `stock_total`.
 */
export const privileges = pgTable(
  'privileges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => privilegeCategories.id),
    subcategoryId: bigint('subcategory_id', { mode: 'number' }).references(() => privilegeSubcategories.id),
    groupId: bigint('group_id', { mode: 'number' }).references(() => privilegeGroups.id),
    partnerId: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => partners.id),
    kind: text('kind', { enum: REDEMPTION_KINDS }).notNull(),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    /**
     * Both titles lower-cased, one a line: the back-office search matches it with LIKE. ILIKE lower-cased
     * every Thai title per search, and the planner, not counting that cost, scanned instead of using the
     * trigram index (11 ms against 1.3 ms at 10,000 privileges; decision 032).
     */
    titleSearch: text('title_search').generatedAlwaysAs(sql`lower(title_en) || chr(10) || lower(title_th)`),
    descriptionEn: text('description_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    conditionsEn: text('conditions_en').notNull(),
    conditionsTh: text('conditions_th').notNull(),
    imageUrl: text('image_url').notNull(),
    pointCost: integer('point_cost').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockUsed: integer('stock_used').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    minTierId: smallint('min_tier_id').references(() => tiers.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** How long an issued coupon stays usable after redemption. */
    couponValidDays: integer('coupon_valid_days').notNull().default(30),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('privileges_category_idx').on(table.categoryId, table.subcategoryId, table.sort),
    index('privileges_group_idx').on(table.groupId, table.sort),
    // Search joins partners by name, and a partner's privileges are looked up by it.
    index('privileges_partner_id_idx').on(table.partnerId),
    index('privileges_window_idx').on(table.startsAt, table.endsAt),
    // The exclusive list reads the few privileges with a minimum tier, tier by tier, in catalogue order:
    // without it each tier scanned the whole catalogue (27 ms at 10,000 privileges, 1 ms with it).
    index('privileges_min_tier_idx')
      .on(table.minTierId, table.sort, table.id)
      .where(sql`${table.minTierId} is not null`),
    // Thai has no spaces between words, so search matches by trigrams on both languages' titles.
    index('privileges_title_en_trgm_idx').using('gin', sql`${table.titleEn} gin_trgm_ops`),
    index('privileges_title_th_trgm_idx').using('gin', sql`${table.titleTh} gin_trgm_ops`),
    index('privileges_title_search_trgm_idx').using('gin', sql`${table.titleSearch} gin_trgm_ops`),
    // The back-office list by title reads this in order instead of sorting the catalogue per page; the
    // title itself is in it so PostgreSQL answers from the index alone (it does not see `lower(title_en)`
    // as a column it holds).
    index('privileges_title_en_order_idx').on(sql`lower(${table.titleEn})`, table.id.desc(), table.titleEn),
    check('privileges_kind_known', sql`${table.kind} in (${quotedList(REDEMPTION_KINDS)})`),
    check('privileges_stock_within_total', sql`${table.stockUsed} >= 0 and ${table.stockUsed} <= ${table.stockTotal}`),
    check('privileges_cost_not_negative', sql`${table.pointCost} >= 0 and ${table.perMemberLimit} >= 1`),
    check('privileges_window', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A flash-sale window of a privilege, with its own price and its own stock (DESIGN §6). */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    privilegeId: bigint('privilege_id', { mode: 'number' })
      .notNull()
      .references(() => privileges.id),
    pointCost: integer('point_cost').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockUsed: integer('stock_used').notNull().default(0),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('flash_sales_window_idx').on(table.endsAt, table.startsAt),
    index('flash_sales_privilege_idx').on(table.privilegeId),
    check('flash_sales_stock_within_total', sql`${table.stockUsed} >= 0 and ${table.stockUsed} <= ${table.stockTotal}`),
    check('flash_sales_window', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const privilegeFavourites = pgTable(
  'privilege_favorites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    privilegeId: bigint('privilege_id', { mode: 'number' })
      .notNull()
      .references(() => privileges.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.privilegeId] })],
);

/**
 * One redeemed privilege: the points it cost (through `entry_id` in the ledger), the coupon it issued,
 * and for physical rewards the shipping address as it was at redemption time.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    privilegeId: bigint('privilege_id', { mode: 'number' })
      .notNull()
      .references(() => privileges.id),
    flashSaleId: bigint('flash_sale_id', { mode: 'number' }).references(() => flashSales.id),
    kind: text('kind', { enum: REDEMPTION_KINDS }).notNull(),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull(),
    pointsSpent: integer('points_spent').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => pointLedger.id),
    /** The member-facing coupon number shown as QR and barcode. */
    couponCode: text('coupon_code').notNull().unique(),
    /** The partner's own code, revealed by ShowCouponCode. */
    partnerCode: text('partner_code'),
    partnerCodeShownAt: at('partner_code_shown_at'),
    expiresAt: at('expires_at'),
    usedAt: at('used_at'),
    usedStoreId: bigint('used_store_id', { mode: 'number' }).references(() => partnerStores.id),
    shippingAddress: jsonb('shipping_address'),
    createdAt: createdAt(),
  },
  (table) => [
    index('redemptions_member_created_idx').on(table.memberId, table.createdAt),
    index('redemptions_member_privilege_idx').on(table.memberId, table.privilegeId),
    // The back-office dashboard's "redemptions in 30 days".
    index('redemptions_created_idx').on(table.createdAt),
    // The packing queue (shipments not yet delivered, oldest first) and the dashboard's open count.
    index('redemptions_open_shipments_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.kind} = 'physical' and ${table.status} in ('ordered', 'packed', 'shipped')`),
    uniqueIndex('redemptions_entry_key').on(table.entryId),
    check('redemptions_status_known', sql`${table.status} in (${quotedList(REDEMPTION_STATUSES)})`),
  ],
);

/** Partner codes loaded for a partner_code privilege; each is handed to exactly one redemption. */
export const partnerCodes = pgTable(
  'partner_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    privilegeId: bigint('privilege_id', { mode: 'number' })
      .notNull()
      .references(() => privileges.id),
    code: text('code').notNull(),
    redemptionId: bigint('redemption_id', { mode: 'number' }).references(() => redemptions.id),
  },
  (table) => [
    uniqueIndex('partner_codes_privilege_code_key').on(table.privilegeId, table.code),
    uniqueIndex('partner_codes_redemption_key').on(table.redemptionId),
    index('partner_codes_free_idx').on(table.privilegeId, table.id).where(sql`${table.redemptionId} is null`),
  ],
);

/** Every step of a physical reward's journey (ordered, packed, shipped, delivered), with the carrier. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    redemptionId: bigint('redemption_id', { mode: 'number' })
      .notNull()
      .references(() => redemptions.id),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shipment_events_redemption_status_key').on(table.redemptionId, table.status)],
);
