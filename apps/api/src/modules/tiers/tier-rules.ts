import { bangkokYearOf, endOfBangkokYear } from '../calendar/bangkok-calendar.js';
import type { HeldTier, TierRow } from './tier-repository.js';

/**
 * The tier rules (DESIGN §14 tier status) as functions of their inputs alone: the window, the tier a
 * spending reaches, how long it is held, what a closed hold leaves and the standing a member is shown.
 * `tier-service.ts` reads and stores what they are applied to.
 */

/** The tier a member holds and the last instant it is held; `expiresAt` is null at the lowest tier. */
export interface TierStatus {
  tier: TierRow;
  expiresAt: Date | null;
}

export interface TierStanding {
  /** The tier held (DESIGN §14 tier status), never below what the rolling spending earns. */
  current: TierRow;
  /** Rolling 12-month spending in THB (DESIGN §6 tiers). */
  spending: number;
  /** The last instant `current` is held; null at the lowest tier. */
  expiresAt: Date | null;
  /**
   * What is still to spend by `deadline` (the hold's end) to keep `current`, and what is already `spent`
   * inside the twelve months closing then; absent at the lowest tier.
   */
  keep?: { amount: number; spent: number; deadline: Date };
  /** The next tier, what is still to spend by `deadline` to reach it; absent at the top tier. */
  next?: { tier: TierRow; amount: number; deadline: Date };
}

/** The instants a standing needs: spending counts after `rollingFrom`; `keptFrom` is that bound at the deadline. */
export interface TierWindow {
  rollingFrom: Date;
  keptFrom: Date;
  deadline: Date;
}

/** Spending the member made after `after`, up to and including `until`. */
export type SpendingBetween = (after: Date, until: Date) => Promise<number>;

export function yearsBefore(instant: Date, years: number): Date {
  const shifted = new Date(instant);
  shifted.setUTCFullYear(shifted.getUTCFullYear() - years);
  return shifted;
}

/** Rolling twelve months back from now; the deadline for the next tier is the end of this Bangkok year. */
export function tierWindowAt(now: Date): TierWindow {
  const deadline = endOfBangkokYear(bangkokYearOf(now));
  return { rollingFrom: yearsBefore(now, 1), keptFrom: yearsBefore(deadline, 1), deadline };
}

/** The highest tier whose threshold `spending` reaches; `tiers` ordered by threshold, lowest first. */
export function tierFor(tiers: readonly TierRow[], spending: number): { current: TierRow; next?: TierRow } {
  const reachedIndex = tiers.findLastIndex((tier) => spending >= tier.minSpending);
  const current = tiers[Math.max(reachedIndex, 0)];
  if (!current) throw new Error('No tiers are configured');
  const next = tiers[Math.max(reachedIndex, 0) + 1];
  return next ? { current, next } : { current };
}

export function lowestOf(tiers: readonly TierRow[]): TierRow {
  const lowest = tiers[0];
  if (!lowest) throw new Error('No tiers are configured');
  return lowest;
}

/** The end of a hold on `tier` reached at `reachedAt`: 31 December (Bangkok) of the following year; none at the lowest tier. */
export function holdEndFor(tiers: readonly TierRow[], tier: TierRow, reachedAt: Date): Date | null {
  return tier.id === lowestOf(tiers).id ? null : endOfBangkokYear(bangkokYearOf(reachedAt) + 1);
}

/**
 * The status once the hold on `held` has passed (decision 053): the tier the twelve months closing at
 * the hold's end earn, one step below the held tier at most, held until the end of the Bangkok year that
 * begins as the hold ends, so each year's spending is judged once and an idle member drops a step a year.
 */
export function statusAfterHold(
  tiers: readonly TierRow[],
  held: { tier: TierRow; expiresAt: Date },
  closingSpending: number,
): TierStatus {
  const earned = tierFor(tiers, closingSpending).current;
  const heldIndex = tiers.findIndex((tier) => tier.id === held.tier.id);
  const stepDown = tiers[Math.max(heldIndex - 1, 0)] ?? lowestOf(tiers);
  const tier = earned.minSpending > stepDown.minSpending ? earned : stepDown;
  return {
    tier,
    expiresAt: tier.id === lowestOf(tiers).id ? null : endOfBangkokYear(bangkokYearOf(held.expiresAt) + 1),
  };
}

/**
 * The status at `now` from the stored one: every hold that has passed is closed in turn
 * (`statusAfterHold`), and a tier the rolling spending earns above it is reached now and held until the
 * end of next year. Only ever reads; the same inputs always give the same status.
 */
export async function statusAt(
  tiers: readonly TierRow[],
  stored: TierStatus,
  rollingSpending: number,
  now: Date,
  spendingBetween: SpendingBetween,
): Promise<TierStatus> {
  let status = stored;
  while (status.expiresAt !== null && now > status.expiresAt) {
    const closesAt = status.expiresAt;
    const closingSpending = await spendingBetween(yearsBefore(closesAt, 1), closesAt);
    status = statusAfterHold(tiers, { tier: status.tier, expiresAt: closesAt }, closingSpending);
  }
  const earned = tierFor(tiers, rollingSpending).current;
  if (earned.minSpending <= status.tier.minSpending) return status;
  return { tier: earned, expiresAt: holdEndFor(tiers, earned, now) };
}

/** The stored row as a status: no row, or a tier no longer configured, is the lowest tier without expiry. */
export function storedStatus(tiers: readonly TierRow[], held: HeldTier | null): TierStatus {
  const tier = held && tiers.find((row) => row.id === held.tierId);
  return tier ? { tier, expiresAt: held.expiresAt } : { tier: lowestOf(tiers), expiresAt: null };
}

export const sameStatus = (a: TierStatus, b: TierStatus) =>
  a.tier.id === b.tier.id && a.expiresAt?.getTime() === b.expiresAt?.getTime();

export const heldOf = (status: TierStatus): HeldTier => ({ tierId: status.tier.id, expiresAt: status.expiresAt });

/**
 * The standing at `now` of a member holding `status`: what is left to keep it by the hold's end (the
 * spending already inside the twelve months closing then is `towardKeep`) and to reach the next tier by
 * the deadline (the spending that will still be inside the window then is `kept`).
 */
export function tierStanding(
  tiers: readonly TierRow[],
  status: TierStatus,
  spending: { rolling: number; kept: number; towardKeep: number },
  deadline: Date,
): TierStanding {
  const { tier: current, expiresAt } = status;
  const standing: TierStanding = { current, spending: spending.rolling, expiresAt };
  if (expiresAt) {
    const spent = spending.towardKeep;
    standing.keep = { amount: Math.max(current.minSpending - spent, 0), spent, deadline: expiresAt };
  }
  const next = tiers.find((tier) => tier.minSpending > current.minSpending);
  if (next) standing.next = { tier: next, amount: Math.max(next.minSpending - spending.kept, 0), deadline };
  return standing;
}
