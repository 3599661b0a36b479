import type { Executor } from '../../db/client.js';
import { bangkokYearOf, endOfBangkokYear } from '../calendar/bangkok-calendar.js';
import type { TierReader } from './tier-cache.js';
import { findMemberSpendingSince, insertMemberSpending, type TierRow } from './tier-repository.js';

export { type TierReader, UNCACHED_TIERS } from './tier-cache.js';

export interface TierStanding {
  current: TierRow;
  /** Rolling 12-month spending in THB (DESIGN §6 tiers). */
  spending: number;
  /** The next tier, what is still to spend by `deadline` to reach it; absent at the top tier. */
  next?: { tier: TierRow; amount: number; deadline: Date };
}

/** The instants a standing needs: spending counts after `rollingFrom`; `keptFrom` is that bound at the deadline. */
export interface TierWindow {
  rollingFrom: Date;
  keptFrom: Date;
  deadline: Date;
}

function yearsBefore(instant: Date, years: number): Date {
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

/**
 * The member's tier from the rolling 12-month spending. The amount to the next tier counts only the
 * spending that will still be inside the window at the deadline (`kept`), so spending that much
 * before then really reaches the tier.
 */
export function tierStanding(
  tiers: readonly TierRow[],
  spending: { rolling: number; kept: number },
  deadline: Date,
): TierStanding {
  const { current, next } = tierFor(tiers, spending.rolling);
  if (!next) return { current, spending: spending.rolling };
  return {
    current,
    spending: spending.rolling,
    next: { tier: next, amount: Math.max(next.minSpending - spending.kept, 0), deadline },
  };
}

/**
 * Whether the member's current tier (as GetCustomerInfo computes it: the highest whose threshold the
 * rolling 12-month spending reaches) is at least `minTierId`.
 */
export async function reachesTier(
  db: Executor,
  tierTable: TierReader,
  member: { memberId: number; minTierId: number },
  now: Date,
): Promise<boolean> {
  const { memberId, minTierId } = member;
  const { rollingFrom } = tierWindowAt(now);
  const [spending, tiers] = await Promise.all([findMemberSpendingSince(db, memberId, rollingFrom), tierTable.read(db)]);
  const minimum = tiers.find((tier) => tier.id === minTierId);
  if (spending === undefined || !minimum) return false;
  return tierFor(tiers, spending).current.minSpending >= minimum.minSpending;
}

/** The member's current tier at `now`: the highest whose threshold the rolling spending reaches. */
export async function currentTierOf(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  now: Date,
): Promise<TierRow> {
  const [spending, tiers] = await Promise.all([rollingSpendingOf(db, memberId, now), tierTable.read(db)]);
  return tierFor(tiers, spending).current;
}

/** The member's spending inside the rolling tier window at `now` (0 for an unknown member). */
export async function rollingSpendingOf(db: Executor, memberId: number, now: Date): Promise<number> {
  return (await findMemberSpendingSince(db, memberId, tierWindowAt(now).rollingFrom)) ?? 0;
}

/** Records what a member spent (an approved receipt's amount), counted by the rolling tier window. */
export function recordSpending(db: Executor, spending: { memberId: number; amount: number; spentAt: Date }) {
  return insertMemberSpending(db, spending);
}

/**
 * The member's standing at `now` as the member's own profile computes it (`tierStanding`): the rolling
 * spending, the spending still inside the window at the deadline, and the window itself. Undefined for
 * an unknown member.
 */
export async function memberStandingOf(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  now: Date,
): Promise<{ standing: TierStanding; window: TierWindow } | undefined> {
  const window = tierWindowAt(now);
  const [rolling, kept, tiers] = await Promise.all([
    findMemberSpendingSince(db, memberId, window.rollingFrom),
    findMemberSpendingSince(db, memberId, window.keptFrom),
    tierTable.read(db),
  ]);
  if (rolling === undefined || kept === undefined) return undefined;
  return { standing: tierStanding(tiers, { rolling, kept }, window.deadline), window };
}
