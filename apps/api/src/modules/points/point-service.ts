import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { bangkokYearOf, endOfBangkokYear } from '../calendar/bangkok-calendar.js';
import type { RulesReader } from '../rules/rules-service.js';
import { selectDebt } from './debt-repository.js';
import {
  changesOf,
  drawPoints,
  drawUpTo,
  entryFields,
  lotsByExpiry,
  type Movement,
  planDraw,
  requireWholePositive,
} from './ledger-entries.js';
import { insertCreditEntry, insertEntry, insertTransferEntries, setLotsRemaining } from './ledger-write-repository.js';
import {
  type LotRow,
  lockExpiredLots,
  lockSpendableLots,
  lockSpendableLotsWithSentSince,
  selectBalance,
  selectExpiringPointsByMember,
} from './point-repository.js';
import { repayDebt } from './till-movements.js';

/**
 * DESIGN §6 expiry: 31 December (Asia/Bangkok) of the `years`-th year after the earn year; the
 * programme rules hold `years` (2 by default).
 */
export function defaultExpiryOf(earnedAt: Date, years = 2): Date {
  return endOfBangkokYear(bangkokYearOf(earnedAt) + years);
}

/** Points the member can use now: unexpired remainders only, even before the expiry sweep ran. */
/** Active members' points expiring in [from, to), one row per member (the expiring-points reminders). */
export function expiringPointsByMember(db: Executor, window: { from: Date; to: Date }) {
  return selectExpiringPointsByMember(db, window);
}

export function pointBalance(db: Executor, memberId: number, now = new Date()): Promise<number> {
  return selectBalance(db, memberId, now);
}

/** Points the member owes after a till refund (DESIGN §13 `points_owed`), repaid first from later earns. */
export function owedPoints(db: Executor, memberId: number): Promise<number> {
  return selectDebt(db, memberId);
}

/**
 * When a credited lot expires: the date given, or the programme's expiry rule read through `rules` (the
 * app's cached copy, which a transaction may read: DESIGN §6 rules may be a minute old anyway).
 */
export type LotExpiry = { expiresAt: Date } | { rules: RulesReader };

async function expiryOf(tx: Executor, expiry: LotExpiry, now: Date): Promise<Date> {
  if ('expiresAt' in expiry) return expiry.expiresAt;
  return defaultExpiryOf(now, (await expiry.rules.read(tx)).pointExpiryYears);
}

/**
 * Credits points as a new lot (the programme's expiry rule unless given) and its `earn` entry, then repays
 * what the member owes from it first (DESIGN §13): `repaid` points of this earn went to the debt, and
 * `balanceAfter` is the member's balance once both are done.
 */
export async function earnPoints(
  tx: Executor,
  earn: Movement & LotExpiry,
  now = new Date(),
): Promise<{ entryId: number; lotId: number; expiresAt: Date; repaid: number; balanceAfter: number }> {
  requireWholePositive(earn.amount);
  const expiresAt = await expiryOf(tx, earn, now);
  const credited = await creditLot(tx, 'earn', earn, expiresAt, now);
  const repayment = await repayDebt(tx, earn.memberId, expiresAt > now ? earn.amount : 0, credited.entryId, now);
  return { ...credited, expiresAt, ...repayment };
}

async function creditLot(
  tx: Executor,
  kind: 'earn' | 'adjust',
  movement: Movement,
  expiresAt: Date,
  now: Date,
): Promise<{ entryId: number; lotId: number }> {
  const { entryId, lotIds } = await insertCreditEntry(
    tx,
    { ...entryFields(movement, now), kind, delta: movement.amount },
    [{ amount: movement.amount, expiresAt }],
  );
  return { entryId, lotId: lotIds[0] as number };
}

/**
 * A `spend` entry linked to the lots it consumed, with the member's balance after it; INSUFFICIENT_POINTS
 * when the balance is short.
 */
export async function spendPoints(
  tx: Executor,
  spend: Movement,
  now = new Date(),
): Promise<{ entryId: number; balanceAfter: number }> {
  requireWholePositive(spend.amount);
  const { draws, balanceAfter } = await drawPoints(tx, spend.memberId, spend.amount, now);
  const entryId = await insertEntry(
    tx,
    { ...entryFields(spend, now), kind: 'spend', delta: -spend.amount },
    changesOf(draws),
  );
  return { entryId, balanceAfter };
}

