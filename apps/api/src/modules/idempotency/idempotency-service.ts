import { createHash } from 'node:crypto';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { lockMember, type MemberRow } from '../members/member-service.js';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentResponse } from './idempotency-repository.js';

export interface IdempotentRequest {
  memberId: number;
  /**
   * The operator sending the key on an admin write about the member; absent for the member's own calls.
   * Keys are kept per sender, so an operator's key never replays or refuses a member's call, nor another
   * operator's (modules/idempotency/idempotency-repository).
   */
  operatorId?: number | undefined;
  /** The `Idempotency-Key` header; without one the work simply runs once in a transaction. */
  key: string | undefined;
  /** What the request asks for (call name and input): the same key with another payload is refused. */
  payload: unknown;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function hashPayload(payload: unknown): string {
  return createHash('sha256').update(stableJson(payload)).digest('hex');
}

/**
 * Runs point- or stock-moving `work` and records its answer under the sender's key in ONE transaction
 * (DESIGN §5 Idempotency-Key). One lock order for every idempotent call: the member's row first, then the
 * key, then whatever the work locks. So one member's calls queue on the member (a retry of the same key
 * then finds the stored answer and replays it) and never deadlock on each other, whatever the work locks.
 * If the work fails, the whole transaction (key included) rolls back and a retry runs it afresh. The work
 * gets the member's row as it was locked (undefined for no such member), so it need not read it again.
 */
export async function runIdempotent<T>(
  orm: Orm,
  request: IdempotentRequest,
  work: (tx: Executor, member: MemberRow | undefined) => Promise<T>,
): Promise<T> {
  return orm.transaction(async (tx) => {
    const member = await lockMember(tx, request.memberId);
    return runClaimed(tx, request, (claimed) => work(claimed, member));
  });
}

/**
 * The key part of `runIdempotent` for a caller that already took, in its own order inside `tx`, the lock
 * two copies of its request queue on (a merge locks two members, lowest id first; a receipt approval its
 * receipt): a stored answer is replayed, another payload under the key is refused, otherwise `work` runs
 * and its answer is stored with it.
 */
export async function runIdempotentLocked<T>(
  tx: Executor,
  request: IdempotentRequest,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return runClaimed(tx, request, work);
}

/** Replays, refuses or runs and stores `work` under the sender's key, in the caller's transaction. */
async function runClaimed<T>(
  tx: Executor,
  request: { memberId: number | null; operatorId?: number | undefined; key: string | undefined; payload: unknown },
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { key, memberId, operatorId } = request;
  if (key === undefined) return work(tx);
  const claim = { memberId, operatorId, key };
  const requestHash = hashPayload(request.payload);
  if (!(await claimIdempotencyKey(tx, { ...claim, requestHash }))) {
    const existing = await findIdempotencyKey(tx, claim);
    if (!existing || existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return existing.responseBody as T;
  }
  const result = await work(tx);
  await storeIdempotentResponse(tx, claim, { status: 200, body: result ?? null });
  return result;
}

export interface OperatorIdempotentRequest {
  /** Null from the operator CLI, which sends no key. */
  operatorId: number | null;
  key: string | undefined;
  payload: unknown;
}

/**
 * The Idempotency-Key of an operator's write that moves stock without a member to key it by (DESIGN §11):
 * inside the caller's transaction, after it took the lock the write queues on, so two copies of one
 * request run one after the other and the second replays the first's answer.
 */
export async function runOperatorIdempotentLocked<T>(
  tx: Executor,
  request: OperatorIdempotentRequest,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { key, operatorId, payload } = request;
  if (operatorId === null) return work(tx);
  return runClaimed(tx, { memberId: null, operatorId, key, payload }, work);
}

/** The erasure of a member's personal data forgets the kept answers about them (DESIGN §16). */
export { deleteIdempotencyRecordsOf } from './idempotency-repository.js';
