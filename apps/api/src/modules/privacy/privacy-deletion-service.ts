import { randomUUID } from 'node:crypto';
import { PRIVACY_REQUEST_DUE_DAYS, type PrivacyRequest } from '@loyalty/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { deleteMemberAddresses } from '../addresses/address-service.js';
import { deleteMemberSessions, revokeMemberSessions } from '../auth/auth-service.js';
import { assertPassword } from '../auth/password-service.js';
import type { SessionCache } from '../auth/session-cache.js';
import { bangkokDateOf, DAY_MS } from '../calendar/bangkok-calendar.js';
import { deleteIdempotencyRecordsOf } from '../idempotency/idempotency-service.js';
import { forgetLineFollows } from '../line/line-webhook-service.js';
import {
  cancelMember,
  eraseMemberPersonalData,
  findMemberById,
  lockMember,
  type MemberRow,
} from '../members/member-service.js';
import { skipPendingDeliveriesOf } from '../notifications/delivery-service.js';
import { consumeVerifiedOtpByRef, deleteOtpRecordsOf } from '../otp/otp-service.js';
import { deleteOutboxMessagesTo } from '../outbox/outbox-service.js';
import { forfeitRemainingPoints } from '../points/point-service.js';
import { eraseReceiptFilesOf } from '../receipts/receipt-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { auditProcessing, type ProcessOptions } from './privacy-request-audit.js';
import { presentPrivacyRequest } from './privacy-request-presenter.js';
import {
  findDeletionRequestOf,
  insertPrivacyRequest,
  lockPrivacyRequest,
  type PrivacyRequestRow,
  updatePrivacyRequest,
} from './privacy-request-repository.js';

export interface DeletionContext {
  orm: Orm;
  rules: RulesReader;
  /** Public files: the member's picture. */
  storage: FileStorage;
  /** Personal files: the member's receipts. */
  privateStorage: FileStorage;
  sessions?: SessionCache | undefined;
}

/** The cancel reason a deletion request records (SPEC §6 CancelMembership keeps one). */
export const DELETION_CANCEL_REASON = 'deletion requested';
const FORFEIT_REASON = 'Points forfeited: the member asked for their account and personal data to be deleted';

/** Records a deletion request; a parallel one that won the unique index is answered instead. */
async function recordDeletionRequest(
  tx: Executor,
  memberId: number,
  when: { now: Date; eraseAfter: Date; dueAt: Date },
): Promise<PrivacyRequestRow> {
  const inserted = await insertPrivacyRequest(tx, {
    id: randomUUID(),
    memberId,
    kind: 'deletion',
    requestedOn: bangkokDateOf(when.now),
    createdAt: when.now,
    dueAt: when.dueAt,
    eraseAfter: when.eraseAfter,
  });
  const row = inserted ?? (await findDeletionRequestOf(tx, memberId));
  if (!row) throw new Error(`The deletion request of member ${memberId} vanished`);
  return row;
}

/**
 * RequestDeletion (DESIGN §16, PDPA s.33): confirmed by the password or a verified `cancel_membership`
 * code, it ends the membership at once in one transaction under the member's row lock, the lock a
 * redemption takes before spending (`runIdempotent`): the membership is canceled, every session revoked,
 * the remaining points forfeited through the ledger and the request recorded with its erase date
 * (`deletion_grace_days` on). A second request, or a parallel one, answers the first.
 */