/**
 * What a transfer's sender has to send from, read in one round trip under the locks the transfer's draw
 * needs: the points they sent since `since` (what the daily cap counts) and their spendable lots, locked.
 * The caller holds the sender's member lock; `transferPoints` draws from these lots in the same transaction.
 */
export interface TransferSource {
  memberId: number;
  sentSince: number;
  lots: readonly LotRow[];
}

export async function lockTransferSource(
  tx: Executor,
  memberId: number,
  at: { now: Date; since: Date },
): Promise<TransferSource> {
  return { memberId, ...(await lockSpendableLotsWithSentSince(tx, memberId, at)) };
}

/**
 * Moves points to another member (DESIGN §6 transfer): the sender's lots are drawn soonest-expiring first
 * and the receiver gets one new lot per expiry drawn, so the points keep their expiry, all written in one
 * statement. Only the sender's lots are locked (the receiver's are new rows), so opposite transfers between
 * two members never deadlock. `source` is the sender's lots when the caller locked them already
 * (`lockTransferSource`, in this transaction); otherwise they are locked here.
 */
export async function transferPoints(
  tx: Executor,
  transfer: { fromMemberId: number; toMemberId: number; amount: number; reason: string; idempotencyKey?: string },
  now = new Date(),
  source?: TransferSource,
): Promise<{ outEntryId: number; inEntryId: number; senderBalance: number }> {
  requireWholePositive(transfer.amount);
  if (transfer.fromMemberId === transfer.toMemberId) throw new AppError('INVALID_RECIPIENT');
  if (source && source.memberId !== transfer.fromMemberId) throw new Error('The lots locked are not the sender’s');
  const common = { amount: transfer.amount, source: 'transfer' as const, reason: transfer.reason };
  const sender = { ...common, memberId: transfer.fromMemberId, reference: `member:${transfer.toMemberId}` };
  const receiver = { ...common, memberId: transfer.toMemberId, reference: `member:${transfer.fromMemberId}` };
  const lots = source?.lots ?? (await lockSpendableLots(tx, transfer.fromMemberId, now));
  const { draws, remainders, balanceAfter: senderBalance } = planDraw(lots, transfer.amount, true);
  const { outEntryId, inEntryId } = await insertTransferEntries(tx, {
    remainders,
    out: {
      entry: {
        ...entryFields({ ...sender, idempotencyKey: transfer.idempotencyKey }, now),
        kind: 'transfer_out',
        delta: -transfer.amount,
      },
      changes: changesOf(draws),
    },
    in: {
      entry: {
        ...entryFields({ ...receiver, idempotencyKey: transfer.idempotencyKey }, now),
        kind: 'transfer_in',
        delta: transfer.amount,
      },
      lots: lotsByExpiry(draws),
    },
  });
  return { outEntryId, inEntryId, senderBalance };
}

/**
 * An operator's correction (source `operator`), its reason in both languages for the member's history:
 * a positive amount is a new lot with the programme's default expiry, a negative one is drawn like a
 * spend and refused with INSUFFICIENT_POINTS past the balance, so no balance goes below 0.
 */
export async function adjustPoints(
  tx: Executor,
  rules: RulesReader,
  adjust: {
    memberId: number;
    amount: number;
    reason: string;
    reasonTh?: string;
    reference?: string;
    idempotencyKey?: string;
  },
  now = new Date(),
): Promise<{ entryId: number }> {
  requireWholePositive(Math.abs(adjust.amount));
  const movement: Movement = { ...adjust, source: 'operator' };
  if (adjust.amount > 0) {
    const expiresAt = await expiryOf(tx, { rules }, now);
    return { entryId: (await creditLot(tx, 'adjust', movement, expiresAt, now)).entryId };
  }
  const { draws } = await drawPoints(tx, adjust.memberId, -adjust.amount, now);
  const entryId = await insertEntry(
    tx,
    { ...entryFields(movement, now), kind: 'adjust', delta: adjust.amount },
    changesOf(draws),
  );
  return { entryId };
}

