import { type FieldMessageKey, fieldError } from '@loyalty/contracts';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { flashSales, privilegeCategories, privileges, tiers } from '../../db/schema.js';
import { forgetCataloguePages } from './catalogue-service.js';

/** One privilege as an operator reviews it, with its current or next flash sale if any. */
export interface CatalogueAdminRow {
  id: number;
  categoryCode: string;
  titleEn: string;
  kind: string;
  pointCost: number;
  stockTotal: number;
  stockUsed: number;
  perMemberLimit: number;
  minTierCode: string | null;
  endsAt: Date;
  flashSale: FlashSaleRow | null;
}

export type FlashSaleRow = typeof flashSales.$inferSelect;
export type PrivilegeRow = typeof privileges.$inferSelect;

function refused(field: string, key: FieldMessageKey, values: Record<string, unknown> = {}): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key, values)] });
}

/** Flash sales not over yet, the earliest first, one per privilege. */
async function comingFlashSales(db: Executor, now: Date): Promise<Map<number, FlashSaleRow>> {
  const rows = await db
    .select()
    .from(flashSales)
    .where(gt(flashSales.endsAt, now))
    .orderBy(asc(flashSales.startsAt), asc(flashSales.id));
  const byPrivilege = new Map<number, FlashSaleRow>();
  for (const row of rows) if (!byPrivilege.has(row.privilegeId)) byPrivilege.set(row.privilegeId, row);
  return byPrivilege;
}

/** The catalogue in display order, optionally one category's. */
export async function listCatalogueForOperators(
  db: Executor,
  filter: { categoryId?: number },
  now = new Date(),
): Promise<CatalogueAdminRow[]> {
  const rows = await db
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
    .where(filter.categoryId === undefined ? undefined : eq(privileges.categoryId, filter.categoryId))
    .orderBy(asc(privilegeCategories.sort), asc(privileges.sort), asc(privileges.id));
  const sales = await comingFlashSales(db, now);
  return rows.map((row) => ({ ...row, flashSale: sales.get(row.id) ?? null }));
}

async function lockPrivilege(tx: Executor, privilegeId: number): Promise<PrivilegeRow> {
  const [row] = await tx.select().from(privileges).where(eq(privileges.id, privilegeId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Adds `amount` (negative to withdraw) to a privilege's stock under its row lock, the same lock
 * redemptions take, so a concurrent redemption can never be left beyond the new total. The process's
 * kept catalogue pages are forgotten after the commit; API processes other than the caller (the
 * operator CLI runs on its own) show the new stock within CATALOGUE_PAGE_TTL_MS.
 */
export async function changePrivilegeStock(orm: Orm, privilegeId: number, amount: number): Promise<PrivilegeRow> {
  const changed = await orm.transaction(async (tx) => {
    const current = await lockPrivilege(tx, privilegeId);
    const total = current.stockTotal + amount;
    if (total < current.stockUsed) {
      throw refused('add', 'stockBelowRedeemed', { total, used: current.stockUsed });
    }
    const [updated] = await tx
      .update(privileges)
      .set({ stockTotal: sql`${privileges.stockTotal} + ${amount}` })
      .where(eq(privileges.id, privilegeId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  });
  forgetCataloguePages(orm);
  return changed;
}

export interface NewFlashSale {
  privilegeId: number;
  pointCost: number;
  stockTotal: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Opens a flash-sale window with its own price and stock. The window must end in the future, lie
 * inside the privilege's own window and not overlap another of its flash sales (a member could not
 * tell which price applies); the price must undercut the normal one. Kept catalogue pages are
 * forgotten after the commit, as for a stock change.
 */
export async function createFlashSale(orm: Orm, sale: NewFlashSale, now = new Date()): Promise<FlashSaleRow> {
  if (sale.endsAt.getTime() <= sale.startsAt.getTime()) throw refused('hours', 'windowEndsBeforeStart');
  if (sale.endsAt.getTime() <= now.getTime()) throw refused('starts', 'windowOver');
  if (sale.stockTotal < 1) throw refused('stock', 'flashSaleStock');
  const created = await orm.transaction(async (tx) => {
    const privilege = await lockPrivilege(tx, sale.privilegeId);
    if (sale.pointCost < 0 || sale.pointCost >= privilege.pointCost) {
      throw refused('price', 'flashSalePrice', { price: privilege.pointCost });
    }
    if (sale.startsAt < privilege.startsAt || sale.endsAt > privilege.endsAt) {
      throw refused('starts', 'windowOutsidePrivilege');
    }
    const [overlapping] = await tx
      .select({ id: flashSales.id })
      .from(flashSales)
      .where(
        and(
          eq(flashSales.privilegeId, sale.privilegeId),
          lt(flashSales.startsAt, sale.endsAt),
          gt(flashSales.endsAt, sale.startsAt),
        ),
      );
    if (overlapping) throw refused('starts', 'windowOverlaps', { id: overlapping.id });
    const [inserted] = await tx.insert(flashSales).values(sale).returning();
    if (!inserted) throw new AppError('NOT_FOUND');
    return inserted;
  });
  forgetCataloguePages(orm);
  return created;
}
