import type { ReceiptStatus } from '@loyalty/contracts';
import { and, asc, count, desc, eq, gt, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, receipts } from '../../db/schema.js';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceiptRow = typeof receipts.$inferInsert;

export async function countReceiptsSince(db: Executor, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(receipts)
    .where(and(eq(receipts.memberId, memberId), gte(receipts.createdAt, since)));
  return row?.total ?? 0;
}

export async function insertReceipt(tx: Executor, receipt: NewReceiptRow): Promise<ReceiptRow> {
  const [row] = await tx.insert(receipts).values(receipt).returning();
  if (!row) throw new Error('The receipt insert returned no row');
  return row;
}

export async function selectReceiptPage(
  db: Executor,
  query: { memberId: number; offset: number; limit: number },
): Promise<{ rows: ReceiptRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(receipts)
      .where(eq(receipts.memberId, query.memberId))
      .orderBy(desc(receipts.createdAt), desc(receipts.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(receipts).where(eq(receipts.memberId, query.memberId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function lockReceipt(tx: Executor, receiptId: number): Promise<ReceiptRow | undefined> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
  return row;
}

export async function updateReceipt(
  tx: Executor,
  receiptId: number,
  fields: Partial<NewReceiptRow>,
): Promise<ReceiptRow> {
  const [row] = await tx.update(receipts).set(fields).where(eq(receipts.id, receiptId)).returning();
  if (!row) throw new Error(`Receipt ${receiptId} vanished during its update`);
  return row;
}

export interface ReviewListRow {
  id: number;
  memberCode: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  sizeBytes: number;
  contentType: string;
  status: ReceiptStatus;
  fileKey: string;
}

/** Receipts with their member for an operator, oldest first (the review queue order). */
export function selectReceiptsForReview(
  db: Executor,
  filter: { status?: ReceiptStatus | undefined; memberCode?: string | undefined },
): Promise<ReviewListRow[]> {
  const conditions = [
    filter.status ? eq(receipts.status, filter.status) : undefined,
    filter.memberCode ? eq(members.mbkMemberId, filter.memberCode) : undefined,
  ];
  return db
    .select({
      id: receipts.id,
      memberCode: members.mbkMemberId,
      firstName: members.firstName,
      lastName: members.lastName,
      createdAt: receipts.createdAt,
      sizeBytes: receipts.sizeBytes,
      contentType: receipts.contentType,
      status: receipts.status,
      fileKey: receipts.fileKey,
    })
    .from(receipts)
    .innerJoin(members, eq(members.id, receipts.memberId))
    .where(and(...conditions))
    .orderBy(receipts.createdAt, receipts.id);
}

export async function findReceipt(db: Executor, receiptId: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, receiptId));
  return row;
}

/** A receipt as the back-office shows it: its member, and the earliest receipt with the same file. */
export interface AdminReceiptRow extends ReceiptRow {
  memberCode: string;
  memberName: string;
  duplicateOf: number | null;
}

const adminColumns = {
  receipt: receipts,
  memberCode: members.mbkMemberId,
  memberName: sql<string>`trim(concat_ws(' ', ${members.firstName}, ${members.lastName}))`,
  // Served by receipts_file_hash_idx (hash, id): the first receipt ever stored with these bytes.
  duplicateOf: sql<number | null>`(select min(earlier.id) from ${receipts} as earlier
    where earlier.file_hash = ${receipts.fileHash} and earlier.id < ${receipts.id})`.mapWith(
    (value: string | number | null) => (value === null ? null : Number(value)),
  ),
};

function adminRowOf(row: { receipt: ReceiptRow; memberCode: string; memberName: string; duplicateOf: number | null }) {
  return { ...row.receipt, memberCode: row.memberCode, memberName: row.memberName, duplicateOf: row.duplicateOf };
}

export async function selectAdminReceipt(db: Executor, receiptId: number): Promise<AdminReceiptRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(receipts)
    .innerJoin(members, eq(members.id, receipts.memberId))
    .where(eq(receipts.id, receiptId));
  return row && adminRowOf(row);
}

const SORT_COLUMNS = { created_at: receipts.createdAt, id: receipts.id, size_bytes: receipts.sizeBytes } as const;
export type AdminReceiptSort = keyof typeof SORT_COLUMNS | `-${keyof typeof SORT_COLUMNS}`;

export interface AdminReceiptFilter {
  status?: ReceiptStatus | undefined;
  memberCode?: string | undefined;
  sort: AdminReceiptSort;
  offset: number;
  limit: number;
}

/** One page of the back-office queue; id breaks ties so pages never repeat or skip a receipt. */
export async function selectAdminReceiptPage(
  db: Executor,
  filter: AdminReceiptFilter,
): Promise<{ rows: AdminReceiptRow[]; total: number }> {
  const where: SQL | undefined = and(
    filter.status ? eq(receipts.status, filter.status) : undefined,
    filter.memberCode ? eq(members.mbkMemberId, filter.memberCode) : undefined,
  );
  const column = SORT_COLUMNS[filter.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = filter.sort.startsWith('-') ? [desc(column), desc(receipts.id)] : [asc(column), asc(receipts.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminColumns)
      .from(receipts)
      .innerJoin(members, eq(members.id, receipts.memberId))
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(receipts).innerJoin(members, eq(members.id, receipts.memberId)).where(where),
  ]);
  return { rows: rows.map(adminRowOf), total: counted?.total ?? 0 };
}

/** Receipts stored before hashes were kept, after `afterId` in id order (filled in when first read). */
export function selectReceiptsWithoutHash(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<{ id: number; fileKey: string }[]> {
  return db
    .select({ id: receipts.id, fileKey: receipts.fileKey })
    .from(receipts)
    .where(and(isNull(receipts.fileHash), gt(receipts.id, afterId)))
    .orderBy(asc(receipts.id))
    .limit(limit);
}

export async function setReceiptHash(db: Executor, id: number, fileHash: string): Promise<void> {
  await db
    .update(receipts)
    .set({ fileHash })
    .where(and(eq(receipts.id, id), isNull(receipts.fileHash)));
}

/** Gives every receipt of one member to another (an account merge); answers how many moved. */
export async function reassignReceipts(db: Executor, fromMemberId: number, toMemberId: number): Promise<number> {
  const moved = await db
    .update(receipts)
    .set({ memberId: toMemberId })
    .where(eq(receipts.memberId, fromMemberId))
    .returning({ id: receipts.id });
  return moved.length;
}

/** The receipt whose viewable copy the `receipt-view` job `jobId` makes. */
export async function findReceiptByViewJob(db: Executor, jobId: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.viewJobId, jobId));
  return row;
}
