import {
  type FieldMessageKey,
  fieldError,
  pointsForAmount,
  RECEIPT_PURCHASE_MAX_AGE_DAYS,
  type ReceiptRejectReason,
  type ReceiptStatus,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { type AuditActor, recordAudit, TERMINAL_ACTOR } from '../audit/audit-service.js';
import { bangkokDateOf, DAY_MS } from '../calendar/bangkok-calendar.js';
import { pointsOfAwards } from '../campaigns/award-engine.js';
import { type AwardReaders, awardPurchase, awardsOnTheWire } from '../campaigns/campaign-award-service.js';
import { UNCACHED_CAMPAIGNS } from '../campaigns/campaign-cache.js';
import { recordNotification } from '../notifications/notification-service.js';
import { pointsEarnedForReceipt, receiptRejected } from '../notifications/notification-texts.js';
import { earnPoints } from '../points/point-service.js';
import { type RulesReader, UNCACHED_RULES } from '../rules/rules-service.js';
import { recordSpending, UNCACHED_TIERS } from '../tiers/tier-service.js';
import type { TillStore } from '../till/till-repository.js';
import {
  findApprovedReceiptOf,
  lockReceipt,
  type ReceiptRow,
  type ReviewListRow,
  selectReceiptsForReview,
  updateReceipt,
} from './receipt-repository.js';

/** The largest total `numeric(12, 2)` holds. */
const MAX_AMOUNT = 9_999_999_999.99;

function refused(field: string, key: FieldMessageKey): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key)] });
}

/** Receipts for review (the operator CLI now, the back-office later), oldest first. */
export function listReceiptsForReview(
  db: Executor,
  filter: { status?: ReceiptStatus | undefined; memberCode?: string | undefined } = {},
): Promise<ReviewListRow[]> {
  return selectReceiptsForReview(db, filter);
}

/** Whole satang: rounding to two decimals gives back the very same number (also near the maximum). */
function requireAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_AMOUNT || Math.round(amount * 100) / 100 !== amount) {
    throw refused('amount', 'receiptAmount');
  }
}

function requireOperator(reviewedBy: string): void {
  if (!reviewedBy.trim()) throw refused('reviewedBy', 'reviewerName');
}

/** A pending receipt under a row lock: NOT_FOUND for an unknown id, NOT_ACTIVE once it was reviewed. */
async function lockPending(tx: Executor, receiptId: number): Promise<ReceiptRow> {
  const receipt = await lockReceipt(tx, receiptId);
  if (!receipt) throw new AppError('NOT_FOUND');
  if (receipt.status !== 'pending') throw new AppError('NOT_ACTIVE');
  return receipt;
}

/** What an operator reads on the receipt besides its total: the store, the receipt number, the purchase date. */
export interface PrintedReceipt {
  /** The store the receipt names: campaigns for a partner or a store apply to it (DESIGN §14). */
  store: Pick<TillStore, 'id' | 'partnerId' | 'code'>;
  receiptNo: string;
  /** YYYY-MM-DD, the Bangkok date printed on the receipt. */
  purchasedOn: string;
}

export interface Approval {
  receiptId: number;
  /** The receipt total in THB as the operator read it. */
  amount: number;
  reviewedBy: string;
  /** The console always records it; the operator CLI approves by total alone. */
  printed?: PrintedReceipt | undefined;
}

/** The purchase date is a Bangkok day from RECEIPT_PURCHASE_MAX_AGE_DAYS ago up to today. */
function requirePurchaseDate(purchasedOn: string, now: Date): void {
  if (purchasedOn > bangkokDateOf(now)) throw refused('purchased_on', 'occurredInFuture');
  const earliest = bangkokDateOf(new Date(now.getTime() - RECEIPT_PURCHASE_MAX_AGE_DAYS * DAY_MS));
  if (purchasedOn < earliest) throw refused('purchased_on', 'occurredTooOld');
}

/**
 * A receipt of the same store and number already approved is the same purchase sent twice: refused,
 * whichever member sent it. The unique index refuses a concurrent second approval too.
 */
async function requireFirstApproval(tx: Executor, printed: PrintedReceipt): Promise<void> {
  if (await findApprovedReceiptOf(tx, printed.store.id, printed.receiptNo)) {
    throw new AppError('RECEIPT_ALREADY_APPROVED');
  }
}

/** What the audit keeps of a receipt: its review, not the file or the member's data. */
function reviewOf(row: ReceiptRow) {
  return {
    status: row.status,
    amount: row.amount,
    points: row.points,
    entry_id: row.entryId,
    store_id: row.storeId,
    receipt_no: row.receiptNo,
    purchased_on: row.purchasedOn,
    reject_reason_code: row.rejectReasonCode,
    reject_reason: row.rejectReasonEn,
    reject_reason_th: row.rejectReasonTh,
    reviewed_by: row.reviewedBy,
  };
}

function auditReview(
  tx: Executor,
  actor: AuditActor,
  verb: 'approve' | 'reject',
  before: ReceiptRow,
  after: ReceiptRow,
  now: Date,
) {
  return recordAudit(
    tx,
    {
      actor,
      action: `receipt.${verb}`,
      entity: 'receipt',
      entityId: after.id,
      before: reviewOf(before),
      after: reviewOf(after),
    },
    now,
  );
}

/**
 * The rules, tiers and active campaigns as the app keeps them (`UNCACHED_RULES`, `UNCACHED_TIERS` and
 * `UNCACHED_CAMPAIGNS` in a tool or a test).
 */
export interface ReviewReaders extends AwardReaders {
  rules: RulesReader;
}

