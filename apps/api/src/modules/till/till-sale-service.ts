import {
  fieldError,
  MAX_TILL_AMOUNT,
  pointsForAmount,
  type RefundResult,
  type SaleAward,
  type SaleResult,
  TILL_CLOCK_SKEW_MS,
  TILL_SALE_MAX_AGE_DAYS,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { DAY_MS } from '../calendar/bangkok-calendar.js';
import { findMemberById, type MemberRow } from '../members/member-service.js';
import { earnPoints, pointBalance, reversePoints } from '../points/point-service.js';
import { getProgrammeRules } from '../rules/rules-service.js';
import { currentTierOf, recordSpending } from '../tiers/tier-service.js';
import {
  actorColumns,
  auditTill,
  bahtOf,
  fingerprintOf,
  requireVisible,
  satangOf,
  type TillActor,
} from './till-actor.js';
import {
  insertRefund,
  insertSaleUnlessRecorded,
  lockSale,
  selectRefund,
  selectSaleByReceipt,
  selectStoreByCode,
  setSaleEntry,
  sumRefunds,
  type TillRefundRow,
  type TillSaleRow,
  type TillStore,
} from './till-repository.js';

export type { TillStore };

/** The store a till names by its code (DESIGN §13 `store_code`); NOT_FOUND for an unknown one. */
export async function findTillStore(db: Executor, code: string): Promise<TillStore> {
  const store = await selectStoreByCode(db, code);
  if (!store) throw new AppError('NOT_FOUND');
  return store;
}

function refused(field: string, key: 'tillAmount' | 'occurredInFuture' | 'occurredTooOld'): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key)] });
}

/** A THB amount as satang: above 0, at most MAX_TILL_AMOUNT, whole satang (the contract checks it too). */
export function requireTillAmount(amount: number, field = 'amount'): number {
  const satang = satangOf(amount);
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_TILL_AMOUNT || satang / 100 !== amount) {
    throw refused(field, 'tillAmount');
  }
  return satang;
}

/** DESIGN §13: `occurred_at` up to 30 days old, never in the future (a minute of clock skew allowed). */
function requireOccurredAt(occurredAt: Date, now: Date): void {
  if (occurredAt.getTime() > now.getTime() + TILL_CLOCK_SKEW_MS) throw refused('occurred_at', 'occurredInFuture');
  if (occurredAt.getTime() < now.getTime() - TILL_SALE_MAX_AGE_DAYS * DAY_MS) {
    throw refused('occurred_at', 'occurredTooOld');
  }
}

