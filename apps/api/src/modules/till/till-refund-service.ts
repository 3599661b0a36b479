import type { RefundResult } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { returnRefundedAwards } from '../campaigns/campaign-award-service.js';
import { entryAwardsOf } from '../points/history-service.js';
import { pointBalance } from '../points/point-service.js';
import { reversePoints } from '../points/till-movements.js';
import { recordRefundedSpending } from '../tiers/tier-service.js';
import {
  actorColumns,
  auditTill,
  bahtOf,
  fingerprintOf,
  requireVisible,
  satangOf,
  type TillActor,
} from './till-actor.js';
import { requireTillAmount, tillReason } from './till-checks.js';
import {
  insertRefund,
  lockSale,
  selectRefund,
  sumRefunds,
  type TillRefundRow,
  type TillStore,
} from './till-repository.js';

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
 * sale, so it leaves the rolling window together with the sale it corrects. The campaigns that awarded
 * the sale get the refunded share of their awards back in their budgets and the member's caps. The same
 * refund number answers the first result; with another amount it is IDEMPOTENCY_CONFLICT. Another
 * client's sale is NOT_FOUND.
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
    const refundedAfter = before.satang + satang;
    const toTake = pointsToTakeBack(sale.pointsEarned, saleSatang, refundedAfter) - before.points;
    // Campaigns first, as a sale locks them before the ledger: their budgets get back this refund's share.
    const awards = sale.entryId === null ? null : await entryAwardsOf(tx, sale.entryId);
    await returnRefundedAwards(
      tx,
      sale.memberId,
      awards ?? [],
      (points) =>
        pointsToTakeBack(points, saleSatang, refundedAfter) - pointsToTakeBack(points, saleSatang, before.satang),
    );
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
    await recordRefundedSpending(tx, { memberId: sale.memberId, amount: bahtOf(satang), spentAt: sale.occurredAt });
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