/**
 * Approves a pending receipt inside the caller's transaction (issue 4 receipt review): the receipt is
 * locked first, so a second approval waits and then finds it reviewed. The total earns as a purchase on
 * the `receipt` channel (DESIGN §14): the base points and the award of every campaign for receipts in
 * force when the member uploaded it (decision 055), one `earn` entry with the default expiry that keeps
 * the awards; a total under one point's worth with no campaign award earns no entry. The total then
 * becomes spending (tier, DESIGN §6). The back-office adds its audit row in the same transaction.
 */
export async function approveReceiptIn(
  tx: Executor,
  readers: ReviewReaders,
  actor: AuditActor,
  approval: Approval,
  now = new Date(),
): Promise<ReceiptRow> {
  requireAmount(approval.amount);
  requireOperator(approval.reviewedBy);
  if (approval.printed) requirePurchaseDate(approval.printed.purchasedOn, now);
  const receipt = await lockPending(tx, approval.receiptId);
  if (approval.printed) await requireFirstApproval(tx, approval.printed);
  const basePoints = pointsForAmount(approval.amount, (await readers.rules.read(tx)).receiptBahtPerPoint);
  // Before the spending is recorded: the member's tier and first purchase are as they were before it.
  const awards = await awardPurchase(
    tx,
    readers,
    {
      channel: 'receipt',
      partnerId: approval.printed?.store.partnerId ?? null,
      storeCode: approval.printed?.store.code ?? null,
      amountSatang: Math.round(approval.amount * 100),
      occurredAt: receipt.createdAt,
    },
    receipt.memberId,
    basePoints,
  );
  const points = pointsOfAwards(awards);
  const earned =
    points > 0
      ? await earnPoints(
          tx,
          {
            memberId: receipt.memberId,
            amount: points,
            source: 'receipt',
            reason: `Receipt #${receipt.id} approved: ${approval.amount.toFixed(2)} THB`,
            reference: `receipt:${receipt.id}`,
            awards: awardsOnTheWire(awards),
            rules: readers.rules,
          },
          now,
        )
      : undefined;
  await recordSpending(tx, readers.tiers, { memberId: receipt.memberId, amount: approval.amount, spentAt: now }, now);
  const approved = await updateReceipt(tx, receipt.id, {
    status: 'approved',
    storeId: approval.printed?.store.id ?? null,
    receiptNo: approval.printed?.receiptNo.trim() ?? null,
    purchasedOn: approval.printed?.purchasedOn ?? null,
    amount: approval.amount,
    points,
    entryId: earned?.entryId ?? null,
    reviewedBy: approval.reviewedBy.trim(),
    reviewedAt: now,
  });
  if (points > 0) {
    await recordNotification(tx, {
      memberId: receipt.memberId,
      kind: 'points_earned',
      eventKey: `points_earned:receipt:${receipt.id}`,
      ...pointsEarnedForReceipt({ points, amount: approval.amount }),
      linkPath: '/point-transaction',
    });
  }
  await auditReview(tx, actor, 'approve', receipt, approved, now);
  return approved;
}

/**
 * Approves a pending receipt in a transaction of its own (the operator CLI, audited without an operator),
 * reading the rules and tiers as stored: the CLI keeps no copy of them.
 */
export function approveReceipt(orm: Orm, approval: Approval, now = new Date()): Promise<ReceiptRow> {
  return orm.transaction((tx) =>
    approveReceiptIn(
      tx,
      { rules: UNCACHED_RULES, tiers: UNCACHED_TIERS, campaigns: UNCACHED_CAMPAIGNS },
      TERMINAL_ACTOR,
      approval,
      now,
    ),
  );
}

export interface Rejection {
  receiptId: number;
  /** The preset reason the console picked; the operator CLI writes its own words (`other`). */
  reasonCode?: ReceiptRejectReason | undefined;
  reasonEn: string;
  /** The Thai reason; without it members reading in Thai see the English one. */
  reasonTh?: string | undefined;
  reviewedBy: string;
}

/** Rejects a pending receipt, inside the caller's transaction, with the reason the member reads in their history. */
export async function rejectReceiptIn(
  tx: Executor,
  actor: AuditActor,
  rejection: Rejection,
  now = new Date(),
): Promise<ReceiptRow> {
  const reasonEn = rejection.reasonEn.trim();
  const reasonTh = rejection.reasonTh?.trim() || null;
  if (!reasonEn) throw refused('reason', 'rejectReason');
  requireOperator(rejection.reviewedBy);
  const receipt = await lockPending(tx, rejection.receiptId);
  const rejected = await updateReceipt(tx, receipt.id, {
    status: 'rejected',
    rejectReasonCode: rejection.reasonCode ?? 'other',
    rejectReasonEn: reasonEn,
    rejectReasonTh: reasonTh,
    reviewedBy: rejection.reviewedBy.trim(),
    reviewedAt: now,
  });
  await recordNotification(tx, {
    memberId: receipt.memberId,
    kind: 'receipt_rejected',
    eventKey: `receipt_rejected:${receipt.id}`,
    ...receiptRejected({ reason: { th: reasonTh ?? reasonEn, en: reasonEn } }),
    linkPath: '/collect-point',
  });
  await auditReview(tx, actor, 'reject', receipt, rejected, now);
  return rejected;
}

/** Rejects a pending receipt in a transaction of its own (the operator CLI, audited without an operator). */
export function rejectReceipt(orm: Orm, rejection: Rejection, now = new Date()): Promise<ReceiptRow> {
  return orm.transaction((tx) => rejectReceiptIn(tx, TERMINAL_ACTOR, rejection, now));
}
