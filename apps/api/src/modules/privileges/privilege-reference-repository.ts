import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import {
  partnerStores,
  partners,
  privilegeCategories,
  privilegeGroups,
  privilegeSubcategories,
  redemptions,
} from '../../db/schema.js';

export type CategoryRow = typeof privilegeCategories.$inferSelect;
export type SubcategoryRow = typeof privilegeSubcategories.$inferSelect;
export type GroupRow = typeof privilegeGroups.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
export type StoreRow = typeof partnerStores.$inferSelect;

export type ReferenceSort = 'sort' | 'name_en' | 'id';

export interface ReferenceQuery {
  page: number;
  limit: number;
  sort: { column: ReferenceSort; descending: boolean };
  q?: string | undefined;
}

interface NamedTable {
  id: PgColumn;
  nameEn: PgColumn;
  nameTh: PgColumn;
}

/** Paging, `q` over both names and the sort every reference list shares. */
async function selectPage<Row>(
  db: Executor,
  table: PgTable & NamedTable,
  query: ReferenceQuery,
  sortColumn: SQL,
  extra?: SQL,
): Promise<{ rows: Row[]; total: number }> {
  const pattern = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  const where = and(extra, pattern ? or(ilike(table.nameEn, pattern), ilike(table.nameTh, pattern)) : undefined);
  const columns: Record<ReferenceSort, SQL> = {
    sort: sortColumn,
    name_en: sql`lower(${table.nameEn})`,
    id: sql`${table.id}`,
  };
  const column = columns[query.sort.column];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(query.sort.descending ? desc(column) : asc(column), asc(table.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], total: counted?.total ?? 0 };
}

export function selectCategoryPage(db: Executor, query: ReferenceQuery) {
  return selectPage<CategoryRow>(db, privilegeCategories, query, sql`${privilegeCategories.sort}`);
}

export function selectSubcategoryPage(db: Executor, query: ReferenceQuery & { categoryId?: number | undefined }) {
  const extra = query.categoryId === undefined ? undefined : eq(privilegeSubcategories.categoryId, query.categoryId);
  return selectPage<SubcategoryRow>(db, privilegeSubcategories, query, sql`${privilegeSubcategories.sort}`, extra);
}

export function selectGroupPage(db: Executor, query: ReferenceQuery) {
  return selectPage<GroupRow>(db, privilegeGroups, query, sql`${privilegeGroups.id}`);
}

export function selectPartnerPage(db: Executor, query: ReferenceQuery) {
  return selectPage<PartnerRow>(db, partners, query, sql`${partners.id}`);
}

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(privilegeCategories).where(eq(privilegeCategories.id, id));
  return row;
}

export async function findSubcategory(db: Executor, id: number): Promise<SubcategoryRow | undefined> {
  const [row] = await db.select().from(privilegeSubcategories).where(eq(privilegeSubcategories.id, id));
  return row;
}

export async function findGroup(db: Executor, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(privilegeGroups).where(eq(privilegeGroups.id, id));
  return row;
}

export async function findPartner(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

/** The new category, or nothing when its code is taken (the unique index decides, race-free). */
export async function insertCategory(
  db: Executor,
  values: Omit<typeof privilegeCategories.$inferInsert, 'id'>,
): Promise<CategoryRow | undefined> {
  const [row] = await db.insert(privilegeCategories).values(values).onConflictDoNothing().returning();
  return row;
}

/** The category changed, or nothing when it is gone or its new code belongs to another. */
export async function updateCategory(
  db: Executor,
  id: number,
  values: Omit<typeof privilegeCategories.$inferInsert, 'id'>,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(privilegeCategories)
    .set(values)
    .where(
      and(
        eq(privilegeCategories.id, id),
        sql`not exists (select 1 from ${privilegeCategories} other where other.code = ${values.code} and other.id <> ${id})`,
      ),
    )
    .returning();
  return row;
}

export async function categoryCodeTaken(db: Executor, code: string, exceptId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: privilegeCategories.id })
    .from(privilegeCategories)
    .where(and(eq(privilegeCategories.code, code), sql`${privilegeCategories.id} <> ${exceptId}`));
  return row !== undefined;
}

