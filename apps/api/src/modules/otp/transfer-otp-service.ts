import { type Language, OTP_POLICY, type OtpSent } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import type { MemberRow } from '../members/member-service.js';
import { clearWrongCodes, findChallengeByRef, findLock, markConsumed, recordWrongCode } from './otp-repository.js';
import { issueAndSend } from './otp-request-service.js';
import {
  hashCode,
  maskRecipient,
  type OtpChannel,
  type OtpContext,
  otpRefOf,
  SECOND,
  sameHash,
  TRANSFER_OTP_PURPOSE,
} from './otp-service.js';

/** What a transfer code confirms: this many points to this member, nothing else (DESIGN §6). */
export interface TransferOtpBinding {
  recipientMemberId: number;
  points: number;
}

function bindingOf(binding: TransferOtpBinding): string {
  return `transfer:${binding.recipientMemberId}:${binding.points}`;
}

/** The sender's login contact (DESIGN §6): a foreigner's e-mail, a Thai member's mobile. */
function loginContactOf(member: MemberRow): { channel: OtpChannel; recipient: string } {
  const isForeigner = member.loginType === 1;
  const recipient = isForeigner ? member.email : member.mobileNo;
  if (!recipient) throw new AppError('FORBIDDEN');
  return { channel: isForeigner ? 'email' : 'sms', recipient };
}

/**
 * Sends the sender a code for this transfer, or answers the live one while its resend cool-down runs (so a
 * retried or double-tapped transfer hears the same reference); the usual OTP limits and lock apply.
 */
export async function sendTransferOtp(
  context: OtpContext,
  request: { sender: MemberRow; binding: TransferOtpBinding; language: Language },
  now = new Date(),
): Promise<OtpSent> {
  const row = await issueAndSend(
    context,
    {
      ...loginContactOf(request.sender),
      purpose: TRANSFER_OTP_PURPOSE,
      memberId: request.sender.id,
      language: request.language,
      binding: bindingOf(request.binding),
    },
    now,
  );
  return {
    ref_id: row.refId,
    otp_ref: otpRefOf(row.refId),
    recipient_masked: maskRecipient(row.channel, row.recipient),
    expires_at: row.expiresAt.toISOString(),
    resend_available_at: row.resendAvailableAt.toISOString(),
  };
}

/**
 * Uses up the sender's code for exactly this transfer inside the transfer's transaction `tx`, so a transfer
 * that fails leaves the code usable and a parallel copy (queued on the sender's lock) finds it used. A wrong
 * code, or a code for another recipient or amount, counts toward the recipient's lock on `context.orm`, so
 * the count stays when the transfer rolls back.
 */
export async function consumeTransferOtp(
  context: OtpContext,
  tx: Executor,
  request: { senderId: number; binding: TransferOtpBinding; refId: string; code: string },
  now = new Date(),
): Promise<void> {
  const challenge = await findChallengeByRef(tx, request.refId);
  if (!challenge || challenge.purpose !== TRANSFER_OTP_PURPOSE || challenge.memberId !== request.senderId) {
    throw new AppError('OTP_INVALID');
  }
  const lock = await findLock(tx, challenge.recipient);
  if (lock?.lockedUntil && lock.lockedUntil > now) throw new AppError('OTP_LOCKED');
  if (challenge.consumedAt || challenge.expiresAt <= now) throw new AppError('OTP_EXPIRED');
  const isRightCode =
    challenge.binding === bindingOf(request.binding) &&
    sameHash(challenge.codeHash, hashCode(context.secret, challenge.refId, request.code));
  if (!isRightCode) {
    const lockUntil = new Date(now.getTime() + OTP_POLICY.lockSeconds * SECOND);
    const { locked } = await recordWrongCode(context.orm, challenge.recipient, {
      maxWrongTries: OTP_POLICY.maxWrongTries,
      lockUntil,
    });
    throw new AppError(locked ? 'OTP_LOCKED' : 'OTP_INVALID');
  }
  if (!(await markConsumed(tx, challenge.id, now))) throw new AppError('OTP_EXPIRED');
  await clearWrongCodes(tx, challenge.recipient);
}