/**
 * Moves every unexpired point of one account to another when an operator merges two accounts of one
 * person (DESIGN §11): a `merge_out` entry draws each of the merged member's lots whole, and a `merge_in`
 * entry gives the survivor one new lot per drawn lot with the same expiry, so nothing expires sooner or
 * later than it would have. Only the merged member's lots are locked (the survivor's are new rows); the
 * caller locks both members, lowest id first, before calling. Nothing to move records nothing.
 */
export async function mergePoints(
  tx: Executor,
  merge: { fromMemberId: number; toMemberId: number; reason: string; idempotencyKey?: string },
  now = new Date(),
): Promise<{ points: number; outEntryId: number | null; inEntryId: number | null }> {
  if (merge.fromMemberId === merge.toMemberId) throw new AppError('MERGE_INTO_SELF');
  const lots = await lockSpendableLots(tx, merge.fromMemberId, now);
  const points = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (points === 0) return { points, outEntryId: null, inEntryId: null };
  const common = { source: 'merge' as const, reason: merge.reason, idempotencyKey: merge.idempotencyKey };
  await setLotsRemaining(
    tx,
    lots.map((lot) => ({ lotId: lot.id, remaining: 0 })),
  );
  const outEntryId = await insertEntry(
    tx,
    {
      ...entryFields({ ...common, memberId: merge.fromMemberId, reference: `member:${merge.toMemberId}` }, now),
      kind: 'merge_out',
      delta: -points,
    },
    lots.map((lot) => ({ lotId: lot.id, amount: -lot.remaining })),
  );
  const { entryId: inEntryId } = await insertCreditEntry(
    tx,
    {
      ...entryFields({ ...common, memberId: merge.toMemberId, reference: `member:${merge.fromMemberId}` }, now),
      kind: 'merge_in',
      delta: points,
    },
    lots.map((lot) => ({ amount: lot.remaining, expiresAt: lot.expiresAt })),
  );
  return { points, outEntryId, inEntryId };
}

/**
 * Forfeits every point the member has left when they ask for their data to be erased (DESIGN §16): one
 * `forfeit` entry drawing all their unexpired lots under the same row locks a spend takes, so a parallel
 * spend either went first (the forfeit takes the rest) or finds nothing left. Nothing left records nothing.
 */
export async function forfeitRemainingPoints(
  tx: Executor,
  forfeit: { memberId: number; reason: string },
  now = new Date(),
): Promise<{ points: number; entryId: number | null }> {
  const { draws, taken } = await drawUpTo(tx, forfeit.memberId, Number.MAX_SAFE_INTEGER, now);
  if (taken === 0) return { points: 0, entryId: null };
  const entryId = await insertEntry(
    tx,
    { ...entryFields({ ...forfeit, source: 'membership' }, now), kind: 'forfeit', delta: -taken },
    changesOf(draws),
  );
  return { points: taken, entryId };
}

const SWEEP_BATCH = 500;

/**
 * The scheduled expiry sweep (issue 4): one `expire` entry per lot past its expiry that still holds
 * points, zeroing it, in batches of one transaction each. Running it again finds nothing to do; balances
 * never waited for it, since reads skip expired lots anyway.
 */
export async function sweepExpiredLots(orm: Orm, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const swept = await orm.transaction(async (tx) => {
      const lots = await lockExpiredLots(tx, now, SWEEP_BATCH);
      await setLotsRemaining(
        tx,
        lots.map((lot) => ({ lotId: lot.id, remaining: 0 })),
      );
      for (const lot of lots) {
        await insertEntry(
          tx,
          {
            memberId: lot.memberId,
            kind: 'expire',
            source: 'expiry',
            reason: 'expiry',
            reference: `lot:${lot.id}`,
            delta: -lot.remaining,
            createdAt: now,
          },
          [{ lotId: lot.id, amount: -lot.remaining }],
        );
      }
      return lots.length;
    });
    expired += swept;
    if (swept < SWEEP_BATCH) return expired;
  }
}