export async function insertSubcategory(
  db: Executor,
  values: Omit<typeof privilegeSubcategories.$inferInsert, 'id'>,
): Promise<SubcategoryRow> {
  const [row] = await db.insert(privilegeSubcategories).values(values).returning();
  if (!row) throw new Error('The subcategory insert returned no row');
  return row;
}

export async function updateSubcategory(
  db: Executor,
  id: number,
  values: Omit<typeof privilegeSubcategories.$inferInsert, 'id'>,
): Promise<SubcategoryRow | undefined> {
  const [row] = await db
    .update(privilegeSubcategories)
    .set(values)
    .where(eq(privilegeSubcategories.id, id))
    .returning();
  return row;
}

export async function insertGroup(
  db: Executor,
  values: Omit<typeof privilegeGroups.$inferInsert, 'id'>,
): Promise<GroupRow> {
  const [row] = await db.insert(privilegeGroups).values(values).returning();
  if (!row) throw new Error('The group insert returned no row');
  return row;
}

export async function updateGroup(
  db: Executor,
  id: number,
  values: Omit<typeof privilegeGroups.$inferInsert, 'id'>,
): Promise<GroupRow | undefined> {
  const [row] = await db.update(privilegeGroups).set(values).where(eq(privilegeGroups.id, id)).returning();
  return row;
}

export async function insertPartner(
  db: Executor,
  values: Omit<typeof partners.$inferInsert, 'id'>,
): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('The partner insert returned no row');
  return row;
}

/** The partner locked while its stores are replaced, so two edits of one partner queue. */
export async function lockPartner(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).for('update');
  return row;
}

export async function updatePartner(
  db: Executor,
  id: number,
  values: Omit<typeof partners.$inferInsert, 'id'>,
): Promise<PartnerRow | undefined> {
  const [row] = await db.update(partners).set(values).where(eq(partners.id, id)).returning();
  return row;
}

export async function storesOf(db: Executor, partnerIds: number[]): Promise<StoreRow[]> {
  if (partnerIds.length === 0) return [];
  return db
    .select()
    .from(partnerStores)
    .where(inArray(partnerStores.partnerId, partnerIds))
    .orderBy(asc(partnerStores.id));
}

/** Store codes among `codes` held by stores other than `exceptIds` (codes are unique across partners). */
export async function storeCodesTaken(db: Executor, codes: string[], exceptIds: number[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: partnerStores.code })
    .from(partnerStores)
    .where(
      and(
        inArray(partnerStores.code, codes),
        exceptIds.length === 0 ? undefined : sql`${partnerStores.id} not in ${exceptIds}`,
      ),
    );
  return rows.map((row) => row.code);
}

/** Of `storeIds`, those a redemption was used at (they stay: the history names them). */
export async function storesWithRedemptions(db: Executor, storeIds: number[]): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: redemptions.usedStoreId })
    .from(redemptions)
    .where(inArray(redemptions.usedStoreId, storeIds));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

export async function deleteStores(db: Executor, storeIds: number[]): Promise<void> {
  if (storeIds.length === 0) return;
  await db.delete(partnerStores).where(inArray(partnerStores.id, storeIds));
}

/**
 * Frees the codes of the stores about to be rewritten, so two stores may swap codes in one edit without
 * meeting the unique index halfway.
 */
export async function parkStoreCodes(db: Executor, storeIds: number[]): Promise<void> {
  if (storeIds.length === 0) return;
  await db
    .update(partnerStores)
    .set({ code: sql`'~' || ${partnerStores.id}` })
    .where(inArray(partnerStores.id, storeIds));
}

export async function updateStore(
  db: Executor,
  id: number,
  values: { code: string; nameEn: string; nameTh: string },
): Promise<void> {
  await db.update(partnerStores).set(values).where(eq(partnerStores.id, id));
}

export async function insertStores(
  db: Executor,
  stores: { partnerId: number; code: string; nameEn: string; nameTh: string }[],
): Promise<void> {
  if (stores.length === 0) return;
  await db.insert(partnerStores).values(stores);
}
