import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { operatorIdempotencyKeys } from '../../db/schema.js';

export type OperatorIdempotencyRow = typeof operatorIdempotencyKeys.$inferSelect;

/**
 * Claims an operator's key inside the caller's transaction; waits for another transaction holding the
 * same key uncommitted, and answers false when the key already existed.
 */
export async function claimOperatorKey(
  db: Executor,
  claim: { operatorId: number; key: string; requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(operatorIdempotencyKeys)
    .values(claim)
    .onConflictDoNothing({ target: [operatorIdempotencyKeys.operatorId, operatorIdempotencyKeys.key] })
    .returning({ id: operatorIdempotencyKeys.id });
  return inserted.length > 0;
}

export async function findOperatorKey(
  db: Executor,
  operatorId: number,
  key: string,
): Promise<OperatorIdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(operatorIdempotencyKeys)
    .where(and(eq(operatorIdempotencyKeys.operatorId, operatorId), eq(operatorIdempotencyKeys.key, key)));
  return row;
}

export async function storeOperatorAnswer(
  db: Executor,
  claim: { operatorId: number; key: string },
  body: unknown,
): Promise<void> {
  await db
    .update(operatorIdempotencyKeys)
    .set({ responseBody: body })
    .where(and(eq(operatorIdempotencyKeys.operatorId, claim.operatorId), eq(operatorIdempotencyKeys.key, claim.key)));
}
