import type { ReceiptStatus } from '@loyalty/contracts';
import { and, count, desc, eq, gte } from 'drizzle-orm';
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

/** Gives every receipt of one member to another (an account merge); answers how many moved. */
export async function reassignReceipts(db: Executor, fromMemberId: number, toMemberId: number): Promise<number> {
  const moved = await db
    .update(receipts)
    .set({ memberId: toMemberId })
    .where(eq(receipts.memberId, fromMemberId))
    .returning({ id: receipts.id });
  return moved.length;
}
