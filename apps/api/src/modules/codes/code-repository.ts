import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pointCodes, pointCodeUses } from '../../db/schema.js';

export type PointCodeRow = typeof pointCodes.$inferSelect;
export type NewPointCodeRow = typeof pointCodes.$inferInsert;

/** Codes are stored upper-case (DESIGN §6), so callers pass the code already upper-cased. */
export async function findCode(db: Executor, code: string): Promise<PointCodeRow | undefined> {
  const [row] = await db.select().from(pointCodes).where(eq(pointCodes.code, code));
  return row;
}

/**
 * The code, locked until the transaction ends: every use of one code queues here, so the use check,
 * the cap check and the `used_count` increment see each other's results.
 */
export async function lockCode(db: Executor, code: string): Promise<PointCodeRow | undefined> {
  const [row] = await db.select().from(pointCodes).where(eq(pointCodes.code, code)).for('update');
  return row;
}

export async function hasUsedCode(db: Executor, codeId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ codeId: pointCodeUses.codeId })
    .from(pointCodeUses)
    .where(and(eq(pointCodeUses.codeId, codeId), eq(pointCodeUses.memberId, memberId)));
  return row !== undefined;
}

/** Records the use and counts it; answers false when the member had already used the code. */
export async function recordCodeUse(
  db: Executor,
  use: { codeId: number; memberId: number; entryId: number; at?: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(pointCodeUses)
    .values({ codeId: use.codeId, memberId: use.memberId, entryId: use.entryId, createdAt: use.at })
    .onConflictDoNothing()
    .returning({ codeId: pointCodeUses.codeId });
  if (inserted.length === 0) return false;
  await db
    .update(pointCodes)
    .set({ usedCount: sql`${pointCodes.usedCount} + 1` })
    .where(eq(pointCodes.id, use.codeId));
  return true;
}

/** Adds a code unless one with the same text exists (seed); answers the stored row either way. */
export async function insertCodeIfMissing(db: Executor, code: NewPointCodeRow): Promise<PointCodeRow> {
  await db.insert(pointCodes).values(code).onConflictDoNothing({ target: pointCodes.code });
  const row = await findCode(db, code.code);
  if (!row) throw new Error(`The code ${code.code} was neither inserted nor found`);
  return row;
}
