import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  like,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyScope, partnerColumnInScope } from '../../db/company-scope.js';
import { likeLiteral } from '../../db/like.js';
import { flashSales, partners, privilegeCategories, privileges, tiers } from '../../db/schema.js';

export type PrivilegeRow = typeof privileges.$inferSelect;
export type FlashSaleRow = typeof flashSales.$inferSelect;
/** What an operator writes of a privilege: everything but its stock, which the stock repository moves. */
export type PrivilegeFieldsRow = Omit<typeof privileges.$inferInsert, 'id' | 'stockTotal' | 'stockUsed' | 'createdAt'>;

/** A privilege with the names an operator reads beside it. */
export interface AdminPrivilegeRow extends Omit<PrivilegeRow, 'titleSearch'> {
  categoryNameEn: string;
  categoryNameTh: string;
  partnerNameEn: string;
  partnerNameTh: string;
  minTierCode: string | null;
}

export type AdminPrivilegeSort = 'id' | 'title_en' | 'point_cost' | 'stock_left' | 'starts_at' | 'ends_at' | 'sort';

export interface AdminPrivilegeQuery {
  page: number;
  limit: number;
  sort: { column: AdminPrivilegeSort; descending: boolean };
  q?: string | undefined;
  categoryId?: number | undefined;
  groupId?: number | undefined;
  partnerId?: number | undefined;
  state?: 'upcoming' | 'active' | 'ended' | undefined;
  stock?: 'available' | 'sold_out' | undefined;
  companies: CompanyScope;
  now: Date;
}

const SORT_COLUMNS: Record<AdminPrivilegeSort, SQL | typeof privileges.id> = {
  id: privileges.id,
  title_en: sql`lower(${privileges.titleEn})`,
  point_cost: sql`${privileges.pointCost}`,
  stock_left: sql`${privileges.stockTotal} - ${privileges.stockUsed}`,
  starts_at: sql`${privileges.startsAt}`,
  ends_at: sql`${privileges.endsAt}`,
  sort: sql`${privileges.sort}`,
};

/** Every column of the privilege but its search text, and the names an operator reads beside it, in one flat row. */
const { titleSearch: _titleSearch, ...privilegeColumns } = getTableColumns(privileges);
const adminColumns = {
  ...privilegeColumns,
  categoryNameEn: privilegeCategories.nameEn,
  categoryNameTh: privilegeCategories.nameTh,
  partnerNameEn: partners.nameEn,
  partnerNameTh: partners.nameTh,
  minTierCode: tiers.code,
};

function filterOf(query: AdminPrivilegeQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    partnerColumnInScope(privileges.partnerId, query.companies),
    query.categoryId === undefined ? undefined : eq(privileges.categoryId, query.categoryId),
    query.groupId === undefined ? undefined : eq(privileges.groupId, query.groupId),
    query.partnerId === undefined ? undefined : eq(privileges.partnerId, query.partnerId),
  ];
  if (query.q) {
    // Lower-cased by PostgreSQL, as the stored titles are, so both sides fold case the same way.
    conditions.push(like(privileges.titleSearch, sql`lower(${`%${likeLiteral(query.q)}%`})`));
  }
  if (query.state === 'upcoming') conditions.push(gt(privileges.startsAt, query.now));
  if (query.state === 'active') conditions.push(lte(privileges.startsAt, query.now), gt(privileges.endsAt, query.now));
  if (query.state === 'ended') conditions.push(lte(privileges.endsAt, query.now));
  if (query.stock === 'available') conditions.push(lt(privileges.stockUsed, privileges.stockTotal));
  if (query.stock === 'sold_out') conditions.push(gte(privileges.stockUsed, privileges.stockTotal));
  return and(...conditions);
}

/** The privileges with the names an operator reads beside them, one flat row each. */
function adminRowsOf(db: Executor) {
  return db
    .select(adminColumns)
    .from(privileges)
    .innerJoin(privilegeCategories, eq(privilegeCategories.id, privileges.categoryId))
    .innerJoin(partners, eq(partners.id, privileges.partnerId))
    .leftJoin(tiers, eq(tiers.id, privileges.minTierId));
}

/**
 * One page of the catalogue as operators filter it, with the total the filter matches. The page's ids
 * are chosen from the privileges alone and only those rows are read whole: sorting whole rows spilled
 * to disk past a few thousand matches (18 ms against 1.3 ms for page 172 of 10,000; decision 032).
 */
