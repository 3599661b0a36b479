import { and, asc, desc, eq, gt, gte, like, lt, lte, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Executor, preparedOnce } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { unexpiredBalanceOf } from '../../db/member-figures.js';
import { members, pointLedger, pointLotChanges, pointLots } from '../../db/schema.js';

export type LedgerEntryRow = typeof pointLedger.$inferSelect;
export type NewLedgerEntry = typeof pointLedger.$inferInsert;
export type LotRow = typeof pointLots.$inferSelect;
export interface LotChange {
  lotId: number;
  amount: number;
}

/** The member's balance by the one balance rule (`unexpiredBalanceOf`, which profile reads compose too). */
export async function selectBalance(db: Executor, memberId: number, now: Date): Promise<number> {
  const select = preparedOnce(db, 'member_balance', () =>
    db
      .select({ balance: unexpiredBalanceOf(members.id, sql.placeholder('now')) })
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('member_balance'),
  );
  const [row] = await select.execute({ memberId, now: now.toISOString() });
  return row?.balance ?? 0;
}

/** The points a sum of transfer_out entries sent (their deltas are negative). */
const SENT = sql<number>`coalesce(sum(-${pointLedger.delta}), 0)::int`;

/** The member's transfer_out entries since `since`: what the daily cap counts, in one place for both reads. */
function transfersOutSince(memberId: AnyPgColumn | Placeholder, since: Date | Placeholder) {
  return and(
    eq(pointLedger.memberId, memberId),
    eq(pointLedger.kind, 'transfer_out'),
    gte(pointLedger.createdAt, since),
  );
}

/**
 * What the transfer screen starts from, for several members (`memberIds`) in ONE prepared round trip
 * (DESIGN §10: profile reads p99 ≤ 50 ms at 64 connections): each member's balance at `now` and the
 * points they sent since `since`, as `transfersOutSince` counts them; an unknown member has none.
 */
export async function findTransferStandings(
  db: Executor,
  memberIds: readonly number[],
  at: { now: Date; since: Date },
): Promise<Map<number, { balance: number; sentSince: number }>> {
  const query = preparedOnce(db, 'transfer_standings', () =>
    db
      .select({
        memberId: members.id,
        balance: unexpiredBalanceOf(members.id, sql.placeholder('now')),
        sentSince: sql<number>`(select ${SENT} from ${pointLedger} where ${transfersOutSince(
          members.id,
          sql.placeholder('since'),
        )})`,
      })
      .from(members)
      .where(sql`${members.id} = any(${sql.placeholder('memberIds')}::bigint[])`)
      .prepare('transfer_standings'),
  );
  const rows = await query.execute({ memberIds, now: at.now.toISOString(), since: at.since.toISOString() });
  return new Map(rows.map(({ memberId, ...standing }) => [memberId, standing]));
}

/** The sum of the member's entries of `source` whose reference starts with `referencePrefix` (reversals included). */
export async function sumPointsByReference(
  db: Executor,
  memberId: number,
  filter: { source: LedgerEntryRow['source']; referencePrefix: string },
): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.memberId, memberId),
        eq(pointLedger.source, filter.source),
        like(pointLedger.reference, `${likeLiteral(filter.referencePrefix)}%`),
      ),
    );
  return row?.points ?? 0;
}

/**
 * The member's spendable lots, soonest-expiring first, locked. Every path that locks lots orders them by
 * member, expiry and id, so two transactions always queue in the same order and never deadlock.
 */
export async function lockSpendableLots(db: Executor, memberId: number, now: Date): Promise<LotRow[]> {
  const lock = preparedOnce(db, 'lock_spendable_lots', () => spendableLotsLocked(db).prepare('lock_spendable_lots'));
  return lock.execute({ memberId, now: now.toISOString() });
}

/** `lockSpendableLots`'s select, its member and instant the placeholders `memberId` and `now`. */
function spendableLotsLocked(db: Executor) {
  return db
    .select()
    .from(pointLots)
    .where(
      and(
        eq(pointLots.memberId, sql.placeholder('memberId')),
        gt(pointLots.expiresAt, sql.placeholder('now')),
        gt(pointLots.remaining, 0),
      ),
    )
    .orderBy(asc(pointLots.memberId), asc(pointLots.expiresAt), asc(pointLots.id))
    .for('update');
}

