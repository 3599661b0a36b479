import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { members, partnerStores, partners, pointHolds, tillRefunds, tillSales } from '../../db/schema.js';

export type TillSaleRow = typeof tillSales.$inferSelect;
export type NewTillSale = typeof tillSales.$inferInsert;
export type TillRefundRow = typeof tillRefunds.$inferSelect;
export type NewTillRefund = typeof tillRefunds.$inferInsert;
export type PointHoldRow = typeof pointHolds.$inferSelect;
export type NewPointHold = typeof pointHolds.$inferInsert;

/** A store a till acts for, with the names the member's history shows. */
export interface TillStore {
  id: number;
  code: string;
  partnerId: number;
  nameEn: string;
  nameTh: string;
}

const storeColumns = {
  id: partnerStores.id,
  code: partnerStores.code,
  partnerId: partnerStores.partnerId,
  nameEn: partnerStores.nameEn,
  nameTh: partnerStores.nameTh,
};

/** The store of `code` (partner_stores belongs to the privileges module; the till only reads it). */
export async function selectStoreByCode(db: Executor, code: string): Promise<TillStore | undefined> {
  const [row] = await db.select(storeColumns).from(partnerStores).where(eq(partnerStores.code, code));
  return row;
}

/** Every partner's stores with their partner, by partner and store name (English), for the console's till. */
export async function selectStoresWithPartners(db: Executor) {
  return db
    .select({
      code: partnerStores.code,
      nameEn: partnerStores.nameEn,
      nameTh: partnerStores.nameTh,
      partnerId: partners.id,
      partnerNameEn: partners.nameEn,
      partnerNameTh: partners.nameTh,
    })
    .from(partnerStores)
    .innerJoin(partners, eq(partners.id, partnerStores.partnerId))
    .orderBy(asc(partners.nameEn), asc(partnerStores.nameEn), asc(partnerStores.id));
}

async function selectStoreById(db: Executor, id: number): Promise<TillStore> {
  const [row] = await db.select(storeColumns).from(partnerStores).where(eq(partnerStores.id, id));
  if (!row) throw new Error(`No store ${id}`);
  return row;
}

/**
 * The sale, unless its store already has this receipt number: then nothing is written and undefined comes
 * back. A parallel insert of the same receipt waits here for the first one's transaction, so exactly
 * one of them creates the sale (the unique index decides, whatever the concurrency).
 */
export async function insertSaleUnlessRecorded(
  db: Executor,
  sale: Omit<NewTillSale, 'id' | 'entryId'> & Required<Pick<NewTillSale, 'apiClientId' | 'operatorId' | 'createdAt'>>,
): Promise<TillSaleRow | undefined> {
  const insert = preparedOnce(db, 'insert_till_sale', () =>
    db
      .insert(tillSales)
      .values({
        apiClientId: sql.placeholder('apiClientId'),
        operatorId: sql.placeholder('operatorId'),
        storeId: sql.placeholder('storeId'),
        receiptNo: sql.placeholder('receiptNo'),
        memberId: sql.placeholder('memberId'),
        amount: sql.placeholder('amount'),
        occurredAt: sql.placeholder('occurredAt'),
        pointsEarned: sql.placeholder('pointsEarned'),
        requestFingerprint: sql.placeholder('requestFingerprint'),
        createdAt: sql.placeholder('createdAt'),
      })
      .onConflictDoNothing({ target: [tillSales.storeId, tillSales.receiptNo] })
      .returning()
      .prepare('insert_till_sale'),
  );
  const [row] = await insert.execute(sale);
  return row;
}

export async function selectSaleByReceipt(
  db: Executor,
  storeId: number,
  receiptNo: string,
): Promise<TillSaleRow | undefined> {
  const select = preparedOnce(db, 'till_sale_by_receipt', () =>
    db
      .select()
      .from(tillSales)
      .where(
        and(eq(tillSales.storeId, sql.placeholder('storeId')), eq(tillSales.receiptNo, sql.placeholder('receiptNo'))),
      )
      .prepare('till_sale_by_receipt'),
  );
  const [row] = await select.execute({ storeId, receiptNo });
  return row;
}

/** The sale's earn entry and its points in all (the base, then campaigns' awards, known after the claim). */
export async function setSaleEntry(db: Executor, saleId: number, entryId: number, pointsEarned: number): Promise<void> {
  const update = preparedOnce(db, 'set_till_sale_entry', () =>
    db
      .update(tillSales)
      .set({ entryId: sql`${sql.placeholder('entryId')}`, pointsEarned: sql`${sql.placeholder('pointsEarned')}` })
      .where(eq(tillSales.id, sql.placeholder('saleId')))
      .prepare('set_till_sale_entry'),
  );
  await update.execute({ saleId, entryId, pointsEarned });
}