export async function requestDeletion(
  context: DeletionContext,
  memberId: number,
  input: { password?: string | undefined; refId?: string | undefined },
  now = new Date(),
): Promise<PrivacyRequest> {
  const member = await findMemberById(context.orm, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  if (input.password !== undefined) await assertPassword(context.orm, member, input.password, now);
  const request = await context.orm.transaction(async (tx) => {
    const locked = await lockMember(tx, memberId);
    if (!locked) throw new AppError('NOT_FOUND');
    const first = await findDeletionRequestOf(tx, memberId);
    if (first) return first;
    if (input.refId !== undefined) {
      await consumeVerifiedOtpByRef(
        tx,
        { memberId, refId: input.refId, purpose: 'cancel_membership', recipients: contactsOf(locked) },
        now,
      );
    }
    // A member who had already canceled keeps the date and reason of that cancellation.
    if (locked.status !== 'canceled') await cancelMember(tx, memberId, { at: now, reason: DELETION_CANCEL_REASON });
    await revokeMemberSessions(tx, memberId, now);
    await forfeitRemainingPoints(tx, { memberId, reason: FORFEIT_REASON }, now);
    const graceDays = (await context.rules.read(tx)).deletionGraceDays;
    // The grace period runs from the end of the membership: a member who canceled earlier is erased when
    // the sweep would have erased them anyway, not later for having asked.
    const endedAt = locked.status === 'canceled' && locked.canceledAt ? locked.canceledAt : now;
    return recordDeletionRequest(tx, memberId, {
      now,
      eraseAfter: new Date(endedAt.getTime() + graceDays * DAY_MS),
      dueAt: new Date(now.getTime() + PRIVACY_REQUEST_DUE_DAYS * DAY_MS),
    });
  });
  context.sessions?.forgetMember(memberId);
  return presentPrivacyRequest(request);
}

/**
 * A member canceled long ago and never erased (the sweep): their request is recorded, erasable at once
 * (`erase_after` = cancellation + grace days, already past), so operators see it in their queue.
 */
export async function recordLapsedCancellation(
  context: Pick<DeletionContext, 'orm'>,
  member: Pick<MemberRow, 'id' | 'canceledAt'>,
  graceDays: number,
  now: Date,
): Promise<PrivacyRequestRow> {
  const canceledAt = member.canceledAt ?? now;
  return context.orm.transaction((tx) =>
    recordDeletionRequest(tx, member.id, {
      now,
      eraseAfter: new Date(canceledAt.getTime() + graceDays * DAY_MS),
      dueAt: now,
    }),
  );
}

function contactsOf(member: Pick<MemberRow, 'email' | 'mobileNo'>): string[] {
  return [member.mobileNo, member.email].filter((contact): contact is string => contact !== null);
}

/** Erases what the owner modules hold of one member, inside the caller's transaction. */
async function eraseMember(context: DeletionContext, tx: Executor, member: MemberRow, now: Date): Promise<void> {
  const contacts = contactsOf(member);
  const lineIds = member.lineUserId ? [member.lineUserId] : [];
  await forfeitRemainingPoints(tx, { memberId: member.id, reason: FORFEIT_REASON }, now);
  await eraseReceiptFilesOf(tx, context.privateStorage, member.id);
  await deleteMemberAddresses(tx, member.id);
  await deleteMemberSessions(tx, member.id);
  await deleteIdempotencyRecordsOf(tx, member.id);
  await deleteOtpRecordsOf(tx, member.id, contacts);
  await deleteOutboxMessagesTo(tx, [...contacts, ...lineIds]);
  await skipPendingDeliveriesOf(tx, member.id, 'member erased');
  await forgetLineFollows(tx, lineIds);
  await eraseMemberPersonalData(tx, member.id, now);
  const pictureKey = member.pictureUrl ? context.storage.keyOf(member.pictureUrl) : undefined;
  if (pictureKey) await context.storage.remove(pictureKey);
}

/**
 * Carries out a deletion request (the sweep once `erase_after` has come, or an admin's "process now"):
 * under the request's row lock, a pending one has the member's personal data erased through each owner
 * module and is marked completed; a completed one is answered as it is, so running it twice, or two
 * processes at once, erases once. A failure is counted on the request and thrown.
 */
export async function processDeletionRequest(
  context: DeletionContext,
  requestId: string,
  options: ProcessOptions,
): Promise<PrivacyRequest> {
  const { now } = options;
  try {
    const row = await context.orm.transaction(async (tx) => {
      const request = await lockPrivacyRequest(tx, requestId);
      if (request?.kind !== 'deletion') throw new AppError('NOT_FOUND');
      if (request.status !== 'pending') return request;
      const member = await lockMember(tx, request.memberId);
      if (!member) throw new AppError('NOT_FOUND');
      await eraseMember(context, tx, member, now);
      const completed = await updatePrivacyRequest(tx, requestId, {
        status: 'completed',
        completedAt: now,
        processedBy: options.audit?.operatorId ?? null,
        attempts: request.attempts + 1,
        error: null,
      });
      if (options.audit) await auditProcessing(tx, options.audit, request, completed, now);
      return completed;
    });
    context.sessions?.forgetMember(row.memberId);
    return presentPrivacyRequest(row);
  } catch (error) {
    if (!(error instanceof AppError)) await recordFailure(context.orm, requestId, error);
    throw error;
  }
}

async function recordFailure(orm: Orm, requestId: string, error: unknown): Promise<void> {
  await orm.transaction(async (tx) => {
    const request = await lockPrivacyRequest(tx, requestId);
    if (!request) return;
    // The first line only: a failed query's message goes on with its parameters, the member's own data.
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    await updatePrivacyRequest(tx, requestId, { attempts: request.attempts + 1, error: message });
  });
}