/**
 * A transfer's sender side in one round trip (DESIGN §10): the points they sent since `since`, as
 * `transfersOutSince` counts them (the daily cap), and their spendable lots locked as
 * `lockSpendableLots` locks them. The member's row must exist (the caller holds its lock).
 */
export async function lockSpendableLotsWithSentSince(
  db: Executor,
  memberId: number,
  at: { now: Date; since: Date },
): Promise<{ sentSince: number; lots: LotRow[] }> {
  const select = preparedOnce(db, 'spendable_lots_locked_with_sent_since', () => {
    const lots = spendableLotsLocked(db).as('lots');
    return db
      .select({
        sentSince: sql<number>`(select ${SENT} from ${pointLedger} where ${transfersOutSince(
          members.id,
          sql.placeholder('since'),
        )})`,
        lot: lots._.selectedFields,
      })
      .from(members)
      .leftJoin(lots, sql`true`)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('spendable_lots_locked_with_sent_since');
  });
  const rows = await select.execute({ memberId, now: at.now.toISOString(), since: at.since.toISOString() });
  return {
    sentSince: rows[0]?.sentSince ?? 0,
    lots: rows.flatMap(({ lot }) => (lot ? [lot] : [])),
  };
}

/**
 * Active members' points expiring in [from, to), one row per member with the first of those instants,
 * by member id (the expiring-points reminders, DESIGN §15).
 */
export async function selectExpiringPointsByMember(
  db: Executor,
  window: { from: Date; to: Date },
): Promise<{ memberId: number; points: number; expiresAt: Date }[]> {
  return db
    .select({
      memberId: pointLots.memberId,
      points: sql<number>`sum(${pointLots.remaining})::int`,
      expiresAt: sql<Date>`min(${pointLots.expiresAt})`.mapWith(pointLots.expiresAt),
    })
    .from(pointLots)
    .innerJoin(members, eq(members.id, pointLots.memberId))
    .where(
      and(
        gte(pointLots.expiresAt, window.from),
        lt(pointLots.expiresAt, window.to),
        gt(pointLots.remaining, 0),
        eq(members.status, 'active'),
      ),
    )
    .groupBy(pointLots.memberId)
    .orderBy(asc(pointLots.memberId));
}

/**
 * Lots past their expiry that still hold points, locked; a sweep running alongside skips the ones
 * another sweep holds instead of waiting for them.
 */
