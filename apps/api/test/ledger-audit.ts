import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../src/db/client.js';
import { flashSales, pointLedger, pointLotChanges, pointLots, privileges, redemptions } from '../src/db/schema.js';
import type { NewMemberRow } from '../src/modules/members/member-repository.js';
import { earnPoints, pointBalance } from '../src/modules/points/point-service.js';
import { createMember, sessionTokenFor, uniqueMobile } from './factories.js';

const FAR_EXPIRY = new Date('2040-06-30T00:00:00Z');

/** Points earned through the ledger (an earn entry and its lot) expiring at `expiresAt`. */
export async function earnTestPoints(db: Executor, memberId: number, points: number, expiresAt = FAR_EXPIRY) {
  await earnPoints(db, { memberId, amount: points, source: 'receipt', reason: 'test funds', expiresAt });
}

/**
 * An active member with a mobile and a session, whose `points` came in through the ledger, so that
 * balance, ledger and lots can be checked against each other afterwards.
 */
export async function fundedMember(database: Database, points: number, fields: Partial<NewMemberRow> = {}) {
  const member = await createMember(database.orm, { mobileNo: uniqueMobile(), ...fields });
  if (points > 0) await earnTestPoints(database.orm, member.id, points);
  return { member, token: await sessionTokenFor(database.orm, member) };
}

export interface PointsAudit {
  /** Each member's balance (the points of their live lots), in the order asked. */
  balances: number[];
  /** Each member's ledger total: it must equal the balance. */
  ledgerSums: number[];
  /** Lots whose remainder is not the sum of their recorded changes: a lost update leaves one behind. */
  lotsOutOfBalance: number[];
}

export async function auditPoints(db: Executor, memberIds: number[]): Promise<PointsAudit> {
  const sums = await db
    .select({ memberId: pointLedger.memberId, sum: sql<number>`sum(${pointLedger.delta})::int` })
    .from(pointLedger)
    .where(inArray(pointLedger.memberId, memberIds))
    .groupBy(pointLedger.memberId);
  const sumOf = new Map(sums.map((row) => [row.memberId, row.sum]));
  const lots = await db
    .select({
      id: pointLots.id,
      remaining: pointLots.remaining,
      changes: sql<number>`coalesce(sum(${pointLotChanges.amount}), 0)::int`,
    })
    .from(pointLots)
    .leftJoin(pointLotChanges, eq(pointLotChanges.lotId, pointLots.id))
    .where(inArray(pointLots.memberId, memberIds))
    .groupBy(pointLots.id);
  return {
    balances: await Promise.all(memberIds.map((id) => pointBalance(db, id))),
    ledgerSums: memberIds.map((id) => sumOf.get(id) ?? 0),
    lotsOutOfBalance: lots.filter((lot) => lot.remaining !== lot.changes).map((lot) => lot.id),
  };
}

export interface StockAudit {
  /** The privilege's own stock counter and its redemptions outside any flash sale. */
  stockUsed: number;
  redeemed: number;
  /** The flash sale's counter and its redemptions (0 and 0 without a sale). */
  saleStockUsed: number;
  saleRedeemed: number;
  /** Points the redemptions record, and what the ledger took for them: they must be equal. */
  pointsSpent: number;
  ledgerSpent: number;
}

/** Counters, rows and ledger of one privilege's redemptions, to be compared with each other. */
export async function auditStock(db: Executor, privilegeId: number, flashSaleId?: number): Promise<StockAudit> {
  const [privilege] = await db.select().from(privileges).where(eq(privileges.id, privilegeId));
  const [sale] = flashSaleId ? await db.select().from(flashSales).where(eq(flashSales.id, flashSaleId)) : [];
  const [own] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(and(eq(redemptions.privilegeId, privilegeId), isNull(redemptions.flashSaleId)));
  const [all] = await db
    .select({
      count: sql<number>`count(*)::int`,
      spent: sql<number>`coalesce(sum(${redemptions.pointsSpent}), 0)::int`,
      sale: sql<number>`count(${redemptions.flashSaleId})::int`,
    })
    .from(redemptions)
    .where(eq(redemptions.privilegeId, privilegeId));
  const [ledger] = await db
    .select({ spent: sql<number>`coalesce(-sum(${pointLedger.delta}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.source, 'redemption'), eq(pointLedger.reference, `privilege:${privilegeId}`)));
  return {
    stockUsed: privilege?.stockUsed ?? -1,
    redeemed: own?.count ?? 0,
    saleStockUsed: sale?.stockUsed ?? 0,
    saleRedeemed: all?.sale ?? 0,
    pointsSpent: all?.spent ?? 0,
    ledgerSpent: ledger?.spent ?? 0,
  };
}
