import { eq, sql } from 'drizzle-orm';
import { type Executor, preparedOnce, preparedSqlOnce } from '../../db/client.js';
import { holdsMemberLock, noteMemberLocked } from '../../db/held-locks.js';
import { unexpiredBalanceOf } from '../../db/member-figures.js';
import { members, pointDebts } from '../../db/schema.js';

/** The `point_debts` table (DESIGN §13 `points_owed`): what refunds left owing, under the member's lock. */

/**
 * Locks the member's row and reads the points they owe (DESIGN §13 `points_owed`; 0 without a debt row)
 * and their balance at `now`, in the same statement (an earn answers its balance without another trip).
 * Every change of a debt happens under this lock: a refund's reversal and an earn's repayment of one
 * member queue on it, so an earn never misses a debt a parallel refund is writing. Lock order, for every
 * path that moves points: the member row, then the member's lots (`lockSpendableLots`), then the debt
 * row, so two such transactions never wait for each other in opposite orders. `FOR NO KEY UPDATE` as
 * members' `lockMember` takes it: new lots' foreign keys (key-share) never wait for it. Taking it again
 * in one transaction (after `runIdempotent` or a till's member check took it) costs no round trip.
 */
export async function lockMemberDebt(
  db: Executor,
  memberId: number,
  now: Date,
): Promise<{ owed: number; balance: number }> {
  // Two statements, not one joined read: under READ COMMITTED a statement that waited for the member's
  // lock still reads the debt as its snapshot had it before the wait, so a debt another transaction
  // changed meanwhile would be overwritten. Read after the lock is held, the debt is the committed one.
  if (!holdsMemberLock(db, memberId)) {
    const lock = preparedSqlOnce<{ id: number }>(
      db,
      'lock_member_for_debt',
      () =>
        sql`select ${members.id} as id from ${members} where ${members.id} = ${sql.placeholder('memberId')} for no key update`,
    );
    const { rows } = await lock.execute({ memberId });
    if (rows.length === 0) throw new Error(`No member ${memberId} to lock`);
    noteMemberLocked(db, memberId);
  }
  const select = preparedOnce(db, 'member_debt_and_balance', () =>
    db
      .select({
        owed: sql<number>`coalesce((select ${pointDebts.points} from ${pointDebts} where ${pointDebts.memberId} = ${members.id}), 0)`,
        balance: unexpiredBalanceOf(members.id, sql.placeholder('now')),
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('member_debt_and_balance'),
  );
  const [row] = await select.execute({ memberId, now: now.toISOString() });
  return { owed: row?.owed ?? 0, balance: row?.balance ?? 0 };
}

/** The points the member owes, without a lock (reads). */
export async function selectDebt(db: Executor, memberId: number): Promise<number> {
  const select = preparedOnce(db, 'member_debt', () =>
    db
      .select({ points: pointDebts.points })
      .from(pointDebts)
      .where(eq(pointDebts.memberId, sql.placeholder('memberId')))
      .prepare('member_debt'),
  );
  const [row] = await select.execute({ memberId });
  return row?.points ?? 0;
}

/** Sets what the member owes, under `lockMemberDebt`'s lock; a member owing nothing keeps no row. */
export async function setDebt(db: Executor, memberId: number, points: number, now: Date): Promise<void> {
  if (points === 0) {
    await db.delete(pointDebts).where(eq(pointDebts.memberId, memberId));
    return;
  }
  await db
    .insert(pointDebts)
    .values({ memberId, points, updatedAt: now })
    .onConflictDoUpdate({ target: pointDebts.memberId, set: { points, updatedAt: now } });
}
