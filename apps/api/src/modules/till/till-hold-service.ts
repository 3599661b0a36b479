import { type CaptureResult, HOLD_TTL_SECONDS, type Hold, type ReleaseResult } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pointBalance } from '../points/point-service.js';
import { holdPoints, releaseHeldPoints } from '../points/till-movements.js';
import type { RulesReader } from '../rules/rules-service.js';
import {
  actorColumns,
  auditTill,
  bahtOf,
  fingerprintOf,
  requireVisible,
  satangOf,
  type TillActor,
} from './till-actor.js';
import { requireActiveMember, tillReason } from './till-checks.js';
import {
  insertHold,
  lockExpiredHolds,
  lockHold,
  lockHoldReference,
  type PointHoldRow,
  selectHoldByReference,
  type TillStore,
  updateHold,
} from './till-repository.js';

export interface HoldRequest {
  memberId: number;
  store: TillStore;
  points: number;
  reference: string;
}

function presentHold(hold: PointHoldRow): Hold {
  return {
    hold_id: hold.id,
    points: hold.points,
    thb_value: hold.thbValue,
    expires_at: hold.expiresAt.toISOString(),
  };
}

/** What a hold's points pay: points × `burn_thb_per_point`, counted in satang (two decimals). */
export function thbValueOf(points: number, burnThbPerPoint: number): number {
  return bahtOf(points * satangOf(burnThbPerPoint));
}

/** The history texts of a payment at a till: the store's name and the till's reference. */
function paymentReason(store: TillStore, reference: string) {
  return tillReason(store, { en: `payment ${reference}`, th: `ชำระเงิน ${reference}` });
}

/**
 * Reserves points to pay with (DESIGN §13 `POST /holds`): a `hold` entry takes them from the balance at
 * once, so they cannot be spent elsewhere, for 5 minutes; INSUFFICIENT_POINTS past the balance. One
 * hold per store and reference: a retry answers the same hold, other values are IDEMPOTENCY_CONFLICT.
 * The reference is locked first (the hold's row needs its ledger entry, so the unique index alone would
 * let a parallel retry hold the points twice before it failed).
 */
export function placeHold(
  orm: Orm,
  rules: RulesReader,
  actor: TillActor,
  request: HoldRequest,
  now = new Date(),
): Promise<Hold> {
  return orm.transaction(async (tx) => presentHold(await placeHoldIn(tx, rules, actor, request, now)));
}

