import type { PointAward } from '@loyalty/contracts';
import { and, asc, desc, eq, gt, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type Executor, preparedOnce } from '../../db/client.js';
import { type MemberPageRows, pagesOfMembers } from '../../db/read-together.js';
import { articles, pointLedger, pointLots, privileges, receipts } from '../../db/schema.js';
import type { LedgerEntryRow } from './point-repository.js';

/**
 * The ledger as members and operators read it (DESIGN §6 "point history speaks"): pages of entries with
 * the expiry of the lot each created and what each was for. The points module's writes are in
 * `ledger-write-repository.ts`, its other reads and its locks in `point-repository.ts`.
 */

export type HistoryDirection = 'all' | 'earn' | 'spend';

/**
 * What an entry was for, read from the rows its `reference` names (DESIGN §6 "point history speaks"): a
 * redemption's privilege (`privilege:<id>`) and a read's article (`article:<id>`) by their titles in both
 * languages, an approved receipt upload (`receipt:<id>`) by its total. A code's text, a transfer's members
 * and an adjustment's reason are in the entry itself. Null where the entry names no such row.
 */
export interface EntrySubject {
  reference: string | null;
  subjectTitleEn: string | null;
  subjectTitleTh: string | null;
  receiptAmount: number | null;
}

export interface HistoryRow extends EntrySubject {
  id: number;
  kind: LedgerEntryRow['kind'];
  source: LedgerEntryRow['source'];
  delta: number;
  reason: string;
  reasonTh: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** What an earn's points were made of (DESIGN §14), as recorded with the entry; null without. */
  awards: PointAward[] | null;
}

/**
 * The id a reference of `prefix` names (`privilege:12` → 12) on an entry of `source`, null on any other
 * entry: the CASE guards the cast, so a reference of another shape never fails the read.
 */
function referencedId(page: { source: SQLWrapper; reference: SQLWrapper }, source: string, prefix: string): SQL {
  return sql`case when ${page.source} = ${sql.raw(`'${source}'`)} and ${page.reference} ~ ${sql.raw(`'^${prefix}:[0-9]{1,18}$'`)}
    then substr(${page.reference}, ${sql.raw(String(prefix.length + 2))})::bigint end`;
}

/**
 * What an entry was for (`EntrySubject`, but its reference), as the select of `joinSubjects` names it;
 * aliased, so a select of them can be the subquery of another.
 */
function subjectFields() {
  return {
    subjectTitleEn: sql<string | null>`coalesce(${privileges.titleEn}, ${articles.titleEn})`.as('subject_title_en'),
    subjectTitleTh: sql<string | null>`coalesce(${privileges.titleTh}, ${articles.titleTh})`.as('subject_title_th'),
    receiptAmount: sql<number | null>`${receipts.amount}`.mapWith(Number).as('receipt_amount'),
  };
}

/**
 * Joins what each entry of `page` was for: a page subquery already ordered, offset and limited, so the
 * joins cost one primary-key look-up per entry shown, at most, never a pass over the member's ledger
 * (the ledger's index gives the page; PostgreSQL then looks the page's few references up).
 */
function joinSubjects<Query extends PgSelect>(query: Query, page: { source: SQLWrapper; reference: SQLWrapper }) {
  return query
    .leftJoin(privileges, eq(privileges.id, referencedId(page, 'redemption', 'privilege')))
    .leftJoin(articles, eq(articles.id, referencedId(page, 'article', 'article')))
    .leftJoin(receipts, eq(receipts.id, referencedId(page, 'receipt', 'receipt')));
}

/**
 * The columns of a page of entries, read inside its subquery; the outer select takes them all from the
 * page (`page._.selectedFields`) and adds what each entry was for.
 */
const entryColumns = {
  id: pointLedger.id,
  kind: pointLedger.kind,
  source: pointLedger.source,
  delta: pointLedger.delta,
  reason: pointLedger.reason,
  reasonTh: pointLedger.reasonTh,
  reference: pointLedger.reference,
  awards: pointLedger.awards,
  expiresAt: pointLots.expiresAt,
  createdAt: pointLedger.createdAt,
};

