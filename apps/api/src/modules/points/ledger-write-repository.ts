import { type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedSqlOnce } from '../../db/client.js';
import { pointLedger, pointLotChanges, pointLots } from '../../db/schema.js';
import type { LotChange, NewLedgerEntry } from './point-repository.js';

/**
 * The ledger's writes (DESIGN §6): entries with their lot changes, new lots and drawn lots' remainders,
 * each movement in as few statements as it can be, every statement prepared once a connection. The
 * points module's reads and locks stay in `point-repository.ts`.
 */

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

/** Sets the `remaining` of locked lots, all in one statement. */
export async function setLotsRemaining(
  db: Executor,
  lots: readonly { lotId: number; remaining: number }[],
): Promise<void> {
  if (lots.length === 0) return;
  const update = preparedSqlOnce(db, 'set_lots_remaining', updateRemainders);
  await update.execute(remainderValues(lots));
}
