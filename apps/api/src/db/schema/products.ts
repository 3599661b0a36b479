import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { partners } from './privileges.js';

/**
 * The kinds of group products (SPEC §2 `{product}`): data, not code (DESIGN §6). Seeded with `company`
 * and `brand`; `code` is the path segment (`/company`) and `controller` the API's (`Company/GetCompanyList`).
 */
export const productKinds = pgTable('product_kinds', {
  code: text('code').primaryKey(),
  controller: text('controller').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A group company or brand (DESIGN §12). The privileges it offers are those of its partner, so an
 * operator links a company once rather than every privilege.
 */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind')
      .notNull()
      .references(() => productKinds.code),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    logoUrl: text('logo_url').notNull(),
    coverUrl: text('cover_url').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    categoryEn: text('category_en').notNull(),
    categoryTh: text('category_th').notNull(),
    website: text('website'),
    lineOa: text('line_oa'),
    partnerId: bigint('partner_id', { mode: 'number' }).references(() => partners.id),
    isPublished: boolean('is_published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('products_kind_sort_idx').on(table.kind, table.sort, table.id).where(sql`${table.isPublished}`),
    index('products_partner_idx').on(table.partnerId),
    // Search by name in either language; Thai has no spaces, so trigrams rather than words.
    index('products_name_en_trgm_idx').using('gin', sql`${table.nameEn} gin_trgm_ops`),
    index('products_name_th_trgm_idx').using('gin', sql`${table.nameTh} gin_trgm_ops`),
  ],
);

/** A branch of a company or brand: where it is and a link that opens it on a map. */
export const productBranches = pgTable(
  'product_branches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    addressEn: text('address_en').notNull(),
    addressTh: text('address_th').notNull(),
    mapUrl: text('map_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('product_branches_product_idx').on(table.productId, table.sort)],
);