function historyFilter(direction: HistoryDirection, memberId: SQL): SQL | undefined {
  const byMember = eq(pointLedger.memberId, memberId);
  if (direction === 'earn') return and(byMember, gt(pointLedger.delta, 0));
  if (direction === 'spend') return and(byMember, lt(pointLedger.delta, 0));
  return byMember;
}

/**
 * One prepared statement per direction (DESIGN §10 read budget) that reads the same page of the ledgers
 * of several members (`memberIds`, an array): for each member, their total counted from the index alone
 * and the page's entries with what each was for joined to the page alone (`joinSubjects`), as a lateral
 * join, so a member whose page is empty (past the end, or no entry yet) still has a row for the total.
 */
function preparedHistoryPages(db: Executor, direction: HistoryDirection) {
  const name = `point_history_pages_${direction}`;
  return preparedOnce(db, name, () => {
    const memberId = sql<number>`keys.member_id`.mapWith(Number);
    const where = historyFilter(direction, memberId);
    const page = db
      .select(entryColumns)
      .from(pointLedger)
      .leftJoin(pointLots, eq(pointLots.id, pointLedger.lotId))
      .where(where)
      .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('page');
    const described = db
      .select({ ...page._.selectedFields, ...subjectFields() })
      .from(page)
      .$dynamic();
    const entries = joinSubjects(described, page).as('entries');
    const total = db.select({ total: sql<number>`count(*)::int` }).from(pointLedger).where(where);
    return db
      .select({ memberId, total: sql<number>`(${total})`, ...entries._.selectedFields })
      .from(sql`unnest(${sql.placeholder('memberIds')}::bigint[]) as keys(member_id)`)
      .leftJoinLateral(entries, sql`true`)
      .orderBy(memberId, desc(entries.createdAt), desc(entries.id))
      .prepare(name);
  });
}

/**
 * The same page of several members' ledgers (`memberIds`, each once), newest first (id breaks ties of one
 * instant), with the expiry of the lot each entry created, what the entry was for, and each member's
 * total, in one round trip; served by point_ledger_member_created_idx.
 */
export async function selectHistoryPages(
  db: Executor,
  memberIds: readonly number[],
  page: { list: HistoryDirection; offset: number; limit: number },
): Promise<Map<number, MemberPageRows<HistoryRow>>> {
  const rows = await preparedHistoryPages(db, page.list).execute({
    memberIds,
    offset: page.offset,
    limit: page.limit,
  });
  // A member whose page is empty has one row, with the total alone (the lateral join found no entry).
  return pagesOfMembers(
    rows,
    ({ memberId: _member, total: _total, id, kind, source, delta, reason, createdAt, ...entry }) =>
      id === null || kind === null || source === null || delta === null || reason === null || createdAt === null
        ? undefined
        : { id, kind, source, delta, reason, createdAt, ...entry },
  );
}

export interface LedgerRow extends HistoryRow {
  memberId: number;
}

/**
 * One page of the ledgers of several members (a survivor and the members merged into it) for the
 * back-office, newest or oldest first, with what each entry was for (`joinSubjects`); served by
 * point_ledger_member_created_idx.
 */
export async function selectLedgerPage(
  db: Executor,
  query: { memberIds: readonly number[]; isNewestFirst: boolean; offset: number; limit: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = inArray(pointLedger.memberId, [...query.memberIds]);
  const direction = query.isNewestFirst ? desc : asc;
  const page = db
    .select({ ...entryColumns, memberId: pointLedger.memberId })
    .from(pointLedger)
    .leftJoin(pointLots, eq(pointLots.id, pointLedger.lotId))
    .where(where)
    .orderBy(direction(pointLedger.createdAt), direction(pointLedger.id))
    .offset(query.offset)
    .limit(query.limit)
    .as('page');
  const described = db
    .select({ ...page._.selectedFields, ...subjectFields() })
    .from(page)
    .$dynamic();
  const [rows, [counted]] = await Promise.all([
    joinSubjects(described, page).orderBy(direction(page.createdAt), direction(page.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(pointLedger).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** What an earn's points were made of (DESIGN §14), as it recorded them; null for an entry without awards. */
export async function selectEntryAwards(db: Executor, entryId: number): Promise<PointAward[] | null> {
  const [row] = await db.select({ awards: pointLedger.awards }).from(pointLedger).where(eq(pointLedger.id, entryId));
  return row?.awards ?? null;
}
