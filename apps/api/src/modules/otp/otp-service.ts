import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { OTP_POLICY, type OtpChallenge, type OtpLock, type OtpPurpose, type OtpVerified } from '@loyalty/contracts';
import type { Adapters } from '../../adapters/types.js';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { type AuthContext, issueSession } from '../auth/auth-service.js';
import {
  findForeignMemberByEmail,
  findMemberById,
  findThaiMemberByMobile,
  insertPendingMember,
  type MemberRow,
  setLineUser,
  setPendingIdentity,
} from '../members/member-service.js';
import {
  clearWrongCodes,
  endLock,
  findChallengeByRef,
  findLock,
  findUsableVerified,
  markConsumed,
  markVerified,
  type OtpChallengeRow,
  recordWrongCode,
} from './otp-repository.js';

export type OtpChannel = 'sms' | 'email';

/**
 * An operator ends the one-time-code locks of a member's contacts (issue 35: a member who mistyped five
 * codes calls in rather than waiting): true when any was in force.
 */
export async function endOtpLocks(db: Executor, recipients: readonly string[], now = new Date()): Promise<boolean> {
  let wasLocked = false;
  for (const recipient of recipients) wasLocked = (await endLock(db, recipient, now)) || wasLocked;
  return wasLocked;
}

export interface OtpContext {
  orm: Orm;
  adapters: Adapters;
  auth: AuthContext;
  /** Keys the code hashes, so a copied table does not give the codes away cheaply. */
  secret: string;
}

export const SECOND = 1000;

/**
 * A code the transfer call sends itself when a transfer passes the threshold (DESIGN §6). Not one of the
 * purposes a member may request (OTP_PURPOSES): it is bound to one recipient and amount and used only by
 * TransferPoint, never verified on its own.
 */
export const TRANSFER_OTP_PURPOSE = 'transfer';
export type StoredOtpPurpose = OtpPurpose | typeof TRANSFER_OTP_PURPOSE;

