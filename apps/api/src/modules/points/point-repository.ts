import { and, asc, desc, eq, gt, gte, like, lt, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Executor, preparedOnce, preparedSqlOnce } from '../../db/client.js';
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
 * What the transfer screen starts from, in ONE prepared round trip (DESIGN §10: profile reads p99 ≤ 50 ms
 * at 64 connections): the member's balance at `now` and the points sent since `since`, as
 * `transfersOutSince` counts them; undefined for an unknown member.
 */
export async function findTransferStanding(
  db: Executor,
  memberId: number,
  at: { now: Date; since: Date },
): Promise<{ balance: number; sentSince: number } | undefined> {
  const query = preparedOnce(db, 'transfer_standing', () =>
    db
      .select({
        balance: unexpiredBalanceOf(members.id, sql.placeholder('now')),
        sentSince: sql<number>`(select ${SENT} from ${pointLedger} where ${transfersOutSince(
          members.id,
          sql.placeholder('since'),
        )})`,
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('transfer_standing'),
  );
  const [row] = await query.execute({ memberId, now: at.now.toISOString(), since: at.since.toISOString() });
  return row;
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

export interface NewLot {
  amount: number;
  expiresAt: Date;
}

/** An entry as the ledger's inserts take it: every column but the id and the lot (which the insert knows). */
export type EntryToInsert = Omit<NewLedgerEntry, 'id' | 'lotId' | 'createdAt'> & { createdAt: Date };

/** The kinds whose entry names the one lot it created (`point_ledger.lot_id`). */
const KINDS_NAMING_THEIR_LOT: ReadonlySet<string> = new Set(['earn', 'adjust']);

/**
 * How a statement names its placeholders: as the fields are, or apart per entry when one statement holds
 * two (a transfer's `out_memberId` and `in_memberId`).
 */
type PlaceholderNames = (field: string) => string;
const FIELD_NAMES: PlaceholderNames = (field) => field;
const namedWith =
  (prefix: string): PlaceholderNames =>
  (field) =>
    `${prefix}_${field}`;

/**
 * The entry's insert with every column a placeholder (the lot's as `lotId`, given in SQL), so the
 * statements holding it are prepared once (`preparedSqlOnce`). `awards` is cast from JSON text: a null
 * stays SQL NULL, where the column's own encoder would write the JSON value null; `createdAt` comes as
 * the ISO text the lots' insert beside it takes too.
 */
function insertLedgerEntry(db: Executor, lotId: SQL, names = FIELD_NAMES) {
  const value = (field: string) => sql.placeholder(names(field));
  return db
    .insert(pointLedger)
    .values({
      memberId: value('memberId'),
      lotId,
      delta: value('delta'),
      kind: value('kind'),
      source: value('source'),
      reason: value('reason'),
      reasonTh: value('reasonTh'),
      reference: value('reference'),
      idempotencyKey: value('idempotencyKey'),
      reversesEntryId: value('reversesEntryId'),
      awards: sql`${value('awards')}::jsonb`,
      createdAt: sql`${value('createdAt')}::timestamptz`,
    })
    .returning({ id: pointLedger.id });
}

function entryValues(entry: EntryToInsert, names = FIELD_NAMES): Record<string, unknown> {
  const values = {
    memberId: entry.memberId,
    delta: entry.delta,
    kind: entry.kind,
    source: entry.source,
    reason: entry.reason,
    reasonTh: entry.reasonTh ?? null,
    reference: entry.reference ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
    reversesEntryId: entry.reversesEntryId ?? null,
    awards: entry.awards ? JSON.stringify(entry.awards) : null,
    createdAt: entry.createdAt.toISOString(),
  };
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [names(field), value]));
}

/**
 * The new lots of a credit (of its entry's member, source and time, named by `names`), returning each
 * lot's id and amount for the changes that fill them.
 */
function insertNewLots(names = FIELD_NAMES) {
  const value = (field: string) => sql.placeholder(names(field));
  return sql`
    insert into ${pointLots} (member_id, amount, remaining, expires_at, source, created_at)
    select ${value('memberId')}, lot.amount, lot.amount, lot.expires_at, ${value('source')}, ${value('createdAt')}::timestamptz
    from unnest(${value('amounts')}::int[], ${value('expiries')}::timestamptz[]) as lot(amount, expires_at)
    returning id, amount`;
}

function newLotValues(lots: readonly NewLot[], names = FIELD_NAMES): Record<string, unknown> {
  return {
    [names('amounts')]: lots.map((lot) => lot.amount),
    [names('expiries')]: lots.map((lot) => lot.expiresAt.toISOString()),
  };
}

/** The `remaining` of locked lots, set all at once (`ids` and `remainders` side by side). */
function updateRemainders() {
  return sql`
    update ${pointLots} set remaining = lot.remaining
    from unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('remainders')}::int[]) as lot(id, remaining)
    where ${pointLots.id} = lot.id`;
}

const remainderValues = (lots: readonly { lotId: number; remaining: number }[]) => ({
  ids: lots.map((lot) => lot.lotId),
  remainders: lots.map((lot) => lot.remaining),
});

/**
 * Points arriving: the member's new lots (of the entry's member, source and time) and the entry that
 * fills them with its lot changes, in one statement. An earn or a positive adjust makes exactly one lot
 * and its entry names it. `lotIds` are the new lots in no particular order (a statement's returned rows
 * have none).
 */
export async function insertCreditEntry(
  db: Executor,
  entry: EntryToInsert,
  lots: readonly NewLot[],
): Promise<{ entryId: number; lotIds: number[] }> {
  const namesItsLot = KINDS_NAMING_THEIR_LOT.has(entry.kind);
  if (lots.length === 0 || (namesItsLot && lots.length !== 1)) {
    throw new Error(`A ${entry.kind} entry credits ${namesItsLot ? 'exactly one lot' : 'at least one lot'}`);
  }
  const name = namesItsLot ? 'insert_credit_entry_naming_lot' : 'insert_credit_entry';
  const insert = preparedSqlOnce<{ entry_id: number; lot_id: number }>(db, name, () => {
    const insertedEntry = insertLedgerEntry(db, namesItsLot ? sql`(select id from lot)` : sql`null`);
    return sql`
      with lot as (${insertNewLots()}), entry as ${insertedEntry}
      insert into ${pointLotChanges} (entry_id, lot_id, amount)
      select entry.id, lot.id, lot.amount from entry, lot
      returning entry_id, lot_id`;
  });
  const { rows } = await insert.execute({ ...entryValues(entry), ...newLotValues(lots) });
  const [row] = rows;
  if (!row) throw new Error('The credit insert returned no row');
  return { entryId: row.entry_id, lotIds: rows.map((change) => change.lot_id) };
}

/**
 * A ledger entry with the lot changes it made, in one statement (one round trip on every point movement,
 * not two): the entry's insert is a CTE whose id the changes' insert reads. Every movement goes through
 * at least one lot, so the changes are never empty.
 */
export async function insertEntry(db: Executor, entry: EntryToInsert, changes: readonly LotChange[]): Promise<number> {
  if (changes.length === 0) throw new Error('A ledger entry moves points through at least one lot');
  const insert = preparedSqlOnce<{ entry_id: number }>(db, 'insert_ledger_entry', () => {
    const value = sql.placeholder;
    return sql`
      with entry as ${insertLedgerEntry(db, sql`null`)}
      insert into ${pointLotChanges} (entry_id, lot_id, amount)
      select entry.id, change.lot_id, change.amount
      from entry, unnest(${value('lotIds')}::bigint[], ${value('amounts')}::int[]) as change(lot_id, amount)
      returning entry_id`;
  });
  const { rows } = await insert.execute({
    ...entryValues(entry),
    lotIds: changes.map((change) => change.lotId),
    amounts: changes.map((change) => change.amount),
  });
  const [row] = rows;
  if (!row) throw new Error('The ledger insert returned no row');
  return row.entry_id;
}

/**
 * A transfer's whole write in one statement (DESIGN §10 transfer rate, one round trip where it took three):
 * the sender's drawn lots keep their `remainders`, the `out` entry records its lot `changes`, and the
 * receiver's new `lots` are filled by the `in` entry. The drawn lots are locked by the caller.
 */
export async function insertTransferEntries(
  db: Executor,
  transfer: {
    remainders: readonly { lotId: number; remaining: number }[];
    out: { entry: EntryToInsert; changes: readonly LotChange[] };
    in: { entry: EntryToInsert; lots: readonly NewLot[] };
  },
): Promise<{ outEntryId: number; inEntryId: number }> {
  if (transfer.out.changes.length === 0 || transfer.in.lots.length === 0) {
    throw new Error('A transfer moves points through at least one lot on each side');
  }
  const outNames = namedWith('out');
  const inNames = namedWith('in');
  const insert = preparedSqlOnce<{ out_entry_id: number; in_entry_id: number }>(db, 'insert_transfer_entries', () => {
    const value = sql.placeholder;
    return sql`
      with drawn as (${updateRemainders()}),
      out_entry as ${insertLedgerEntry(db, sql`null`, outNames)},
      out_changes as (
        insert into ${pointLotChanges} (entry_id, lot_id, amount)
        select out_entry.id, change.lot_id, change.amount
        from out_entry, unnest(${value('out_lotIds')}::bigint[], ${value('out_amounts')}::int[]) as change(lot_id, amount)
      ),
      in_lots as (${insertNewLots(inNames)}),
      in_entry as ${insertLedgerEntry(db, sql`null`, inNames)},
      in_changes as (
        insert into ${pointLotChanges} (entry_id, lot_id, amount)
        select in_entry.id, in_lots.id, in_lots.amount from in_entry, in_lots
      )
      select out_entry.id as out_entry_id, in_entry.id as in_entry_id from out_entry, in_entry`;
  });
  const { rows } = await insert.execute({
    ...remainderValues(transfer.remainders),
    ...entryValues(transfer.out.entry, outNames),
    [outNames('lotIds')]: transfer.out.changes.map((change) => change.lotId),
    [outNames('amounts')]: transfer.out.changes.map((change) => change.amount),
    ...entryValues(transfer.in.entry, inNames),
    ...newLotValues(transfer.in.lots, inNames),
  });
  const [row] = rows;
  if (!row) throw new Error('The transfer insert returned no row');
  return { outEntryId: row.out_entry_id, inEntryId: row.in_entry_id };
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

/** Sets the `remaining` of locked lots, all in one statement. */
export async function setLotsRemaining(
  db: Executor,
  lots: readonly { lotId: number; remaining: number }[],
): Promise<void> {
  if (lots.length === 0) return;
  const update = preparedSqlOnce(db, 'set_lots_remaining', updateRemainders);
  await update.execute(remainderValues(lots));
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

/** Unexpired remainders summed per Asia/Bangkok calendar day of expiry, soonest first (DESIGN §6). */
export async function selectExpiryTimeline(
  db: Executor,
  memberId: number,
  now: Date,
): Promise<{ expiresOn: string; points: number }[]> {
  const day = sql<string>`to_char(${pointLots.expiresAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;
  return db
    .select({ expiresOn: day, points: sql<number>`sum(${pointLots.remaining})::int` })
    .from(pointLots)
    .where(and(eq(pointLots.memberId, memberId), gt(pointLots.expiresAt, now), gt(pointLots.remaining, 0)))
    .groupBy(day)
    .orderBy(asc(day));
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
 * The members the sender sent points to most recently, newest first, each once: transfer_out entries keep
 * the recipient as their reference (`member:<id>`). Served by point_ledger_member_created_idx.
 */
export async function selectRecentTransferRecipientIds(
  db: Executor,
  memberId: number,
  limit: number,
): Promise<number[]> {
  const lastSent = sql`max(${pointLedger.createdAt})`;
  const rows = await db
    .select({ reference: pointLedger.reference })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.memberId, memberId),
        eq(pointLedger.kind, 'transfer_out'),
        eq(pointLedger.source, 'transfer'),
        like(pointLedger.reference, 'member:%'),
      ),
    )
    .groupBy(pointLedger.reference)
    .orderBy(desc(lastSent))
    .limit(limit);
  return rows.map((row) => Number(row.reference?.slice('member:'.length))).filter((id) => Number.isSafeInteger(id));
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
