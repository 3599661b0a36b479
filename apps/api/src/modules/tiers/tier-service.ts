import { type Executor, isTransaction, type Orm } from '../../db/client.js';
import { DAY_MS } from '../calendar/bangkok-calendar.js';
import { recordNotification } from '../notifications/notification-service.js';
import { tierDown, tierUp } from '../notifications/notification-texts.js';
import type { TierReader } from './tier-cache.js';
import {
  findMemberSpendingBetween,
  findMemberSpendingSince,
  findTierFacts,
  type HeldTier,
  insertMemberSpending,
  insertSpendingLockingStatus,
  replaceTierStatus,
  selectHoldsEndingBetween,
  type TierRow,
} from './tier-repository.js';
import {
  heldOf,
  lowestOf,
  type SpendingBetween,
  sameStatus,
  statusAt,
  storedStatus,
  type TierStanding,
  type TierStatus,
  type TierWindow,
  tierStanding,
  tierWindowAt,
  yearsBefore,
} from './tier-rules.js';

export { type TierReader, UNCACHED_TIERS } from './tier-cache.js';
export {
  type SpendingBetween,
  statusAfterHold,
  statusAt,
  type TierStanding,
  tierFor,
  tierStanding,
  tierWindowAt,
} from './tier-rules.js';

/** The spending facts a member's standing is made of, as `findTierFacts` reads them in one round trip. */
export interface TierFacts {
  rolling: number;
  kept: number;
  held: HeldTier | null;
}

const SETTLE_ATTEMPTS = 3;

/**
 * Stores a status a reader computed, if the stored one is still `held`, with the news of a step down in
 * the same transaction (DESIGN §15). Answers whether it stored it.
 */
function storeStatus(orm: Orm, memberId: number, stored: TierStatus, held: HeldTier | null, status: TierStatus) {
  return orm.transaction(async (tx) => {
    if (!(await replaceTierStatus(tx, memberId, held, heldOf(status)))) return false;
    if (status.tier.minSpending < stored.tier.minSpending) await recordTierDown(tx, memberId, stored, status.tier);
    return true;
  });
}

/**
 * The member's status at `now` (`statusAt`), stored when it differs from the stored one. The store is
 * conditional on the row being unchanged, so a reader never undoes what a spending wrote meanwhile; it
 * then reads again. Inside a transaction (a sale, a redemption) nothing is stored: the status row is the
 * last lock a purchase takes (after the member's and the lots', decision 053), and the same status is
 * computed again until a spending or a reader outside a transaction stores it.
 */
async function settledStatus(
  db: Executor,
  tiers: readonly TierRow[],
  memberId: number,
  facts: TierFacts,
  now: Date,
): Promise<{ status: TierStatus; facts: TierFacts }> {
  const spendingBetween: SpendingBetween = (after, until) => findMemberSpendingBetween(db, memberId, after, until);
  let seen = facts;
  for (let attempt = 1; ; attempt++) {
    const stored = storedStatus(tiers, seen.held);
    const status = await statusAt(tiers, stored, seen.rolling, now, spendingBetween);
    if (sameStatus(stored, status) || isTransaction(db)) return { status, facts: seen };
    // Outside a transaction (checked just above), `db` is the pool's handle, which opens one.
    if ((await storeStatus(db as Orm, memberId, stored, seen.held, status)) || attempt === SETTLE_ATTEMPTS) {
      return { status, facts: seen };
    }
    const again = await findTierFacts(db, memberId, tierWindowAt(now));
    if (!again) return { status, facts: seen };
    seen = again;
  }
}

/** The spending already inside the twelve months a hold ending at `expiresAt` closes on. */
async function spendingTowardKeep(
  db: Executor,
  memberId: number,
  expiresAt: Date | null,
  window: TierWindow,
  kept: number,
): Promise<number> {
  if (!expiresAt) return 0;
  const keepFrom = yearsBefore(expiresAt, 1);
  if (keepFrom.getTime() === window.keptFrom.getTime()) return kept;
  if (keepFrom >= window.deadline) return 0;
  return (await findMemberSpendingSince(db, memberId, keepFrom)) ?? 0;
}

