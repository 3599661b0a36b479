import { type Executor, isTransaction } from './client.js';

/**
 * The member rows a transaction has locked (`FOR NO KEY UPDATE` or stronger), so a later step of the
 * same transaction that needs the lock again (an earn's debt repayment after a till's member check)
 * skips the round trip: a row lock lasts until the transaction ends. Keyed by the transaction handle,
 * so a savepoint's handle (a nested transaction) starts with none and never vouches for its parent, and
 * a handle outside a transaction is never noted, since its lock ended with its statement.
 */
const lockedMembers = new WeakMap<Executor, Set<number>>();

export function noteMemberLocked(tx: Executor, memberId: number): void {
  if (!isTransaction(tx)) return;
  let locked = lockedMembers.get(tx);
  if (!locked) {
    locked = new Set();
    lockedMembers.set(tx, locked);
  }
  locked.add(memberId);
}

export function holdsMemberLock(tx: Executor, memberId: number): boolean {
  return lockedMembers.get(tx)?.has(memberId) ?? false;
}
