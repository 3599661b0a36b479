import type { Executor } from '../../db/client.js';
import { lockMemberDebt, setDebt } from './debt-repository.js';
import {
  changesOf,
  drawPoints,
  drawUpTo,
  entryFields,
  lotsByExpiry,
  type Movement,
  requireWholePositive,
} from './ledger-entries.js';
import { insertCreditEntry, insertEntry } from './ledger-write-repository.js';
import { selectEntryDraws } from './point-repository.js';

/** The text of a repayment, in both languages, for the member's history. */
const REPAY_REASON = { en: 'Owed from a refund at a store', th: 'คะแนนค้างชำระจากการคืนสินค้าที่ร้าน' } as const;

/**
 * Repays the member's debt from points just credited (at most `credited`, never past the balance): a
 * `repay` entry draws them soonest-expiring first and the debt shrinks (its row goes at 0); answers the
 * points repaid and the member's balance after. Takes the
 * member row lock (`lockMemberDebt`), after the credit's new lot (which locks nothing another
 * transaction waits for), so the order stays member → lots → debt.
 */
export async function repayDebt(
  tx: Executor,
  memberId: number,
  credited: number,
  creditEntryId: number,
  now: Date,
): Promise<{ repaid: number; balanceAfter: number }> {
  const { owed, balance } = await lockMemberDebt(tx, memberId, now);
  if (owed === 0 || credited === 0) return { repaid: 0, balanceAfter: balance };
  const { draws, taken, balanceAfter } = await drawUpTo(tx, memberId, Math.min(owed, credited), now);
  if (taken === 0) return { repaid: 0, balanceAfter };
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
  return { repaid: taken, balanceAfter };
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
  const { repaid } = await repayDebt(tx, entry.memberId, live, entryId, now);
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
  const { owed: owedBefore } = await lockMemberDebt(tx, reversal.memberId, now);
  const { draws, taken, balanceAfter } = await drawUpTo(tx, reversal.memberId, reversal.amount, now);
  const entryId =
    taken > 0
      ? await insertEntry(tx, { ...entryFields(reversal, now), kind: 'reverse', delta: -taken }, changesOf(draws))
      : null;
  const owed = reversal.amount - taken;
  if (owed > 0) await setDebt(tx, reversal.memberId, owedBefore + owed, now);
  return { entryId, reversed: taken, owed, balanceAfter };
}