/**
 * The member's standing at `now` from facts already read (`findTierFacts`, or a profile's own read of the
 * same figures): the held tier, settled and stored as `statusAt` says, and what is left to keep it and
 * to reach the next one.
 */
export async function standingFromFacts(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  facts: TierFacts,
  now: Date,
): Promise<TierStanding> {
  const tiers = await tierTable.read(db);
  const window = tierWindowAt(now);
  const settled = await settledStatus(db, tiers, memberId, facts, now);
  const { rolling, kept } = settled.facts;
  const towardKeep = await spendingTowardKeep(db, memberId, settled.status.expiresAt, window, kept);
  return tierStanding(tiers, settled.status, { rolling, kept, towardKeep }, window.deadline);
}

/**
 * The member's standing at `now` (DESIGN §14 tier status), as the member's own profile shows it, with
 * the tier window. Undefined for an unknown member.
 */
export async function memberStandingOf(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  now: Date,
): Promise<{ standing: TierStanding; window: TierWindow } | undefined> {
  const window = tierWindowAt(now);
  const facts = await findTierFacts(db, memberId, window);
  if (!facts) return undefined;
  return { standing: await standingFromFacts(db, tierTable, memberId, facts, now), window };
}

/** The tier the member holds at `now` (the lowest tier for an unknown member). */
export async function currentTierOf(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  now: Date,
): Promise<TierRow> {
  return (await currentStatusOf(db, tierTable, memberId, now)).tier;
}

/** The status the member holds at `now`: the tier and when its hold ends (the lowest tier, unheld, if unknown). */
export async function currentStatusOf(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  now: Date,
): Promise<TierStatus> {
  const tiers = await tierTable.read(db);
  const facts = await findTierFacts(db, memberId, tierWindowAt(now));
  if (!facts) return { tier: lowestOf(tiers), expiresAt: null };
  return (await settledStatus(db, tiers, memberId, facts, now)).status;
}

/** Whether the tier the member holds at `now` is at least `minTierId` (a privilege's lowest tier). */
export async function reachesTier(
  db: Executor,
  tierTable: TierReader,
  member: { memberId: number; minTierId: number },
  now: Date,
): Promise<boolean> {
  const tiers = await tierTable.read(db);
  const minimum = tiers.find((tier) => tier.id === member.minTierId);
  const facts = await findTierFacts(db, member.memberId, tierWindowAt(now));
  if (!facts || !minimum) return false;
  const { status } = await settledStatus(db, tiers, member.memberId, facts, now);
  return status.tier.minSpending >= minimum.minSpending;
}

/** The member's spending inside the rolling tier window at `now` (0 for an unknown member). */
export async function rollingSpendingOf(db: Executor, memberId: number, now: Date): Promise<number> {
  return (await findMemberSpendingSince(db, memberId, tierWindowAt(now).rollingFrom)) ?? 0;
}

/**
 * Records what a member spent (an approved receipt, a till sale), counted by the rolling tier window, and
 * raises the member's tier when the spending reaches a higher one (DESIGN §14). Call it inside the
 * transaction that counts the spending: the member's tier status row is locked before the rolling
 * spending is read, so of two spendings at once the later reads both and no upgrade is lost. Answers the
 * tier the member holds now, this spending counted.
 */