/** `placeHold` inside the caller's transaction, answering the hold's row (the first one's on a retry). */
export async function placeHoldIn(
  tx: Executor,
  rules: RulesReader,
  actor: TillActor,
  request: HoldRequest,
  now: Date,
): Promise<PointHoldRow> {
  const { memberId, store, points, reference } = request;
  if (!Number.isSafeInteger(points) || points < 1) throw new AppError('VALIDATION_FAILED');
  const fingerprint = fingerprintOf(actor, { memberId, points });
  await lockHoldReference(tx, store.id, reference);
  const first = await selectHoldByReference(tx, store.id, reference);
  if (first) {
    if (first.requestFingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
    return first;
  }
  await requireActiveMember(tx, memberId);
  const { burnThbPerPoint } = await rules.read(tx);
  const { entryId } = await holdPoints(
    tx,
    {
      memberId,
      amount: points,
      source: 'till',
      ...paymentReason(store, reference),
      reference: `till_hold:${store.code}/${reference}`,
    },
    now,
  );
  const hold = await insertHold(tx, {
    ...actorColumns(actor),
    memberId,
    storeId: store.id,
    reference,
    points,
    thbValue: thbValueOf(points, burnThbPerPoint),
    status: 'active',
    expiresAt: new Date(now.getTime() + HOLD_TTL_SECONDS * 1000),
    holdEntryId: entryId,
    requestFingerprint: fingerprint,
    createdAt: now,
  });
  await auditTill(
    tx,
    actor,
    { action: 'till.hold', entity: 'point_hold', entityId: hold.id, store, after: holdAudit(hold) },
    now,
  );
  return hold;
}

function holdAudit(hold: PointHoldRow) {
  return {
    reference: hold.reference,
    member_id: hold.memberId,
    points: hold.points,
    thb_value: hold.thbValue,
    status: hold.status,
  };
}

export async function captureAnswer(tx: Executor, hold: PointHoldRow, now: Date): Promise<CaptureResult> {
  return {
    points_spent: hold.points,
    thb_value: hold.thbValue,
    point_balance: await pointBalance(tx, hold.memberId, now),
  };
}

/**
 * Spends held points (DESIGN §13 capture). Nothing moves in the ledger: the `hold` entry took the points
 * when the hold was placed, and it is the payment the member's history shows (its reason names the store
 * and the reference); capturing only makes it final, so no release can follow. The hold row's lock makes
 * a capture and a release racing queue: exactly one wins, the other answers NOT_ACTIVE. A retry answers
 * the same; after a release or past the 5 minutes, NOT_ACTIVE.
 */
export function captureHold(orm: Orm, actor: TillActor, holdId: number, now = new Date()): Promise<CaptureResult> {
  return orm.transaction(async (tx) => {
    const locked = await lockHold(tx, holdId);
    const hold = requireVisible(actor, locked?.hold);
    return captureAnswer(tx, await captureLocked(tx, actor, hold, locked?.store as TillStore, now), now);
  });
}

/**
 * Captures a hold the caller locked (or just placed): a captured one stays as it is (a retry), one that
 * is released, expired or past its 5 minutes is NOT_ACTIVE.
 */
export async function captureLocked(
  tx: Executor,
  actor: TillActor,
  hold: PointHoldRow,
  store: TillStore,
  now: Date,
): Promise<PointHoldRow> {
  if (hold.status === 'captured') return hold;
  if (hold.status !== 'active' || hold.expiresAt <= now) throw new AppError('NOT_ACTIVE');
  const captured = await updateHold(tx, hold.id, { status: 'captured', settledAt: now });
  await auditTill(
    tx,
    actor,
    { action: 'till.capture', entity: 'point_hold', entityId: hold.id, store, after: holdAudit(captured) },
    now,
  );
  return captured;
}

/** Gives a locked active hold's points back (a `release` entry) and settles it as `status`. */
async function settleByRelease(
  tx: Executor,
  hold: PointHoldRow,
  store: TillStore,
  status: 'released' | 'expired',
  now: Date,
): Promise<PointHoldRow> {
  const { entryId } = await releaseHeldPoints(
    tx,
    hold.holdEntryId,
    { ...paymentReason(store, hold.reference), reference: `till_hold:${store.code}/${hold.reference}` },
    now,
  );
  return updateHold(tx, hold.id, { status, releaseEntryId: entryId, settledAt: now });
}

async function releaseAnswer(tx: Executor, hold: PointHoldRow, now: Date): Promise<ReleaseResult> {
  return { points_released: hold.points, point_balance: await pointBalance(tx, hold.memberId, now) };
}

/**
 * Returns held points (DESIGN §13 release): the `release` entry gives them back with their own expiry
 * dates. A retry, or a release of a hold the 5 minutes already returned, answers the same; after a
 * capture, NOT_ACTIVE. A hold past its 5 minutes that the job has not reached yet is released here.
 */
export function releaseHold(orm: Orm, actor: TillActor, holdId: number, now = new Date()): Promise<ReleaseResult> {
  return orm.transaction(async (tx) => {
    const locked = await lockHold(tx, holdId);
    const hold = requireVisible(actor, locked?.hold);
    const store = locked?.store as TillStore;
    if (hold.status === 'released' || hold.status === 'expired') return releaseAnswer(tx, hold, now);
    if (hold.status !== 'active') throw new AppError('NOT_ACTIVE');
    const released = await settleByRelease(tx, hold, store, 'released', now);
    await auditTill(
      tx,
      actor,
      { action: 'till.release', entity: 'point_hold', entityId: hold.id, store, after: holdAudit(released) },
      now,
    );
    return releaseAnswer(tx, released, now);
  });
}

const EXPIRE_BATCH = 100;

/**
 * The scheduled hold expiry (DESIGN §13: a hold not captured in 5 minutes returns its points): every
 * active hold past `expires_at` is released with status `expired`, in batches of one transaction each,
 * audited without an operator. Parallel runs skip the holds another one (or a capture) has locked, so
 * each hold is expired once; a run finds nothing left to do. Answers how many it expired.
 */
export async function expireHolds(orm: Orm, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await orm.transaction(async (tx) => {
      const holds = await lockExpiredHolds(tx, now, EXPIRE_BATCH);
      for (const { hold, store } of holds) {
        const settled = await settleByRelease(tx, hold, store, 'expired', now);
        const { apiClientId, operatorId } = hold;
        await auditTill(
          tx,
          null,
          {
            action: 'till.hold_expire',
            entity: 'point_hold',
            entityId: hold.id,
            store,
            after: { ...holdAudit(settled), api_client_id: apiClientId, operator_id: operatorId },
          },
          now,
        );
      }
      return holds.length;
    });
    expired += done;
    if (done < EXPIRE_BATCH) return expired;
  }
}
