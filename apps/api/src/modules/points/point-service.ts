import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import type { LEDGER_SOURCES } from '../../db/schema.js';
import { bangkokYearOf, endOfBangkokYear } from '../calendar/bangkok-calendar.js';
import type { RulesReader } from '../rules/rules-service.js';
import { lockMemberDebt, selectDebt, setDebt } from './debt-repository.js';
import {
  insertCreditEntry,
  insertEntry,
  type LotChange,
  lockExpiredLots,
  lockSpendableLots,
  type NewLot,
  selectBalance,
  selectEntryDraws,
  setLotsRemaining,
} from './point-repository.js';

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
}

/**
 * DESIGN §6 expiry: 31 December (Asia/Bangkok) of the `years`-th year after the earn year; the
 * programme rules hold `years` (2 by default).
 */
export function defaultExpiryOf(earnedAt: Date, years = 2): Date {
  return endOfBangkokYear(bangkokYearOf(earnedAt) + years);
}

function requireWholePositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new AppError('VALIDATION_FAILED');
}

/** Points the member can use now: unexpired remainders only, even before the expiry sweep ran. */
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
 * what the member owes from it first (DESIGN §13): `repaid` points of this earn went to the debt.
 */
export async function earnPoints(
  tx: Executor,
  earn: Movement & LotExpiry,
  now = new Date(),
): Promise<{ entryId: number; lotId: number; expiresAt: Date; repaid: number }> {
  requireWholePositive(earn.amount);
  const expiresAt = await expiryOf(tx, earn, now);
  const credited = await creditLot(tx, 'earn', earn, expiresAt, now);
  const repaid = await repayDebt(tx, earn.memberId, expiresAt > now ? earn.amount : 0, credited.entryId, now);
  return { ...credited, expiresAt, repaid };
}

/** The text of a repayment, in both languages, for the member's history. */
const REPAY_REASON = { en: 'Owed from a refund at a store', th: 'คะแนนค้างชำระจากการคืนสินค้าที่ร้าน' } as const;

/**
 * Repays the member's debt from points just credited (at most `credited`, never past the balance): a
 * `repay` entry draws them soonest-expiring first and the debt shrinks (its row goes at 0). Takes the
 * member row lock (`lockMemberDebt`), after the credit's new lot (which locks nothing another
 * transaction waits for), so the order stays member → lots → debt.
 */
async function repayDebt(
  tx: Executor,
  memberId: number,
  credited: number,
  creditEntryId: number,
  now: Date,
): Promise<number> {
  const owed = await lockMemberDebt(tx, memberId);
  if (owed === 0 || credited === 0) return 0;
  const { draws, taken } = await drawUpTo(tx, memberId, Math.min(owed, credited), now);
  if (taken === 0) return 0;
  await insertEntry(
    tx,
    {
      ...entryFields(
        {
          memberId,
          source: 'till',
          reason: REPAY_REASON.en,
          reasonTh: REPAY_REASON.th,
          reference: `entry:${creditEntryId}`,
        },
        now,
      ),
      kind: 'repay',
      delta: -taken,
    },
    changesOf(draws),
  );
  await setDebt(tx, memberId, owed - taken, now);
  return taken;
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

function entryFields(movement: Omit<Movement, 'amount'>, now: Date) {
  return {
    memberId: movement.memberId,
    source: movement.source,
    reason: movement.reason,
    reasonTh: movement.reasonTh ?? null,
    reference: movement.reference ?? null,
    idempotencyKey: movement.idempotencyKey ?? null,
    createdAt: now,
  };
}

interface Draw extends LotChange {
  expiresAt: Date;
}

/**
 * Takes up to `limit` points from the member's unexpired lots, soonest-expiring first (DESIGN §6), under
 * row locks: a parallel spend waits for these lots and then sees what this one left, so nothing is spent
 * twice. The lots locked are every lot the balance sums, so the balance after the draw is known without
 * a query. With `isExact`, a balance short of `limit` is INSUFFICIENT_POINTS before anything changes.
 */
async function drawUpTo(
  tx: Executor,
  memberId: number,
  limit: number,
  now: Date,
  isExact = false,
): Promise<{ draws: Draw[]; taken: number; balanceAfter: number }> {
  const lots = await lockSpendableLots(tx, memberId, now);
  const available = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (isExact && available < limit) throw new AppError('INSUFFICIENT_POINTS');
  const amount = Math.min(limit, available);
  const draws: Draw[] = [];
  const drawn: { lotId: number; remaining: number }[] = [];
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const taken = Math.min(lot.remaining, left);
    drawn.push({ lotId: lot.id, remaining: lot.remaining - taken });
    draws.push({ lotId: lot.id, amount: -taken, expiresAt: lot.expiresAt });
    left -= taken;
  }
  await setLotsRemaining(tx, drawn);
  return { draws, taken: amount, balanceAfter: available - amount };
}

/** Takes exactly `amount` (`drawUpTo`), or INSUFFICIENT_POINTS when the balance is short. */
async function drawPoints(
  tx: Executor,
  memberId: number,
  amount: number,
  now: Date,
): Promise<{ draws: Draw[]; balanceAfter: number }> {
  const { draws, balanceAfter } = await drawUpTo(tx, memberId, amount, now, true);
  return { draws, balanceAfter };
}