export async function lockExpiredLots(db: Executor, now: Date, limit: number): Promise<LotRow[]> {
  return db
    .select()
    .from(pointLots)
    .where(and(lte(pointLots.expiresAt, now), gt(pointLots.remaining, 0)))
    .orderBy(asc(pointLots.memberId), asc(pointLots.expiresAt), asc(pointLots.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** An entry with the lots it drew and their expiry (what a hold took, for its release). */
export async function selectEntryDraws(
  db: Executor,
  entryId: number,
): Promise<{ entry: LedgerEntryRow; draws: { lotId: number; amount: number; expiresAt: Date }[] } | undefined> {
  const [entry] = await db.select().from(pointLedger).where(eq(pointLedger.id, entryId));
  if (!entry) return undefined;
  const draws = await db
    .select({ lotId: pointLotChanges.lotId, amount: pointLotChanges.amount, expiresAt: pointLots.expiresAt })
    .from(pointLotChanges)
    .innerJoin(pointLots, eq(pointLots.id, pointLotChanges.lotId))
    .where(eq(pointLotChanges.entryId, entryId))
    .orderBy(asc(pointLots.expiresAt), asc(pointLots.id));
  return { entry, draws };
}

/** A day's unexpired remainders (DESIGN §6): the Asia/Bangkok calendar day of expiry and their sum. */
export interface ExpiryDay {
  expiresOn: string;
  points: number;
}

/**
 * Each member's unexpired remainders summed per Asia/Bangkok calendar day of expiry, soonest first
 * (DESIGN §6), by member id, in one prepared statement for all of them; a member with none has no entry.
 */
export async function selectExpiryTimelines(
  db: Executor,
  memberIds: readonly number[],
  now: Date,
): Promise<Map<number, ExpiryDay[]>> {
  const select = preparedOnce(db, 'expiry_timelines', () => {
    const day = sql<string>`to_char(${pointLots.expiresAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;
    return db
      .select({ memberId: pointLots.memberId, expiresOn: day, points: sql<number>`sum(${pointLots.remaining})::int` })
      .from(pointLots)
      .where(
        and(
          sql`${pointLots.memberId} = any(${sql.placeholder('memberIds')}::bigint[])`,
          gt(pointLots.expiresAt, sql.placeholder('now')),
          gt(pointLots.remaining, 0),
        ),
      )
      .groupBy(pointLots.memberId, day)
      .orderBy(asc(pointLots.memberId), asc(day))
      .prepare('expiry_timelines');
  });
  const timelines = new Map<number, ExpiryDay[]>();
  for (const { memberId, ...day } of await select.execute({ memberIds, now: now.toISOString() })) {
    const days = timelines.get(memberId);
    if (days) days.push(day);
    else timelines.set(memberId, [day]);
  }
  return timelines;
}

/** The member's lots still holding unexpired points, soonest-expiring first (the back-office detail). */
export async function selectOpenLots(db: Executor, memberId: number, now: Date): Promise<LotRow[]> {
  return db
    .select()
    .from(pointLots)
    .where(and(eq(pointLots.memberId, memberId), gt(pointLots.expiresAt, now), gt(pointLots.remaining, 0)))
    .orderBy(asc(pointLots.expiresAt), asc(pointLots.id));
}

/**
 * The members each sender (`memberIds`) sent points to most recently, newest first, each once, at most
 * `limit` a sender: transfer_out entries keep the recipient as their reference (`member:<id>`). One
 * prepared statement for all the senders, a lateral join a sender; served by point_ledger_member_created_idx.
 */
export async function selectRecentTransferRecipientIds(
  db: Executor,
  memberIds: readonly number[],
  limit: number,
): Promise<Map<number, number[]>> {
  // Prepared once a connection: the transfer screen reads it on every visit.
  const select = preparedOnce(db, 'recent_transfer_recipients_of', () => {
    const sender = sql<number>`keys.member_id`.mapWith(Number);
    const lastSentAt = sql`max(${pointLedger.createdAt})`;
    const recent = db
      .select({ reference: pointLedger.reference, lastSentAt: lastSentAt.as('last_sent_at') })
      .from(pointLedger)
      .where(
        and(
          eq(pointLedger.memberId, sender),
          eq(pointLedger.kind, 'transfer_out'),
          eq(pointLedger.source, 'transfer'),
          like(pointLedger.reference, 'member:%'),
        ),
      )
      .groupBy(pointLedger.reference)
      .orderBy(desc(lastSentAt))
      .limit(sql.placeholder('limit'))
      .as('recent');
    return db
      .select({ sender, reference: recent.reference })
      .from(sql`unnest(${sql.placeholder('memberIds')}::bigint[]) as keys(member_id)`)
      .innerJoinLateral(recent, sql`true`)
      .orderBy(sender, desc(recent.lastSentAt))
      .prepare('recent_transfer_recipients_of');
  });
  const recipients = new Map<number, number[]>();
  for (const { sender, reference } of await select.execute({ memberIds, limit })) {
    const id = Number(reference?.slice('member:'.length));
    if (!Number.isSafeInteger(id)) continue;
    recipients.set(sender, [...(recipients.get(sender) ?? []), id]);
  }
  return recipients;
}

/**
 * Up to `limit` of the member's ledger entries after entry `afterId`, in id order, with the expiry of the
 * lot each credit made: the PDPA export pages through a long ledger this way rather than read it at once.
 */
export function selectLedgerChunk(db: Executor, memberId: number, afterId: number, limit: number) {
  return db
    .select({
      id: pointLedger.id,
      kind: pointLedger.kind,
      source: pointLedger.source,
      delta: pointLedger.delta,
      reason: pointLedger.reason,
      reasonTh: pointLedger.reasonTh,
      reference: pointLedger.reference,
      expiresAt: pointLots.expiresAt,
      createdAt: pointLedger.createdAt,
    })
    .from(pointLedger)
    .leftJoin(pointLots, eq(pointLots.id, pointLedger.lotId))
    .where(and(eq(pointLedger.memberId, memberId), gt(pointLedger.id, afterId)))
    .orderBy(asc(pointLedger.id))
    .limit(limit);
}