/**
 * The sale with its store, locked: refunds of one sale queue here, so their sum is read and checked
 * against the sale's amount by one of them at a time. A sale's lock comes before the member's (the
 * ledger's order: member, lots, debt).
 */
export async function lockSale(
  db: Executor,
  saleId: number,
): Promise<{ sale: TillSaleRow; store: TillStore } | undefined> {
  const [sale] = await db.select().from(tillSales).where(eq(tillSales.id, saleId)).for('update');
  return sale ? { sale, store: await selectStoreById(db, sale.storeId) } : undefined;
}

export async function selectRefund(db: Executor, saleId: number, refundNo: string): Promise<TillRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(tillRefunds)
    .where(and(eq(tillRefunds.saleId, saleId), eq(tillRefunds.refundNo, refundNo)));
  return row;
}

/** What the refunds of a sale took so far: satang refunded, and points reversed or left owing. */
export async function sumRefunds(db: Executor, saleId: number): Promise<{ satang: number; points: number }> {
  const [row] = await db
    .select({
      satang: sql<string>`coalesce(sum(round(${tillRefunds.amount} * 100)), 0)::bigint::text`,
      points: sql<number>`coalesce(sum(${tillRefunds.pointsReversed} + ${tillRefunds.pointsOwed}), 0)::int`,
    })
    .from(tillRefunds)
    .where(eq(tillRefunds.saleId, saleId));
  return { satang: Number(row?.satang ?? 0), points: row?.points ?? 0 };
}

export async function insertRefund(db: Executor, refund: NewTillRefund): Promise<TillRefundRow> {
  const [row] = await db.insert(tillRefunds).values(refund).returning();
  if (!row) throw new Error('The refund insert returned no row');
  return row;
}

/**
 * A transaction-scoped lock on one store's hold reference: a hold's row needs its ledger entry first, so
 * the unique index cannot be the first thing a parallel identical call meets; this lock makes the second
 * call wait and then find the first one's hold instead of holding the points twice.
 */
