import type { PointAward } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import type { LEDGER_SOURCES } from '../../db/schema.js';
import { type NewLot, setLotsRemaining } from './ledger-write-repository.js';
import { type LotChange, type LotRow, lockSpendableLots } from './point-repository.js';

export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/**
 * What every movement records (issue 4 ledger): where the points came from or went, a reason text, and
 * the Idempotency-Key of the request that produced it. Callers run these functions inside
 * `runIdempotent` (or their own transaction): points change only inside one (STYLE.md).
 */
export interface Movement {
  memberId: number;
  amount: number;
  source: LedgerSource;
  reason: string;
  /** The reason in Thai when it is for members to read (an operator's adjustment). */
  reasonTh?: string;
  reference?: string;
  idempotencyKey?: string;
  /** What an earn for a purchase is made of (DESIGN §14): the base and each campaign's award. */
  awards?: readonly PointAward[];
}

export function requireWholePositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new AppError('VALIDATION_FAILED');
}

export function entryFields(movement: Omit<Movement, 'amount'>, now: Date) {
  return {
    memberId: movement.memberId,
    source: movement.source,
    reason: movement.reason,
    reasonTh: movement.reasonTh ?? null,
    reference: movement.reference ?? null,
    idempotencyKey: movement.idempotencyKey ?? null,
    awards: movement.awards ? [...movement.awards] : null,
    createdAt: now,
  };
}

export interface Draw extends LotChange {
  expiresAt: Date;
}

/** A draw worked out from locked lots: the lot changes, each lot's new remainder, and the balance after it. */
export interface PlannedDraw {
  draws: Draw[];
  remainders: { lotId: number; remaining: number }[];
  taken: number;
  balanceAfter: number;
}

/**
 * Works out taking up to `limit` points from the member's unexpired `lots` (all of them, locked, in
 * `lockSpendableLots` order), soonest-expiring first (DESIGN §6). The lots are every lot the balance sums,
 * so the balance after the draw is known without a query. With `isExact`, a balance short of `limit` is
 * INSUFFICIENT_POINTS before anything changes.
 */
export function planDraw(lots: readonly LotRow[], limit: number, isExact: boolean): PlannedDraw {
  const available = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (isExact && available < limit) throw new AppError('INSUFFICIENT_POINTS');
  const amount = Math.min(limit, available);
  const draws: Draw[] = [];
  const remainders: { lotId: number; remaining: number }[] = [];
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const taken = Math.min(lot.remaining, left);
    remainders.push({ lotId: lot.id, remaining: lot.remaining - taken });
    draws.push({ lotId: lot.id, amount: -taken, expiresAt: lot.expiresAt });
    left -= taken;
  }
  return { draws, remainders, taken: amount, balanceAfter: available - amount };
}

/**
 * Takes up to `limit` points from the member's unexpired lots (`planDraw`) under row locks: a parallel
 * spend waits for these lots and then sees what this one left, so nothing is spent twice.
 */
export async function drawUpTo(
  tx: Executor,
  memberId: number,
  limit: number,
  now: Date,
  isExact = false,
): Promise<{ draws: Draw[]; taken: number; balanceAfter: number }> {
  const { draws, remainders, taken, balanceAfter } = planDraw(
    await lockSpendableLots(tx, memberId, now),
    limit,
    isExact,
  );
  await setLotsRemaining(tx, remainders);
  return { draws, taken, balanceAfter };
}

/** Takes exactly `amount` (`drawUpTo`), or INSUFFICIENT_POINTS when the balance is short. */
export async function drawPoints(
  tx: Executor,
  memberId: number,
  amount: number,
  now: Date,
): Promise<{ draws: Draw[]; balanceAfter: number }> {
  const { draws, balanceAfter } = await drawUpTo(tx, memberId, amount, now, true);
  return { draws, balanceAfter };
}

export function changesOf(draws: readonly Draw[]): LotChange[] {
  return draws.map(({ lotId, amount }) => ({ lotId, amount }));
}

/** One new lot per expiry among `draws` (negative lot changes), holding what was drawn at that expiry. */
export function lotsByExpiry(draws: readonly { amount: number; expiresAt: Date }[]): NewLot[] {
  const byExpiry = new Map<number, NewLot>();
  for (const draw of draws) {
    const group = byExpiry.get(draw.expiresAt.getTime()) ?? { expiresAt: draw.expiresAt, amount: 0 };
    group.amount -= draw.amount;
    byExpiry.set(draw.expiresAt.getTime(), group);
  }
  return [...byExpiry.values()];
}
