import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { flashSales, privileges } from '../../db/schema.js';

/**
 * The one place stock moves (DESIGN §6: never oversold): a redemption takes a unit of a privilege's or a
 * flash sale's stock, an operator adds or withdraws a privilege's, opens a flash sale with its own stock
 * or removes one not started. Every change is one guarded statement; callers hold the row lock.
 */

export type PrivilegeRow = typeof privileges.$inferSelect;
export type FlashSaleRow = typeof flashSales.$inferSelect;
export type NewFlashSaleRow = Pick<
  typeof flashSales.$inferInsert,
  'privilegeId' | 'pointCost' | 'stockTotal' | 'startsAt' | 'endsAt'
>;

/** The privilege locked FOR UPDATE: what an operator's stock or flash-sale change queues on. */
export async function lockPrivilegeStock(db: Executor, privilegeId: number): Promise<PrivilegeRow | undefined> {
  const [row] = await db.select().from(privileges).where(eq(privileges.id, privilegeId)).for('update');
  return row;
}

/** Takes one unit of stock; false when none is left (the guard holds even without the row lock). */
export async function takePrivilegeStock(db: Executor, privilegeId: number): Promise<boolean> {
  const taken = await db
    .update(privileges)
    .set({ stockUsed: sql`${privileges.stockUsed} + 1` })
    .where(and(eq(privileges.id, privilegeId), lt(privileges.stockUsed, privileges.stockTotal)))
    .returning({ id: privileges.id });
  return taken.length === 1;
}

export async function takeFlashSaleStock(db: Executor, flashSaleId: number): Promise<boolean> {
  const taken = await db
    .update(flashSales)
    .set({ stockUsed: sql`${flashSales.stockUsed} + 1` })
    .where(and(eq(flashSales.id, flashSaleId), lt(flashSales.stockUsed, flashSales.stockTotal)))
    .returning({ id: flashSales.id });
  return taken.length === 1;
}

/**
 * Adds `amount` (negative to withdraw) to the stock; undefined when the total would fall below what was
 * redeemed (the table's check would refuse it too).
 */
export async function addPrivilegeStock(
  db: Executor,
  privilegeId: number,
  amount: number,
): Promise<PrivilegeRow | undefined> {
  const [row] = await db
    .update(privileges)
    .set({ stockTotal: sql`${privileges.stockTotal} + ${amount}` })
    .where(and(eq(privileges.id, privilegeId), sql`${privileges.stockTotal} + ${amount} >= ${privileges.stockUsed}`))
    .returning();
  return row;
}

/** One of the privilege's flash sales whose window meets `[startsAt, endsAt)`, if any. */
export async function findOverlappingFlashSale(
  db: Executor,
  window: { privilegeId: number; startsAt: Date; endsAt: Date },
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: flashSales.id })
    .from(flashSales)
    .where(
      and(
        eq(flashSales.privilegeId, window.privilegeId),
        lt(flashSales.startsAt, window.endsAt),
        gt(flashSales.endsAt, window.startsAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertFlashSale(db: Executor, sale: NewFlashSaleRow): Promise<FlashSaleRow> {
  const [row] = await db.insert(flashSales).values(sale).returning();
  if (!row) throw new Error('The flash sale insert returned no row');
  return row;
}

export async function findFlashSale(db: Executor, flashSaleId: number): Promise<FlashSaleRow | undefined> {
  const [row] = await db.select().from(flashSales).where(eq(flashSales.id, flashSaleId));
  return row;
}

/** Removes a flash sale that has not started at `now`; undefined when it has (or is gone). */
export async function deleteFlashSaleBefore(
  db: Executor,
  flashSaleId: number,
  now: Date,
): Promise<FlashSaleRow | undefined> {
  const [row] = await db
    .delete(flashSales)
    .where(and(eq(flashSales.id, flashSaleId), gt(flashSales.startsAt, now), eq(flashSales.stockUsed, 0)))
    .returning();
  return row;
}
