import { type FieldMessageKey, fieldError, pointsForAmount, type ReceiptStatus } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { type AuditActor, recordAudit, TERMINAL_ACTOR } from '../audit/audit-service.js';
import { earnPoints } from '../points/point-service.js';
import { type RulesReader, UNCACHED_RULES } from '../rules/rules-service.js';
import { recordSpending } from '../tiers/tier-service.js';
import {
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

export interface Approval {
  receiptId: number;
  /** The receipt total in THB as the operator read it. */
  amount: number;
  reviewedBy: string;
}

/** What the audit keeps of a receipt: its review, not the file or the member's data. */
function reviewOf(row: ReceiptRow) {
  return {
    status: row.status,
    amount: row.amount,
    points: row.points,
    entry_id: row.entryId,
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
 * Approves a pending receipt inside the caller's transaction (issue 4 receipt review): the receipt is
 * locked first, so a second approval waits and then finds it reviewed. The total becomes spending (tier,
 * DESIGN §6) and its points an `earn` entry with the default expiry; a total under one point's worth
 * earns no entry. The back-office adds its audit row in the same transaction.
 */
export async function approveReceiptIn(
  tx: Executor,
  rules: RulesReader,
  actor: AuditActor,
  approval: Approval,
  now = new Date(),
): Promise<ReceiptRow> {
  requireAmount(approval.amount);
  requireOperator(approval.reviewedBy);
  const receipt = await lockPending(tx, approval.receiptId);
  const points = pointsForAmount(approval.amount, (await rules.read(tx)).receiptBahtPerPoint);
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
            rules,
          },
          now,
        )
      : undefined;
  await recordSpending(tx, { memberId: receipt.memberId, amount: approval.amount, spentAt: now });
  const approved = await updateReceipt(tx, receipt.id, {
    status: 'approved',
    amount: approval.amount,
    points,
    entryId: earned?.entryId ?? null,
    reviewedBy: approval.reviewedBy.trim(),
    reviewedAt: now,
  });
  await auditReview(tx, actor, 'approve', receipt, approved, now);
  return approved;
}

/**
 * Approves a pending receipt in a transaction of its own (the operator CLI, audited without an operator),
 * reading the rules as stored: the CLI keeps no copy of them.
 */
export function approveReceipt(orm: Orm, approval: Approval, now = new Date()): Promise<ReceiptRow> {
  return orm.transaction((tx) => approveReceiptIn(tx, UNCACHED_RULES, TERMINAL_ACTOR, approval, now));
}

export interface Rejection {
  receiptId: number;
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
    rejectReasonEn: reasonEn,
    rejectReasonTh: reasonTh,
    reviewedBy: rejection.reviewedBy.trim(),
    reviewedAt: now,
  });
  await auditReview(tx, actor, 'reject', receipt, rejected, now);
  return rejected;
}

/** Rejects a pending receipt in a transaction of its own (the operator CLI, audited without an operator). */
export function rejectReceipt(orm: Orm, rejection: Rejection, now = new Date()): Promise<ReceiptRow> {
  return orm.transaction((tx) => rejectReceiptIn(tx, TERMINAL_ACTOR, rejection, now));
}
