import type { AdminMemberSummary, correctMemberContact as correctMemberContactCall } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import {
  ACCOUNTLESS_STATUSES,
  clearFailedLogins,
  findForeignMemberByEmail,
  findThaiMemberByMobile,
  lockMemberByCode,
  type MemberRow,
  setEmail,
  setMobileNo,
} from '../members/member-service.js';
import { endOtpLocks } from '../otp/otp-service.js';
import { presentMemberSummary } from './member-admin-presenter.js';

type ContactInput = z.output<typeof correctMemberContactCall.input>;

/** What the audit row keeps of a contact correction: both contacts, so the row reads as a whole before/after. */
function auditedContactOf(member: MemberRow) {
  return { email: member.email, mobile_no: member.mobileNo };
}

async function lockAccountHolder(tx: Parameters<typeof lockMemberByCode>[0], memberCode: string) {
  const member = await lockMemberByCode(tx, memberCode);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

/**
 * A contact that signs another member in is refused (decision 038: a login type 1 member's e-mail, a
 * login type 2 member's mobile); the other contact identifies no one, so members may share it. Two
 * corrections racing past this check meet the members' unique indexes, which answer the same codes.
 */
async function refuseAnotherMembersContact(
  tx: Parameters<typeof lockMemberByCode>[0],
  memberId: number,
  input: ContactInput,
) {
  const holder =
    'email' in input
      ? await findForeignMemberByEmail(tx, input.email)
      : await findThaiMemberByMobile(tx, input.mobile_no);
  if (holder && holder.id !== memberId) throw new AppError('email' in input ? 'EMAIL_TAKEN' : 'MOBILE_TAKEN');
}

/**
 * Issue 35: an operator corrects a member's e-mail or mobile number, with the reason in the audit row;
 * an account that no longer exists (canceled, merged, pending) keeps its contacts.
 */
export async function correctMemberContact(
  orm: Orm,
  actor: AuditActor,
  memberCode: string,
  input: ContactInput,
  now = new Date(),
): Promise<AdminMemberSummary> {
  const write = { actor, action: 'member.contact', entity: 'member', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const member = await lockAccountHolder(tx, memberCode);
    if (ACCOUNTLESS_STATUSES.has(member.status)) throw new AppError('MEMBER_STATE_CONFLICT');
    await refuseAnotherMembersContact(tx, member.id, input);
    const updated =
      'email' in input ? await setEmail(tx, member.id, input.email) : await setMobileNo(tx, member.id, input.mobile_no);
    return {
      entityId: member.mbkMemberId,
      before: auditedContactOf(member),
      after: { ...auditedContactOf(updated), reason: input.reason },
      answer: presentMemberSummary(updated),
    };
  });
}

/**
 * Issue 35: ends a member's sign-in lock (DESIGN §11's five wrong passwords) and the one-time-code locks
 * of the member's mobile and e-mail (DESIGN §6), audited with what was locked before.
 */
export async function unlockMember(orm: Orm, actor: AuditActor, memberCode: string, reason: string, now = new Date()) {
  const write = { actor, action: 'member.unlock', entity: 'member', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const member = await lockAccountHolder(tx, memberCode);
    const loginWasLocked = Boolean(member.lockedUntil && member.lockedUntil > now);
    await clearFailedLogins(tx, member.id);
    const contacts = [member.mobileNo, member.email].filter((contact): contact is string => Boolean(contact));
    const otpWasLocked = await endOtpLocks(tx, contacts, now);
    const answer = { member_id: member.mbkMemberId, login_was_locked: loginWasLocked, otp_was_locked: otpWasLocked };
    return {
      entityId: member.mbkMemberId,
      before: { login_locked_until: member.lockedUntil?.toISOString() ?? null, otp_was_locked: otpWasLocked },
      after: { login_locked_until: null, otp_was_locked: false, reason },
      answer,
    };
  });
}
