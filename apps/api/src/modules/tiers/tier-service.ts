import type { Executor } from '../../db/client.js';
import { listTiers, sumSpending, type TierRow } from './tier-repository.js';

/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface TierStanding {
  current: TierRow;
  /** Rolling 12-month spending in THB (DESIGN §6 tiers). */
  spending: number;
  /** The next tier, what is still to spend by `deadline` to reach it; absent at the top tier. */
  next?: { tier: TierRow; amount: number; deadline: Date };
}

function yearsBefore(instant: Date, years: number): Date {
  const shifted = new Date(instant);
  shifted.setUTCFullYear(shifted.getUTCFullYear() - years);
  return shifted;
}

export function bangkokYearOf(instant: Date): number {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();
}

/** The last instant of 31 December of `year` in Bangkok. */
export function endOfBangkokYear(year: number): Date {
  return new Date(Date.UTC(year + 1, 0, 1) - BANGKOK_OFFSET_MS - 1);
}

/** The highest tier whose threshold `spending` reaches; `tiers` ordered by threshold, lowest first. */
export function tierFor(tiers: readonly TierRow[], spending: number): { current: TierRow; next?: TierRow } {
  const reachedIndex = tiers.findLastIndex((tier) => spending >= tier.minSpending);
  const current = tiers[Math.max(reachedIndex, 0)];
  if (!current) throw new Error('No tiers are configured');
  const next = tiers[Math.max(reachedIndex, 0) + 1];
  return next ? { current, next } : { current };
}

/**
 * The member's tier from the rolling 12-month spending. The amount to the next tier counts only the
 * spending that will still be inside the window at the deadline (the end of this Bangkok year), so
 * spending that much before then really reaches the tier.
 */
export async function getTierStanding(db: Executor, memberId: number, now = new Date()): Promise<TierStanding> {
  const deadline = endOfBangkokYear(bangkokYearOf(now));
  const [tiers, spending] = await Promise.all([
    listTiers(db),
    sumSpending(db, memberId, { rollingFrom: yearsBefore(now, 1), keptFrom: yearsBefore(deadline, 1) }),
  ]);
  const { current, next } = tierFor(tiers, spending.rolling);
  if (!next) return { current, spending: spending.rolling };
  return {
    current,
    spending: spending.rolling,
    next: { tier: next, amount: Math.max(next.minSpending - spending.kept, 0), deadline },
  };
}