export async function recordSpending(
  db: Executor,
  tierTable: TierReader,
  spending: { memberId: number; amount: number; spentAt: Date },
  now: Date,
): Promise<TierRow> {
  const tiers = await tierTable.read(db);
  const held = await insertSpendingLockingStatus(db, spending, lowestOf(tiers).id);
  const rolling = await rollingSpendingOf(db, spending.memberId, now);
  const stored = storedStatus(tiers, held);
  const status = await statusAt(tiers, stored, rolling, now, (after, until) =>
    findMemberSpendingBetween(db, spending.memberId, after, until),
  );
  if (sameStatus(stored, status)) return status.tier;
  await replaceTierStatus(db, spending.memberId, held, heldOf(status));
  if (status.tier.minSpending > stored.tier.minSpending) {
    await recordNotification(db, {
      memberId: spending.memberId,
      kind: 'tier_up',
      eventKey: `tier_up:${spending.memberId}:${status.tier.code}:${status.expiresAt?.toISOString() ?? 'lowest'}`,
      ...tierUp({ tier: { th: status.tier.nameTh, en: status.tier.nameEn }, heldUntil: status.expiresAt }),
      linkPath: '/home',
    });
  } else if (status.tier.minSpending < stored.tier.minSpending) {
    await recordTierDown(db, spending.memberId, stored, status.tier);
  }
  return status.tier;
}

/**
 * Tells a member their hold on `ended` passed and they hold `tier` now: once per hold, whether the sale
 * that recomputed it or the daily reminders found it first.
 */
export function recordTierDown(db: Executor, memberId: number, ended: TierStatus, tier: TierRow): Promise<boolean> {
  return recordNotification(db, {
    memberId,
    kind: 'tier_down',
    eventKey: `tier_down:${memberId}:${ended.tier.code}:${ended.expiresAt?.toISOString() ?? 'lowest'}`,
    ...tierDown({ tier: { th: tier.nameTh, en: tier.nameEn } }),
    linkPath: '/home',
  });
}

/** Takes a refunded sale's amount off the member's spending; a tier held is kept (DESIGN §14). */
export async function recordRefundedSpending(
  db: Executor,
  refund: { memberId: number; amount: number; spentAt: Date },
): Promise<void> {
  await insertMemberSpending(db, { ...refund, amount: -refund.amount });
}

/** A hold at risk (DESIGN §15): the tier, what is left to spend to keep it, and by when. */
export interface HoldAtRisk {
  memberId: number;
  tier: TierRow;
  amount: number;
  deadline: Date;
}

/** Active members whose hold ends within `days` after `now` and who still have to spend to keep it. */
export async function holdsAtRisk(orm: Orm, tierTable: TierReader, now: Date, days: number): Promise<HoldAtRisk[]> {
  const ending = await selectHoldsEndingBetween(orm, { after: now, until: new Date(now.getTime() + days * DAY_MS) });
  const atRisk: HoldAtRisk[] = [];
  for (const { memberId } of ending) {
    const standing = (await memberStandingOf(orm, tierTable, memberId, now))?.standing;
    if (standing?.keep && standing.keep.amount > 0) {
      atRisk.push({ memberId, tier: standing.current, amount: standing.keep.amount, deadline: standing.keep.deadline });
    }
  }
  return atRisk;
}

/**
 * Judges every active member's hold that ended by `now` (decision 053), storing the new status and telling
 * those who stepped down (`storeStatus`); a dry run stores and tells nothing. Answers how many step down.
 */
export async function judgeEndedHolds(
  orm: Orm,
  tierTable: TierReader,
  now: Date,
  options: { dryRun: boolean },
): Promise<number> {
  const tiers = await tierTable.read(orm);
  const ended = await selectHoldsEndingBetween(orm, { after: new Date(0), until: now });
  let down = 0;
  for (const hold of ended) {
    const heldTier = tiers.find((tier) => tier.id === hold.tierId);
    // Inside a transaction the status is computed and never stored: the dry run's way to look ahead.
    const judged = options.dryRun
      ? await orm.transaction((tx) => currentTierOf(tx, tierTable, hold.memberId, now))
      : await currentTierOf(orm, tierTable, hold.memberId, now);
    if (heldTier && judged.minSpending < heldTier.minSpending) down += 1;
  }
  return down;
}
