import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
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

/**
 * Which senders a claim names: the statements differ only by it (`is null` for an absent one), so each
 * shape is prepared once a connection under its own name (DESIGN §10: every point-moving call claims a key).
 */
function shapeOf({ memberId, operatorId }: IdempotencyClaim): string {
  return `${memberId === null ? 'no' : 'a'}_member_${operatorId === undefined ? 'no' : 'an'}_operator`;
}

function whereClaim({ memberId, operatorId }: IdempotencyClaim): SQL | undefined {
  const value = sql.placeholder;
  return and(
    memberId === null ? isNull(idempotencyKeys.memberId) : eq(idempotencyKeys.memberId, value('memberId')),
    operatorId === undefined ? isNull(idempotencyKeys.operatorId) : eq(idempotencyKeys.operatorId, value('operatorId')),
    eq(idempotencyKeys.key, value('key')),
  );
}

const claimValues = (claim: IdempotencyClaim) => ({
  memberId: claim.memberId,
  operatorId: claim.operatorId ?? null,
  key: claim.key,
});

/**
 * Claims a key inside the caller's transaction. When another transaction holds the same key
 * uncommitted, PostgreSQL makes this insert wait for it; answers false when the key already existed.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: IdempotencyClaim & { requestHash: string },
): Promise<boolean> {
  const insert = preparedOnce(db, 'claim_idempotency_key', () => {
    const value = sql.placeholder;
    return db
      .insert(idempotencyKeys)
      .values({
        memberId: value('memberId'),
        operatorId: value('operatorId'),
        key: value('key'),
        requestHash: value('requestHash'),
      })
      .onConflictDoNothing({ target: [idempotencyKeys.memberId, idempotencyKeys.operatorId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id })
      .prepare('claim_idempotency_key');
  });
  const inserted = await insert.execute({ ...claimValues(claim), requestHash: claim.requestHash });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Executor, claim: IdempotencyClaim): Promise<IdempotencyRow | undefined> {
  const name = `find_idempotency_key_${shapeOf(claim)}`;
  const select = preparedOnce(db, name, () => db.select().from(idempotencyKeys).where(whereClaim(claim)).prepare(name));
  const [row] = await select.execute(claimValues(claim));
  return row;
}

export async function storeIdempotentResponse(
  db: Executor,
  claim: IdempotencyClaim,
  response: { status: number; body: unknown },
): Promise<void> {
  const name = `store_idempotent_response_${shapeOf(claim)}`;
  const update = preparedOnce(db, name, () =>
    db
      .update(idempotencyKeys)
      // The answer as JSON text cast in SQL, so a null answer stays SQL NULL as the column's encoder kept it.
      .set({ responseStatus: sql`${sql.placeholder('status')}`, responseBody: sql`${sql.placeholder('body')}::jsonb` })
      .where(whereClaim(claim))
      .prepare(name),
  );
  await update.execute({
    ...claimValues(claim),
    status: response.status,
    body: response.body === null ? null : JSON.stringify(response.body),
  });
}

/**
 * Forgets the kept answers of every write about a member (their own and operators'), for the erasure of
 * their personal data (DESIGN §16): an answer may repeat their profile, address or contact. An erased
 * member has no session left to retry with, so no retry needs them.
 */
export async function deleteIdempotencyRecordsOf(db: Executor, memberId: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.memberId, memberId));
}
