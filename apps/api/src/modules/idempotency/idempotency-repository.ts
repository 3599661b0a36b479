import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims a key inside the caller's transaction. When another transaction holds the same key
 * uncommitted, PostgreSQL makes this insert wait for it; answers false when the key already existed.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: { memberId: number; key: string; requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing({ target: [idempotencyKeys.memberId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return inserted.length > 0;
}

export async function findIdempotencyKey(
  db: Executor,
  memberId: number,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeIdempotentResponse(
  db: Executor,
  claim: { memberId: number; key: string },
  response: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.memberId, claim.memberId), eq(idempotencyKeys.key, claim.key)));
}
