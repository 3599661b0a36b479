import type { ReceiptStatus } from '@loyalty/contracts';
import { and, asc, count, desc, eq, gt, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { type Executor, postgresErrorOf } from '../../db/client.js';
import { members, partnerStores, receipts } from '../../db/schema.js';

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

/** A second approval of one store's receipt number that raced the first: the index refuses it. */
function alreadyApprovedOf(error: unknown): AppError | undefined {
  const { code, constraint } = postgresErrorOf(error);
  if (code !== '23505' || constraint !== 'receipts_approved_store_receipt_key') return undefined;
  return new AppError('RECEIPT_ALREADY_APPROVED', { cause: error });
}

export async function updateReceipt(
  tx: Executor,
  receiptId: number,
  fields: Partial<NewReceiptRow>,
): Promise<ReceiptRow> {
  const [row] = await tx
    .update(receipts)
    .set(fields)
    .where(eq(receipts.id, receiptId))
    .returning()
    .catch((error: unknown) => {
      throw alreadyApprovedOf(error) ?? error;
    });
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

/**
 * A receipt as the back-office shows it: its member, the store read on it, the earliest receipt with the
 * same file and the earliest other approved receipt with the same store and number.
 */
export interface AdminReceiptRow extends ReceiptRow {
  memberCode: string;
  memberName: string;
  store: { code: string; nameEn: string; nameTh: string } | null;
  duplicateOf: number | null;
  sameReceiptAs: number | null;
}

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

const adminColumns = {
  receipt: receipts,
  memberCode: members.mbkMemberId,
  memberName: sql<string>`trim(concat_ws(' ', ${members.firstName}, ${members.lastName}))`,
  storeCode: partnerStores.code,
  storeNameEn: partnerStores.nameEn,
  storeNameTh: partnerStores.nameTh,
  // Served by receipts_file_hash_idx (hash, id): the first receipt ever stored with these bytes.
  duplicateOf: sql<number | null>`(select min(earlier.id) from ${receipts} as earlier
    where earlier.file_hash = ${receipts.fileHash} and earlier.id < ${receipts.id})`.mapWith(idOrNull),
  // Served by receipts_approved_store_receipt_key: at most one approved receipt per store and number.
  sameReceiptAs: sql<number | null>`(select min(approved.id) from ${receipts} as approved
    where approved.status = 'approved' and approved.store_id = ${receipts.storeId}
    and approved.receipt_no = ${receipts.receiptNo} and approved.id <> ${receipts.id})`.mapWith(idOrNull),
};

function adminRowOf(row: {
  receipt: ReceiptRow;
  memberCode: string;
  memberName: string;
  storeCode: string | null;
  storeNameEn: string | null;
  storeNameTh: string | null;
  duplicateOf: number | null;
  sameReceiptAs: number | null;
}): AdminReceiptRow {
  const store =
    row.storeCode === null
      ? null
      : { code: row.storeCode, nameEn: row.storeNameEn ?? '', nameTh: row.storeNameTh ?? '' };
  return {
    ...row.receipt,
    memberCode: row.memberCode,
    memberName: row.memberName,
    store,
    duplicateOf: row.duplicateOf,
    sameReceiptAs: row.sameReceiptAs,
  };
}

export async function selectAdminReceipt(db: Executor, receiptId: number): Promise<AdminReceiptRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(receipts)
    .innerJoin(members, eq(members.id, receipts.memberId))
    .leftJoin(partnerStores, eq(partnerStores.id, receipts.storeId))
    .where(eq(receipts.id, receiptId));
  return row && adminRowOf(row);
}

/** The approved receipt of this store and number, if any (one at most: receipts_approved_store_receipt_key). */
export async function findApprovedReceiptOf(
  db: Executor,
  storeId: number,
  receiptNo: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.status, 'approved'), eq(receipts.storeId, storeId), eq(receipts.receiptNo, receiptNo)));
  return row;
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
      .leftJoin(partnerStores, eq(partnerStores.id, receipts.storeId))
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

/** Every receipt the member uploaded, oldest first (their PDPA export, DESIGN §16). */
export function selectReceiptsOf(db: Executor, memberId: number): Promise<ReceiptRow[]> {
  return db.select().from(receipts).where(eq(receipts.memberId, memberId)).orderBy(asc(receipts.id));
}

/** The stored files of a member's receipts (the upload and its browser view), for their erasure. */
export async function selectReceiptFileKeysOf(db: Executor, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ fileKey: receipts.fileKey, viewFileKey: receipts.viewFileKey })
    .from(receipts)
    .where(eq(receipts.memberId, memberId));
  return rows.flatMap((row) => (row.viewFileKey ? [row.fileKey, row.viewFileKey] : [row.fileKey]));
}

/**
 * Forgets a member's receipt files once they are removed: the browser view's key and the content hash
 * (which would still match a copy of the document). Amounts, status and the earn entry stay for the
 * ledger; `file_key` stays as a name of a file that no longer exists, since the column is required.
 */
export async function clearReceiptFilesOf(db: Executor, memberId: number): Promise<number> {
  const cleared = await db
    .update(receipts)
    .set({ viewFileKey: null, fileHash: null })
    .where(eq(receipts.memberId, memberId))
    .returning({ id: receipts.id });
  return cleared.length;
}