export async function lockHoldReference(db: Executor, storeId: number, reference: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`point_hold:${storeId}:${reference}`}, 0))`);
}

export async function selectHoldByReference(
  db: Executor,
  storeId: number,
  reference: string,
): Promise<PointHoldRow | undefined> {
  const [row] = await db
    .select()
    .from(pointHolds)
    .where(and(eq(pointHolds.storeId, storeId), eq(pointHolds.reference, reference)));
  return row;
}

export async function insertHold(db: Executor, hold: NewPointHold): Promise<PointHoldRow> {
  const [row] = await db.insert(pointHolds).values(hold).returning();
  if (!row) throw new Error('The hold insert returned no row');
  return row;
}

/** The hold with its store, locked: a capture and a release of one hold queue here, and one of them wins. */
export async function lockHold(
  db: Executor,
  holdId: number,
): Promise<{ hold: PointHoldRow; store: TillStore } | undefined> {
  const [hold] = await db.select().from(pointHolds).where(eq(pointHolds.id, holdId)).for('update');
  return hold ? { hold, store: await selectStoreById(db, hold.storeId) } : undefined;
}

export async function updateHold(
  db: Executor,
  holdId: number,
  fields: Pick<Partial<NewPointHold>, 'status' | 'releaseEntryId' | 'settledAt'>,
): Promise<PointHoldRow> {
  const [row] = await db.update(pointHolds).set(fields).where(eq(pointHolds.id, holdId)).returning();
  if (!row) throw new Error(`No hold ${holdId}`);
  return row;
}

/**
 * Active holds past their expiry with their store, oldest expiry first, locked; a run alongside skips the
 * ones another holds (or a capture or release is deciding) instead of waiting, so each is expired once.
 */
export async function lockExpiredHolds(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ hold: PointHoldRow; store: TillStore }[]> {
  return db
    .select({ hold: pointHolds, store: storeColumns })
    .from(pointHolds)
    .innerJoin(partnerStores, eq(partnerStores.id, pointHolds.storeId))
    .where(and(eq(pointHolds.status, 'active'), lte(pointHolds.expiresAt, now)))
    .orderBy(asc(pointHolds.expiresAt), asc(pointHolds.id))
    .limit(limit)
    .for('update', { of: pointHolds, skipLocked: true });
}

export interface TransactionFilter {
  apiClientId: number;
  from: Date;
  to: Date;
  storeCode?: string | undefined;
}

export interface TransactionRow {
  type: 'sale' | 'refund' | 'capture';
  id: number;
  transactionId: number | null;
  storeCode: string;
  memberCode: string;
  reference: string;
  amount: number;
  points: number;
  createdAt: Date;
}

/**
 * The client's sales, refunds and captured holds in [from, to) as one list (a union; a capture counts
 * when it was settled), served by the three `*_client_created_idx` indexes.
 */
function transactionsOf(filter: TransactionFilter): SQL {
  const store = filter.storeCode === undefined ? sql`true` : sql`s.code = ${filter.storeCode}`;
  const { apiClientId, from, to } = filter;
  return sql`
    select 'sale' as type, t.id, t.id as transaction_id, s.code as store_code, m.mbk_member_id as member_code,
      t.receipt_no as reference, t.amount, t.points_earned as points, t.created_at
    from ${tillSales} t join ${partnerStores} s on s.id = t.store_id join ${members} m on m.id = t.member_id
    where t.api_client_id = ${apiClientId} and t.created_at >= ${from} and t.created_at < ${to} and ${store}
    union all
    select 'refund', r.id, r.sale_id, s.code, m.mbk_member_id, r.refund_no, r.amount,
      -(r.points_reversed + r.points_owed), r.created_at
    from ${tillRefunds} r join ${tillSales} t on t.id = r.sale_id
      join ${partnerStores} s on s.id = t.store_id join ${members} m on m.id = t.member_id
    where r.api_client_id = ${apiClientId} and r.created_at >= ${from} and r.created_at < ${to} and ${store}
    union all
    select 'capture', h.id, null, s.code, m.mbk_member_id, h.reference, h.thb_value, -h.points, h.settled_at
    from ${pointHolds} h join ${partnerStores} s on s.id = h.store_id join ${members} m on m.id = h.member_id
    where h.api_client_id = ${apiClientId} and h.status = 'captured'
      and h.settled_at >= ${from} and h.settled_at < ${to} and ${store}`;
}

export async function selectTransactionPage(
  db: Executor,
  filter: TransactionFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const union = transactionsOf(filter);
  // One after the other: on a transaction's connection two queries must not overlap.
  const { rows } = await db.execute<{
    type: TransactionRow['type'];
    id: string;
    transaction_id: string | null;
    store_code: string;
    member_code: string;
    reference: string;
    amount: string;
    points: number;
    created_at: Date | string;
  }>(sql`select * from (${union}) x order by created_at, type, id offset ${page.offset} limit ${page.limit}`);
  const counted = await db.execute<{ total: number }>(sql`select count(*)::int as total from (${union}) x`);
  return {
    rows: rows.map((row) => ({
      type: row.type,
      id: Number(row.id),
      transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
      storeCode: row.store_code,
      memberCode: row.member_code,
      reference: row.reference,
      amount: Number(row.amount),
      points: Number(row.points),
      createdAt: new Date(row.created_at),
    })),
    total: counted.rows[0]?.total ?? 0,
  };
}

/**
 * Every till transaction created in [from, to) (instants), of every client and the console's till, oldest
 * first, for the back-office's CSV export; column names are the export's (contracts).
 */
export function tillExportQuery(range: { from: Date | null; to: Date | null }): SQL {
  const within = (column: SQL) =>
    sql.join(
      [
        sql`true`,
        ...(range.from ? [sql`${column} >= ${range.from}`] : []),
        ...(range.to ? [sql`${column} < ${range.to}`] : []),
      ],
      sql` and `,
    );
  return sql`select * from (
    select 'sale' as type, t.id, t.id as transaction_id, s.code as store_code, s.name_en as store_name,
      t.api_client_id, t.operator_id, m.mbk_member_id as member_id, t.receipt_no as reference, t.amount,
      t.points_earned as points, t.created_at
    from ${tillSales} t join ${partnerStores} s on s.id = t.store_id join ${members} m on m.id = t.member_id
    where ${within(sql`t.created_at`)}
    union all
    select 'refund', r.id, r.sale_id, s.code, s.name_en, r.api_client_id, r.operator_id, m.mbk_member_id,
      r.refund_no, r.amount, -(r.points_reversed + r.points_owed), r.created_at
    from ${tillRefunds} r join ${tillSales} t on t.id = r.sale_id
      join ${partnerStores} s on s.id = t.store_id join ${members} m on m.id = t.member_id
    where ${within(sql`r.created_at`)}
    union all
    select 'capture', h.id, null, s.code, s.name_en, h.api_client_id, h.operator_id, m.mbk_member_id,
      h.reference, h.thb_value, -h.points, h.settled_at
    from ${pointHolds} h join ${partnerStores} s on s.id = h.store_id join ${members} m on m.id = h.member_id
    where h.status = 'captured' and ${within(sql`h.settled_at`)}
  ) x order by created_at, type, id`;
}