export async function selectAdminPrivilegePage(
  db: Executor,
  query: AdminPrivilegeQuery,
): Promise<{ rows: AdminPrivilegeRow[]; total: number }> {
  const where = filterOf(query);
  const column = SORT_COLUMNS[query.sort.column];
  const order = [query.sort.descending ? desc(column) : asc(column), desc(privileges.id)];
  const page = db
    .select({ id: privileges.id })
    .from(privileges)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [rows, [counted]] = await Promise.all([
    adminRowsOf(db)
      .where(inArray(privileges.id, page))
      .orderBy(...order),
    db.select({ total: count() }).from(privileges).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Whether the privilege exists and is of the operator's companies (its partner is one of theirs,
 * decision 063): the one check every privilege write and read by id makes, so another company's is as missing.
 */
export async function isPrivilegeInScope(db: Executor, privilegeId: number, scope: CompanyScope): Promise<boolean> {
  const [row] = await db
    .select({ id: privileges.id })
    .from(privileges)
    .where(and(eq(privileges.id, privilegeId), partnerColumnInScope(privileges.partnerId, scope)));
  return row !== undefined;
}

export async function findAdminPrivilege(db: Executor, privilegeId: number): Promise<AdminPrivilegeRow | undefined> {
  const [row] = await adminRowsOf(db).where(eq(privileges.id, privilegeId));
  return row;
}

export async function insertPrivilege(
  db: Executor,
  fields: PrivilegeFieldsRow & { stockTotal: number },
): Promise<PrivilegeRow> {
  const [row] = await db.insert(privileges).values(fields).returning();
  if (!row) throw new Error('The privilege insert returned no row');
  return row;
}

/** Replaces what members see of a privilege; its stock is left alone. */
export async function updatePrivilegeFields(
  db: Executor,
  privilegeId: number,
  fields: PrivilegeFieldsRow,
): Promise<PrivilegeRow | undefined> {
  const [row] = await db.update(privileges).set(fields).where(eq(privileges.id, privilegeId)).returning();
  return row;
}

/** A flash sale of the privilege that a window `[startsAt, endsAt]` would no longer hold, if any. */
export async function findFlashSaleOutside(
  db: Executor,
  window: { privilegeId: number; startsAt: Date; endsAt: Date },
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: flashSales.id })
    .from(flashSales)
    .where(
      and(
        eq(flashSales.privilegeId, window.privilegeId),
        or(lt(flashSales.startsAt, window.startsAt), gt(flashSales.endsAt, window.endsAt)),
      ),
    )
    .limit(1);
  return row;
}

export async function selectFlashSalesOf(
  db: Executor,
  privilegeId: number,
  paging: { page: number; limit: number },
): Promise<{ rows: FlashSaleRow[]; total: number }> {
  const where = eq(flashSales.privilegeId, privilegeId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(flashSales)
      .where(where)
      .orderBy(desc(flashSales.startsAt), desc(flashSales.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(flashSales).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Flash sales not over yet, the earliest first (the CLI's listing shows each privilege's first). */
export async function selectComingFlashSales(db: Executor, now: Date): Promise<FlashSaleRow[]> {
  return db
    .select()
    .from(flashSales)
    .where(gt(flashSales.endsAt, now))
    .orderBy(asc(flashSales.startsAt), asc(flashSales.id));
}

/** The whole catalogue in display order (the operator CLI's listing), optionally one category's. */
export async function selectCatalogueInOrder(db: Executor, categoryId: number | undefined) {
  return db
    .select({
      id: privileges.id,
      categoryCode: privilegeCategories.code,
      titleEn: privileges.titleEn,
      kind: privileges.kind,
      pointCost: privileges.pointCost,
      stockTotal: privileges.stockTotal,
      stockUsed: privileges.stockUsed,
      perMemberLimit: privileges.perMemberLimit,
      minTierCode: tiers.code,
      endsAt: privileges.endsAt,
    })
    .from(privileges)
    .innerJoin(privilegeCategories, eq(privilegeCategories.id, privileges.categoryId))
    .leftJoin(tiers, eq(tiers.id, privileges.minTierId))
    .where(categoryId === undefined ? undefined : eq(privileges.categoryId, categoryId))
    .orderBy(asc(privilegeCategories.sort), asc(privileges.sort), asc(privileges.id));
}

/** Sets the privilege's picture under its row lock; answers the URL it replaced, or undefined when there is no such privilege. */
export async function replacePrivilegeImage(
  db: Executor,
  privilegeId: number,
  imageUrl: string,
): Promise<{ previousUrl: string } | undefined> {
  const [current] = await db
    .select({ imageUrl: privileges.imageUrl })
    .from(privileges)
    .where(eq(privileges.id, privilegeId))
    .for('no key update');
  if (!current) return undefined;
  await db.update(privileges).set({ imageUrl }).where(eq(privileges.id, privilegeId));
  return { previousUrl: current.imageUrl };
}
