import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Whose key it is: the member's own (no operator), one operator's writing about the member, or one
 * operator's writing about no member (a privilege's stock).
 */
export interface IdempotencyClaim {
  memberId: number | null;
  operatorId: number | undefined;
  key: string;
}

function whereClaim({ memberId, operatorId, key }: IdempotencyClaim): SQL | undefined {
  return and(
    memberId === null ? isNull(idempotencyKeys.memberId) : eq(idempotencyKeys.memberId, memberId),
    operatorId === undefined ? isNull(idempotencyKeys.operatorId) : eq(idempotencyKeys.operatorId, operatorId),
    eq(idempotencyKeys.key, key),
  );
}

/**
 * Claims a key inside the caller's transaction. When another transaction holds the same key
 * uncommitted, PostgreSQL makes this insert wait for it; answers false when the key already existed.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: IdempotencyClaim & { requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...claim, operatorId: claim.operatorId ?? null })
    .onConflictDoNothing({ target: [idempotencyKeys.memberId, idempotencyKeys.operatorId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Executor, claim: IdempotencyClaim): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(whereClaim(claim));
  return row;
}

export async function storeIdempotentResponse(
  db: Executor,
  claim: IdempotencyClaim,
  response: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(whereClaim(claim));
}

/**
 * Forgets the kept answers of every write about a member (their own and operators'), for the erasure of
 * their personal data (DESIGN §16): an answer may repeat their profile, address or contact. An erased
 * member has no session left to retry with, so no retry needs them.
 */
export async function deleteIdempotencyRecordsOf(db: Executor, memberId: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.memberId, memberId));
}
