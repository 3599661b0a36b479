import { pointsForAmount, type SaleAward, type SaleResult } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { baseAwards, pointsOfAwards } from '../campaigns/award-engine.js';
import { type AwardReaders, awardPurchase, awardsOnTheWire } from '../campaigns/campaign-award-service.js';
import type { MemberState } from '../members/member-service.js';
import { recordNotification } from '../notifications/notification-service.js';
import { pointsEarnedAtStore } from '../notifications/notification-texts.js';
import { entryAwardsOf } from '../points/history-service.js';
import { earnPoints, pointBalance } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import type { TierRow } from '../tiers/tier-repository.js';
import { currentTierOf, recordSpending } from '../tiers/tier-service.js';
import { actorColumns, auditTill, bahtOf, fingerprintOf, type TillActor } from './till-actor.js';
import { requireActive, requireMember, requireOccurredAt, requireTillAmount, tillReason } from './till-checks.js';
import { lockTillMember, type TillMemberReference } from './till-member.js';
import {
  insertSaleUnlessRecorded,
  selectSaleByReceipt,
  setSaleEntry,
  type TillSaleRow,
  type TillStore,
} from './till-repository.js';

/**
 * The member a sale earns for: by id (the service's callers), or as the till named them (`lockTillMember`:
 * a code or member number, checked with the app's session secret), found and locked inside the sale's
 * transaction rather than read before it.
 */
export type SaleMember = { memberId: number } | { member: TillMemberReference; sessionSecret: string };

export type SaleRequest = SaleMember & {
  store: TillStore;
  receiptNo: string;
  /** THB, at most two decimals. */
  amount: number;
  occurredAt: Date;
};

/** The sale's member, locked for its transaction: NOT_FOUND, CODE_INVALID or NOT_ELIGIBLE as the till names it. */
function lockSaleMember(tx: Executor, sale: SaleMember): Promise<MemberState> {
  return 'memberId' in sale
    ? requireMember(tx, sale.memberId)
    : lockTillMember({ db: tx, sessionSecret: sale.sessionSecret }, sale.member);
}

/**
 * The rules, tiers and active campaigns as the app keeps them (its cache registry's `rules`, `tiers` and
 * `campaigns`; `UNCACHED_RULES`, `UNCACHED_TIERS` and `UNCACHED_CAMPAIGNS` in a tool or a test).
 */
export interface TillReaders extends AwardReaders {
  rules: RulesReader;
}

/**
 * The sale's answer with the member's balance (the earn's, or read inside the transaction) and the tier
 * they hold now (this sale's spending counted), and the awards its points are made of.
 */
async function saleAnswer(
  tx: Executor,
  sale: TillSaleRow,
  standing: { tier: TierRow; balance?: number | undefined },
  awards: SaleAward[],
  duplicate: boolean,
  now: Date,
): Promise<SaleResult> {
  const { tier } = standing;
  return {
    transaction_id: sale.id,
    points_earned: sale.pointsEarned,
    awards,
    point_balance: standing.balance ?? (await pointBalance(tx, sale.memberId, now)),
    tier: { code: tier.code, name_en: tier.nameEn, name_th: tier.nameTh },
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
  readers: TillReaders,
  actor: TillActor,
  request: SaleRequest,
  now = new Date(),
): Promise<SaleResult> {
  const satang = requireTillAmount(request.amount);
  requireOccurredAt(request.occurredAt, now);
  const { store, receiptNo } = request;
  return orm.transaction(async (tx) => {
    const member = await lockSaleMember(tx, request);
    const memberId = member.id;
    const fingerprint = fingerprintOf(actor, {
      memberId,
      satang,
      occurredAt: request.occurredAt.toISOString(),
    });
    const basePoints = pointsForAmount(bahtOf(satang), (await readers.rules.read(tx)).receiptBahtPerPoint);
    const sale = await insertSaleUnlessRecorded(tx, {
      ...actorColumns(actor),
      storeId: store.id,
      receiptNo,
      memberId,
      amount: bahtOf(satang),
      occurredAt: request.occurredAt,
      pointsEarned: basePoints,
      requestFingerprint: fingerprint,
      createdAt: now,
    });
    if (!sale) {
      const first = await selectSaleByReceipt(tx, store.id, receiptNo);
      if (!first || first.requestFingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
      // A sale recorded before campaigns kept no awards: its points were the base earn alone.
      const kept = first.entryId === null ? null : await entryAwardsOf(tx, first.entryId);
      const tier = await currentTierOf(tx, readers.tiers, first.memberId, now);
      return saleAnswer(tx, first, { tier }, kept ?? awardsOnTheWire(baseAwards(first.pointsEarned)), true, now);
    }
    // After the receipt's claim, so a retry answers the first result even if the member changed since.
    requireActive(member);
    const awards = await awardPurchase(
      tx,
      readers,
      {
        channel: 'till',
        partnerId: store.partnerId,
        storeCode: store.code,
        amountSatang: satang,
        occurredAt: request.occurredAt,
      },
      memberId,
      basePoints,
    );
    const points = pointsOfAwards(awards);
    let balance: number | undefined;
    if (points > 0) {
      const { entryId, balanceAfter } = await earnPoints(
        tx,
        {
          memberId,
          amount: points,
          source: 'till',
          ...tillReason(store, { en: `receipt ${receiptNo}`, th: `ใบเสร็จ ${receiptNo}` }),
          reference: `till_sale:${sale.id}`,
          awards: awardsOnTheWire(awards),
          rules: readers.rules,
        },
        now,
      );
      balance = balanceAfter;
      await setSaleEntry(tx, sale.id, entryId, points);
      await recordNotification(tx, {
        memberId,
        kind: 'points_earned',
        eventKey: `points_earned:till_sale:${sale.id}`,
        ...pointsEarnedAtStore({ points, store: { th: store.nameTh, en: store.nameEn }, receiptNo }),
        linkPath: '/point-transaction',
      });
    }
    const tier = await recordSpending(
      tx,
      readers.tiers,
      { memberId, amount: bahtOf(satang), spentAt: request.occurredAt },
      now,
    );
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
    return saleAnswer(tx, { ...sale, pointsEarned: points }, { tier, balance }, awardsOnTheWire(awards), false, now);
  });
}