function changesOf(draws: readonly Draw[]): LotChange[] {
  return draws.map(({ lotId, amount }) => ({ lotId, amount }));
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
 * Reserves points to pay with at a till (DESIGN §13): a `hold` entry draws them soonest-expiring first,
 * exactly like a spend, so they leave the balance at once and nothing else can spend them. Capturing the
 * hold keeps them spent; `releaseHeldPoints` gives them back. INSUFFICIENT_POINTS past the balance.
 */
export async function holdPoints(
  tx: Executor,
  hold: Movement,
  now = new Date(),
): Promise<{ entryId: number; balanceAfter: number }> {
  requireWholePositive(hold.amount);
  const { draws, balanceAfter } = await drawPoints(tx, hold.memberId, hold.amount, now);
  const entryId = await insertEntry(
    tx,
    { ...entryFields(hold, now), kind: 'hold', delta: -hold.amount },
    changesOf(draws),
  );
  return { entryId, balanceAfter };
}

/** One new lot per expiry among `draws` (negative lot changes), holding what was drawn at that expiry. */
function lotsByExpiry(draws: readonly { amount: number; expiresAt: Date }[]): NewLot[] {
  const byExpiry = new Map<number, NewLot>();
  for (const draw of draws) {
    const group = byExpiry.get(draw.expiresAt.getTime()) ?? { expiresAt: draw.expiresAt, amount: 0 };
    group.amount -= draw.amount;
    byExpiry.set(draw.expiresAt.getTime(), group);
  }
  return [...byExpiry.values()];
}

/**
 * Gives back what a `hold` entry took (DESIGN §13 release, or the 5 minutes passing): a `release` entry
 * with one new lot per expiry drawn, as a transfer gives the receiver, so the points keep their own
 * expiry dates. A returned expiry already past makes a lot that is simply expired: the balance never
 * counts it and the expiry sweep writes it off, as if the points had never been held. The entry names
 * the hold entry in `reverses_entry_id`, whose unique index lets a hold be released only once whatever
 * the concurrency. Live returned points repay a debt first, like an earn.
 */
export async function releaseHeldPoints(
  tx: Executor,
  holdEntryId: number,
  release: { reason: string; reasonTh?: string; reference?: string },
  now = new Date(),
): Promise<{ entryId: number; points: number; repaid: number }> {
  const held = await selectEntryDraws(tx, holdEntryId);
  if (held?.entry.kind !== 'hold') throw new Error(`Entry ${holdEntryId} is not a hold`);
  const { entry, draws } = held;
  const points = -entry.delta;
  const { entryId } = await insertCreditEntry(
    tx,
    {
      ...entryFields({ ...release, memberId: entry.memberId, source: 'till' }, now),
      kind: 'release',
      delta: points,
      reversesEntryId: holdEntryId,
    },
    lotsByExpiry(draws),
  );
  const live = draws.filter((draw) => draw.expiresAt > now).reduce((sum, draw) => sum - draw.amount, 0);
  const repaid = await repayDebt(tx, entry.memberId, live, entryId, now);
  return { entryId, points, repaid };
}

/**
 * Takes back points a till refund's share earned (DESIGN §13): as many as the balance holds, up to
 * `amount`, in a `reverse` entry drawn soonest-expiring first; the rest is added to what the member owes
 * (`point_debts`), repaid first from later earns. A balance never goes below 0. Lock order member →
 * lots → debt (`lockMemberDebt`).
 */
export async function reversePoints(
  tx: Executor,
  reversal: Movement,
  now = new Date(),
): Promise<{ entryId: number | null; reversed: number; owed: number; balanceAfter: number }> {
  requireWholePositive(reversal.amount);
  const owedBefore = await lockMemberDebt(tx, reversal.memberId);
  const { draws, taken, balanceAfter } = await drawUpTo(tx, reversal.memberId, reversal.amount, now);
  const entryId =
    taken > 0
      ? await insertEntry(tx, { ...entryFields(reversal, now), kind: 'reverse', delta: -taken }, changesOf(draws))
      : null;
  const owed = reversal.amount - taken;
  if (owed > 0) await setDebt(tx, reversal.memberId, owedBefore + owed, now);
  return { entryId, reversed: taken, owed, balanceAfter };
}

/**
 * Moves points to another member (DESIGN §6 transfer): the sender's lots are drawn soonest-expiring first
 * and the receiver gets one new lot per expiry drawn, so the points keep their expiry. Only the sender's
 * lots are locked (the receiver's are new rows), so opposite transfers between two members never deadlock.
 */
export async function transferPoints(
  tx: Executor,
  transfer: { fromMemberId: number; toMemberId: number; amount: number; reason: string; idempotencyKey?: string },
  now = new Date(),
): Promise<{ outEntryId: number; inEntryId: number; senderBalance: number }> {
  requireWholePositive(transfer.amount);
  if (transfer.fromMemberId === transfer.toMemberId) throw new AppError('INVALID_RECIPIENT');
  const common = { amount: transfer.amount, source: 'transfer' as const, reason: transfer.reason };
  const sender = { ...common, memberId: transfer.fromMemberId, reference: `member:${transfer.toMemberId}` };
  const receiver = { ...common, memberId: transfer.toMemberId, reference: `member:${transfer.fromMemberId}` };
  const { draws, balanceAfter: senderBalance } = await drawPoints(tx, transfer.fromMemberId, transfer.amount, now);
  const outEntryId = await insertEntry(
    tx,
    {
      ...entryFields({ ...sender, idempotencyKey: transfer.idempotencyKey }, now),
      kind: 'transfer_out',
      delta: -transfer.amount,
    },
    changesOf(draws),
  );
  const { entryId: inEntryId } = await insertCreditEntry(
    tx,
    {
      ...entryFields({ ...receiver, idempotencyKey: transfer.idempotencyKey }, now),
      kind: 'transfer_in',
      delta: transfer.amount,
    },
    lotsByExpiry(draws),
  );
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