export function hashCode(secret: string, refId: string, code: string): string {
  return createHmac('sha256', secret).update(`${refId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Letters that cannot be read as digits or as each other on a small screen (no I, no O). */
const OTP_REF_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The four-letter "Ref: ABCD" a Thai member matches between the message and the screen. It is drawn
 * from the challenge's reference, so each code (and each resend) has its own without another column;
 * it only tells messages apart and proves nothing, so a hash of the public reference is enough.
 */
export function otpRefOf(refId: string): string {
  const digest = createHash('sha256').update(refId).digest();
  return Array.from(digest.subarray(0, 4), (byte) => OTP_REF_LETTERS[byte % OTP_REF_LETTERS.length]).join('');
}

/** "08x-xxx-5678" and "d***@example.com": enough for the member to recognise, not to harvest. */
export function maskRecipient(channel: OtpChannel, recipient: string): string {
  if (channel === 'sms') return `${recipient.slice(0, 2)}x-xxx-${recipient.slice(-4)}`;
  const [local = '', domain = ''] = recipient.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function presentChallenge(row: OtpChallengeRow): OtpChallenge {
  return {
    ref_id: row.refId,
    otp_ref: otpRefOf(row.refId),
    purpose: row.purpose as OtpPurpose,
    recipient_masked: maskRecipient(row.channel, row.recipient),
    expires_at: row.expiresAt.toISOString(),
    resend_available_at: row.resendAvailableAt.toISOString(),
  };
}

export function takenError(channel: OtpChannel): AppError {
  return new AppError(channel === 'sms' ? 'MOBILE_TAKEN' : 'EMAIL_TAKEN');
}

export function findByContact(orm: Orm, channel: OtpChannel, recipient: string) {
  return channel === 'sms' ? findThaiMemberByMobile(orm, recipient) : findForeignMemberByEmail(orm, recipient);
}

export function contactOf(member: MemberRow, channel: OtpChannel): string | null {
  return channel === 'sms' ? member.mobileNo : member.email;
}

export async function checkOtpLock(orm: Orm, recipient: string, now = new Date()): Promise<OtpLock> {
  const lock = await findLock(orm, recipient);
  const isLocked = Boolean(lock?.lockedUntil && lock.lockedUntil > now);
  return {
    is_locked: isLocked,
    locked_until: isLocked ? (lock?.lockedUntil?.toISOString() ?? null) : null,
    tries_left: isLocked ? 0 : OTP_POLICY.maxWrongTries - (lock?.wrongCount ?? 0),
  };
}

export async function getOtpResponse(orm: Orm, refId: string, now = new Date()) {
  const row = await findChallengeByRef(orm, refId);
  if (row?.channel !== 'email' || row.purpose === TRANSFER_OTP_PURPOSE) throw new AppError('NOT_FOUND');
  return {
    ...presentChallenge(row),
    ...(await checkOtpLock(orm, row.recipient, now)),
    is_verified: row.verifiedAt !== null,
  };
}

/**
 * The identity behind a verified `register` code (DESIGN §5 registration): the member holding the
 * contact signs in (linking a pending LINE user to it); otherwise the pending registration row — the
 * LINE one, or a new one — gets a `bcrm-register` session.
 */
async function sessionForIdentity(context: OtpContext, challenge: OtpChallengeRow, now: Date) {
  const { orm } = context;
  const channel = challenge.channel;
  const holder = await findByContact(orm, channel, challenge.recipient);
  const pendingLine = challenge.memberId ? await findMemberById(orm, challenge.memberId) : undefined;
  if (holder && holder.status !== 'pending') {
    if (holder.status === 'merged') throw new AppError('MEMBER_MERGED');
    if (pendingLine?.status === 'pending' && pendingLine.lineUserId && !holder.lineUserId) {
      const lineUserId = pendingLine.lineUserId;
      await orm.transaction(async (tx) => {
        await setLineUser(tx, pendingLine.id, null);
        await setLineUser(tx, holder.id, lineUserId);
      });
    }
    return issueSession(context.auth, holder, now);
  }
  if (holder) return issueSession(context.auth, holder, now);
  // The verified contact is the registration's identity, so it sets the login type it identifies.
  const identity =
    channel === 'sms' ? { loginType: 2, mobileNo: challenge.recipient } : { loginType: 1, email: challenge.recipient };
  const pending =
    pendingLine?.status === 'pending'
      ? await setPendingIdentity(orm, pendingLine.id, identity)
      : await insertPendingMember(orm, identity);
  return issueSession(context.auth, pending, now);
}

export async function verifyOtp(
  context: OtpContext,
  input: { channel: OtpChannel; recipient: string; refId: string; code: string },
  now = new Date(),
): Promise<OtpVerified> {
  const { orm } = context;
  const challenge = await findChallengeByRef(orm, input.refId);
  if (
    !challenge ||
    challenge.channel !== input.channel ||
    challenge.recipient !== input.recipient ||
    challenge.purpose === TRANSFER_OTP_PURPOSE
  ) {
    throw new AppError('OTP_INVALID');
  }
  const lock = await findLock(orm, challenge.recipient);
  if (lock?.lockedUntil && lock.lockedUntil > now) throw new AppError('OTP_LOCKED');
  if (challenge.verifiedAt || challenge.consumedAt || challenge.expiresAt <= now) throw new AppError('OTP_EXPIRED');
  if (!sameHash(challenge.codeHash, hashCode(context.secret, challenge.refId, input.code))) {
    const lockUntil = new Date(now.getTime() + OTP_POLICY.lockSeconds * SECOND);
    const { locked } = await recordWrongCode(orm, challenge.recipient, {
      maxWrongTries: OTP_POLICY.maxWrongTries,
      lockUntil,
    });
    throw new AppError(locked ? 'OTP_LOCKED' : 'OTP_INVALID');
  }
  if (!(await markVerified(orm, challenge.id, now))) throw new AppError('OTP_EXPIRED');
  await clearWrongCodes(orm, challenge.recipient);
  const purpose = challenge.purpose as OtpPurpose;
  if (purpose !== 'register') return { ref_id: challenge.refId, purpose, token: null, scope: null, expires_at: null };
  await markConsumed(orm, challenge.id, now);
  const session = await sessionForIdentity(context, challenge, now);
  return { ref_id: challenge.refId, purpose, ...session };
}

/**
 * Uses up the member's verified code for a recipient and purpose (ChangeEmail, ChangeMobileNo,
 * CancelMembership); without one the step answers OTP_REQUIRED. `refId` narrows it to one code.
 */
export async function consumeVerifiedOtp(
  orm: Executor,
  filter: { memberId: number; recipient: string; purpose: OtpPurpose; refId?: string },
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - OTP_POLICY.verifiedUseSeconds * SECOND);
  const row = await findUsableVerified(orm, { ...filter, since });
  if (!row || (filter.refId !== undefined && row.refId !== filter.refId)) throw new AppError('OTP_REQUIRED');
  if (!(await markConsumed(orm, row.id, now))) throw new AppError('OTP_REQUIRED');
}

/**
 * Uses up the code `refId` when this member verified it recently for `purpose` and it went to one of
 * `recipients` (CancelMembership accepts a code to the member's own mobile or e-mail); else OTP_REQUIRED.
 */
export async function consumeVerifiedOtpByRef(
  db: Executor,
  filter: { memberId: number; refId: string; purpose: OtpPurpose; recipients: readonly string[] },
  now = new Date(),
): Promise<void> {
  const row = await findChallengeByRef(db, filter.refId);
  const since = now.getTime() - OTP_POLICY.verifiedUseSeconds * SECOND;
  const usable =
    row?.memberId === filter.memberId &&
    row.purpose === filter.purpose &&
    filter.recipients.includes(row.recipient) &&
    row.verifiedAt !== null &&
    row.verifiedAt.getTime() > since;
  if (!row || !usable || !(await markConsumed(db, row.id, now))) throw new AppError('OTP_REQUIRED');
}

export { deleteOtpRecordsOf } from './otp-repository.js';
