import { randomInt, randomUUID } from 'node:crypto';
import { type Language, OTP_MESSAGES, OTP_POLICY, type OtpChallenge, type OtpPurpose } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import type { Principal } from '../auth/auth-service.js';
import { findMemberById } from '../members/member-service.js';
import {
  countChallengesSince,
  findChallengeByRef,
  findLatestChallenge,
  findLock,
  insertChallenge,
  lockRecipient,
  type OtpChallengeRow,
  retireUnverified,
} from './otp-repository.js';
import {
  contactOf,
  findByContact,
  hashCode,
  type OtpChannel,
  type OtpContext,
  otpRefOf,
  presentChallenge,
  SECOND,
  type StoredOtpPurpose,
  TRANSFER_OTP_PURPOSE,
  takenError,
} from './otp-service.js';

export interface CodeRequest {
  channel: OtpChannel;
  recipient: string;
  purpose: StoredOtpPurpose;
  memberId: number | null;
  language: Language;
  /** What the code confirms (a transfer's recipient and points); see `otp_challenges.binding`. */
  binding?: string;
}

/**
 * The live challenge a repeated request for the same bound step gets back while its cool-down runs (a
 * double-tapped or retried transfer hears the same reference, not "wait"); after the cool-down a new code
 * replaces it.
 */
function isSameBoundStep(latest: OtpChallengeRow | undefined, request: CodeRequest): latest is OtpChallengeRow {
  return (
    request.binding !== undefined &&
    latest?.binding === request.binding &&
    latest.memberId === request.memberId &&
    latest.purpose === request.purpose &&
    latest.verifiedAt === null &&
    latest.consumedAt === null
  );
}

async function assertSendable(db: Executor, recipient: string, now: Date) {
  const lock = await findLock(db, recipient);
  if (lock?.lockedUntil && lock.lockedUntil > now) throw new AppError('OTP_LOCKED');
  const latest = await findLatestChallenge(db, recipient);
  if (latest && latest.resendAvailableAt > now) throw new AppError('OTP_RESEND_TOO_SOON');
  const hourAgo = new Date(now.getTime() - 3600 * SECOND);
  if ((await countChallengesSince(db, recipient, hourAgo)) >= OTP_POLICY.maxPerRecipientPerHour) {
    throw new AppError('RATE_LIMITED');
  }
}

/**
 * Checks the recipient's cool-down, hourly cap and lock and records the new challenge as one step under
 * the recipient's lock (SPEC: one code a minute, five an hour), so of parallel requests exactly one wins;
 * `replacesId` is the challenge a resend retires in the same step, after the cool-down check, so a
 * double-tapped resend hears "wait" like a repeated request, not that its reference just went away. Only the winner's code is sent, after
 * its challenge committed: a slow SMS gateway holds no database connection.
 */
export async function issueAndSend(
  context: OtpContext,
  request: CodeRequest,
  now: Date,
  replacesId?: number,
): Promise<OtpChallengeRow> {
  const refId = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
  const issued = await context.orm.transaction(async (tx) => {
    await lockRecipient(tx, request.recipient);
    const latest = await findLatestChallenge(tx, request.recipient);
    const sameStep = isSameBoundStep(latest, request) ? latest : undefined;
    if (sameStep && sameStep.resendAvailableAt > now && sameStep.expiresAt > now)
      return { row: sameStep, isNew: false };
    await assertSendable(tx, request.recipient, now);
    const retiredId = replacesId ?? sameStep?.id;
    if (retiredId !== undefined && !(await retireUnverified(tx, retiredId, now))) throw new AppError('NOT_FOUND');
    const row = await insertChallenge(tx, {
      refId,
      channel: request.channel,
      recipient: request.recipient,
      purpose: request.purpose,
      memberId: request.memberId,
      codeHash: hashCode(context.secret, refId, code),
      language: request.language,
      expiresAt: new Date(now.getTime() + OTP_POLICY.lifetimeSeconds * SECOND),
      resendAvailableAt: new Date(now.getTime() + OTP_POLICY.resendCooldownSeconds * SECOND),
      binding: request.binding ?? null,
    });
    return { row, isNew: true };
  });
  if (!issued.isNew) return issued.row;
  const texts = OTP_MESSAGES[request.language];
  const minutes = String(OTP_POLICY.lifetimeSeconds / 60);
  const fill = (template: string) =>
    template.replace('{code}', code).replace('{ref}', otpRefOf(refId)).replace('{minutes}', minutes);
  if (request.channel === 'sms') {
    await context.adapters.sms.send({ to: request.recipient, body: fill(texts.sms), otp: code });
  } else {
    await context.adapters.mail.send({
      to: request.recipient,
      subject: texts.subject,
      body: fill(texts.email),
      otp: code,
    });
  }
  return issued.row;
}

/** Who a code request is for, checked by purpose (see the RequestOTP contract). */
async function ownerFor(
  context: OtpContext,
  input: { channel: OtpChannel; recipient: string; purpose: OtpPurpose; principal: Principal | null },
): Promise<number | null> {
  const { principal, purpose, channel, recipient } = input;
  if (purpose === 'register') {
    return principal?.scopes.includes('bcrm-register') ? principal.memberId : null;
  }
  if (!principal) throw new AppError('UNAUTHORIZED');
  const allowed = purpose === 'change_contact' ? ['bcrm-member'] : ['bcrm-member', 'bcrm-suspended', 'bcrm-blocked'];
  if (!principal.scopes.some((scope) => allowed.includes(scope))) throw new AppError('FORBIDDEN');
  if (purpose === 'change_contact') {
    if (await findByContact(context.orm, channel, recipient)) throw takenError(channel);
  } else {
    const member = await findMemberById(context.orm, principal.memberId);
    if (!member || contactOf(member, channel) !== recipient) throw new AppError('FORBIDDEN');
  }
  return principal.memberId;
}

export async function requestOtp(
  context: OtpContext,
  input: {
    channel: OtpChannel;
    recipient: string;
    purpose: OtpPurpose;
    principal: Principal | null;
    language: Language;
  },
  now = new Date(),
): Promise<OtpChallenge> {
  const memberId = await ownerFor(context, input);
  return presentChallenge(await issueAndSend(context, { ...input, memberId }, now));
}

/** A new code for the same request after the cool-down; the earlier reference stops working. */
export async function resendOtp(
  context: OtpContext,
  input: { channel: OtpChannel; refId: string; language: Language },
  now = new Date(),
): Promise<OtpChallenge> {
  const previous = await findChallengeByRef(context.orm, input.refId);
  // A transfer's code is sent again by the transfer call itself, which knows what it is bound to.
  if (!previous || previous.channel !== input.channel || previous.purpose === TRANSFER_OTP_PURPOSE) {
    throw new AppError('NOT_FOUND');
  }
  const challenge = await issueAndSend(
    context,
    {
      channel: previous.channel,
      recipient: previous.recipient,
      purpose: previous.purpose as OtpPurpose,
      memberId: previous.memberId,
      language: input.language,
    },
    now,
    previous.id,
  );
  return presentChallenge(challenge);
}
