import type { AdminMemberSummary, changeMemberStatus as changeMemberStatusCall } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { revokeMemberSessions } from '../auth/auth-service.js';
import type { SessionCache } from '../auth/session-cache.js';
import { ACCOUNTLESS_STATUSES, lockMemberByCode, type MemberRow, setMemberStatus } from '../members/member-service.js';
import { presentMemberSummary } from './member-admin-presenter.js';

type StatusInput = z.output<typeof changeMemberStatusCall.input>;

/** What a back-office member write works with: the database and this process's session cache. */
export interface MemberAdminContext {
  orm: Orm;
  sessions?: SessionCache | undefined;
}

/** What the audit row keeps of a member's state before and after a change. */
export function auditedStateOf(member: MemberRow) {
  return { status: member.status, status_reason: member.statusReason };
}

/**
 * DESIGN §11 status change with its reason and its audit row, in one transaction. Every session of the
 * member ends at once, so the next call of a suspended or blocked member fails and its next sign-in
 * carries the state's scope, which diverts it to cancel-membership (SPEC §4 token scope); a reactivated
 * member signs in again to a full session. Other processes forget the sessions on the database notice,
 * this one once the transaction committed.
 */
export async function changeMemberStatus(
  { orm, sessions }: MemberAdminContext,
  actor: AuditActor,
  memberCode: string,
  input: StatusInput,
  now = new Date(),
): Promise<AdminMemberSummary> {
  const write = { actor, action: 'member.status', entity: 'member', at: now } as const;
  const { answer, memberId } = await auditedWrite(orm, write, async (tx) => {
    const member = await lockMemberByCode(tx, memberCode);
    if (!member) throw new AppError('NOT_FOUND');
    if (ACCOUNTLESS_STATUSES.has(member.status)) throw new AppError('MEMBER_STATE_CONFLICT');
    const updated = await setMemberStatus(tx, member.id, { status: input.status, reason: input.reason, at: now });
    await revokeMemberSessions(tx, member.id, now);
    return {
      entityId: member.mbkMemberId,
      before: auditedStateOf(member),
      after: auditedStateOf(updated),
      answer: { answer: presentMemberSummary(updated), memberId: member.id },
    };
  });
  sessions?.forgetMember(memberId);
  return answer;
}