/** A member a till names: NOT_FOUND for an unknown id. */
async function requireMember(db: Executor, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

/** A member a till may earn or pay for: an active one (DESIGN §13 identify: inactive → NOT_ELIGIBLE). */
function requireActive(member: MemberRow): void {
  if (member.status !== 'active') throw new AppError('NOT_ELIGIBLE');
}

export async function requireActiveMember(db: Executor, memberId: number): Promise<void> {
  requireActive(await requireMember(db, memberId));
}

/** The texts a till entry shows in the member's history: the store's name and the receipt or reference. */
export function tillReason(store: TillStore, what: { en: string; th: string }) {
  return { reason: `${store.nameEn}, ${what.en}`, reasonTh: `${store.nameTh}, ${what.th}` };
}

/** DESIGN §14 base earn, the one award until campaigns (issue 36) add theirs. */
function awardsOf(points: number): SaleAward[] {
  return points > 0 ? [{ rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points }] : [];
}

export interface SaleRequest {
  memberId: number;
  store: TillStore;
  receiptNo: string;
  /** THB, at most two decimals. */
  amount: number;
  occurredAt: Date;
}

async function saleAnswer(tx: Executor, sale: TillSaleRow, duplicate: boolean, now: Date): Promise<SaleResult> {
  const balance = await pointBalance(tx, sale.memberId, now);
  const tier = await currentTierOf(tx, sale.memberId, now);
  return {
    transaction_id: sale.id,
    points_earned: sale.pointsEarned,
    awards: awardsOf(sale.pointsEarned),
    point_balance: balance,
    tier: tier.nameEn,
    duplicate,
  };
}

/**
 * A sale at a till (DESIGN §13 `POST /transactions`): earns the base points for the amount (one per full
 * `receipt_baht_per_point` THB, as approved receipts do, DESIGN §14) and counts the amount as spending
 * for tiers at the moment of the sale. One receipt number per store: the sale row is inserted first, so
 * of parallel identical calls exactly one earns and the others answer its result with `duplicate: true`
 * (balance and tier as they are now); the same number with other values is IDEMPOTENCY_CONFLICT. A
 * member who is not active is NOT_ELIGIBLE, an unknown one NOT_FOUND.
 */
export async function recordSale(
  orm: Orm,
  actor: TillActor,
  request: SaleRequest,
  now = new Date(),
): Promise<SaleResult> {
  const satang = requireTillAmount(request.amount);
  requireOccurredAt(request.occurredAt, now);
  const { store, receiptNo, memberId } = request;
  const fingerprint = fingerprintOf(actor, {
    memberId,
    satang,
    occurredAt: request.occurredAt.toISOString(),
  });
  return orm.transaction(async (tx) => {
    const member = await requireMember(tx, memberId);
    const points = pointsForAmount(bahtOf(satang), (await getProgrammeRules(tx)).receiptBahtPerPoint);
    const sale = await insertSaleUnlessRecorded(tx, {
      ...actorColumns(actor),
      storeId: store.id,
      receiptNo,
      memberId,
      amount: bahtOf(satang),
      occurredAt: request.occurredAt,
      pointsEarned: points,
      requestFingerprint: fingerprint,
      createdAt: now,
    });
    if (!sale) {
      const first = await selectSaleByReceipt(tx, store.id, receiptNo);
      if (!first || first.requestFingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
      return saleAnswer(tx, first, true, now);
    }
    // After the receipt's claim, so a retry answers the first result even if the member changed since.
    requireActive(member);
    if (points > 0) {
      const { entryId } = await earnPoints(
        tx,
        {
          memberId,
          amount: points,
          source: 'till',
          ...tillReason(store, { en: `receipt ${receiptNo}`, th: `ใบเสร็จ ${receiptNo}` }),
          reference: `till_sale:${sale.id}`,
        },
        now,
      );
      await setSaleEntry(tx, sale.id, entryId);
    }
    await recordSpending(tx, { memberId, amount: bahtOf(satang), spentAt: request.occurredAt });
    await auditTill(
      tx,
      actor,
      {
        action: 'till.sale',
        entity: 'till_sale',
        entityId: sale.id,
        store,
        after: { receipt_no: receiptNo, member_id: memberId, amount: bahtOf(satang), points_earned: points },
      },
      now,
    );
    return saleAnswer(tx, sale, false, now);
  });
}

export interface RefundRequest {
  transactionId: number;
  refundNo: string;
  /** THB, at most two decimals. */
  amount: number;
}

async function refundAnswer(tx: Executor, refund: TillRefundRow, memberId: number, now: Date): Promise<RefundResult> {
  return {
    refund_id: refund.id,
    points_reversed: refund.pointsReversed,
    points_owed: refund.pointsOwed,
    point_balance: await pointBalance(tx, memberId, now),
  };
}

/**
 * Points a sale's refunds take back when `refundedSatang` of its `saleSatang` are refunded: the refunded
 * share of what it earned, rounded down, counted over all its refunds together, so partial refunds
 * never take back more than the sale earned (nor more than a single refund of the same total would).
 */
export function pointsToTakeBack(pointsEarned: number, saleSatang: number, refundedSatang: number): number {
  return Math.floor((pointsEarned * refundedSatang) / saleSatang);
}

/**
 * A refund of (part of) a till sale (DESIGN §13 `POST /transactions/{id}/refund`): the sale is locked, so
 * refunds of one sale queue and their sum never passes its amount (LIMIT_EXCEEDED). It takes back the
 * refunded share of the points through the ledger (what the balance cannot give is owed, repaid first
 * from later earns) and the refunded amount from tier spending: a negative spending row dated at the
 * sale, so it leaves the rolling window together with the sale it corrects. The same refund number
 * answers the first result; with another amount it is IDEMPOTENCY_CONFLICT. Another client's sale is
 * NOT_FOUND.
 */
export async function refundSale(
  orm: Orm,
  actor: TillActor,
  request: RefundRequest,
  now = new Date(),
): Promise<RefundResult> {
  const satang = requireTillAmount(request.amount);
  const fingerprint = fingerprintOf(actor, { satang });
  return orm.transaction(async (tx) => {
    const locked = await lockSale(tx, request.transactionId);
    const sale = requireVisible(actor, locked?.sale);
    const store = locked?.store as TillStore;
    const first = await selectRefund(tx, sale.id, request.refundNo);
    if (first) {
      if (first.requestFingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
      return refundAnswer(tx, first, sale.memberId, now);
    }
    const saleSatang = satangOf(sale.amount);
    const before = await sumRefunds(tx, sale.id);
    if (before.satang + satang > saleSatang) throw new AppError('LIMIT_EXCEEDED');
    const toTake = pointsToTakeBack(sale.pointsEarned, saleSatang, before.satang + satang) - before.points;
    const reversal =
      toTake > 0
        ? await reversePoints(
            tx,
            {
              memberId: sale.memberId,
              amount: toTake,
              source: 'till',
              ...tillReason(store, {
                en: `refund ${request.refundNo} of receipt ${sale.receiptNo}`,
                th: `คืนสินค้า ${request.refundNo} ของใบเสร็จ ${sale.receiptNo}`,
              }),
              reference: `till_sale:${sale.id}`,
            },
            now,
          )
        : { entryId: null, reversed: 0, owed: 0 };
    const refund = await insertRefund(tx, {
      ...actorColumns(actor),
      saleId: sale.id,
      refundNo: request.refundNo,
      amount: bahtOf(satang),
      pointsReversed: reversal.reversed,
      pointsOwed: reversal.owed,
      entryId: reversal.entryId,
      requestFingerprint: fingerprint,
      createdAt: now,
    });
    await recordSpending(tx, { memberId: sale.memberId, amount: -bahtOf(satang), spentAt: sale.occurredAt });
    await auditTill(
      tx,
      actor,
      {
        action: 'till.refund',
        entity: 'till_refund',
        entityId: refund.id,
        store,
        after: {
          transaction_id: sale.id,
          receipt_no: sale.receiptNo,
          refund_no: refund.refundNo,
          member_id: sale.memberId,
          amount: refund.amount,
          points_reversed: refund.pointsReversed,
          points_owed: refund.pointsOwed,
        },
      },
      now,
    );
    return refundAnswer(tx, refund, sale.memberId, now);
  });
}
