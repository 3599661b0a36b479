import type { AdminMemberSummary, changeMemberStatus as changeMemberStatusCall } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { revokeMemberSessions } from '../auth/auth-service.js';
import { presentMemberSummary } from './member-admin-presenter.js';
import { lockMemberByCode, type MemberRow, updateMemberState } from './member-admin-repository.js';

type StatusInput = z.output<typeof changeMemberStatusCall.input>;

/** The operator making a back-office write and the request it came in, for its audit row. */
export interface OperatorActor {
  operatorId: number;
  requestId: string;
}

/** A write's answer, and the member whose cached sessions this process forgets once it committed. */
export interface MemberWrite<T> {
  answer: T;
  staleSessionsOf: number;
}

/** Merged, canceled and unregistered members are out of an operator's status control (SPEC §6). */
const FIXED_STATUSES: ReadonlySet<MemberRow['status']> = new Set(['merged', 'canceled', 'pending']);

/**
 * DESIGN §11 status change with its reason, in the caller's transaction. Every session of the member
 * ends at once, so the next call of a suspended or blocked member fails and its next sign-in carries
 * the state's scope, which diverts it to cancel-membership (SPEC §4 token scope); a reactivated member
 * signs in again to a full session.
 */
export async function changeMemberStatus(
  tx: Executor,
  actor: OperatorActor,
  memberCode: string,
  input: StatusInput,
  now = new Date(),
): Promise<MemberWrite<AdminMemberSummary>> {
  const member = await lockMemberByCode(tx, memberCode);
  if (!member) throw new AppError('NOT_FOUND');
  if (FIXED_STATUSES.has(member.status)) throw new AppError('MEMBER_STATE_CONFLICT');
  const updated = await updateMemberState(tx, member.id, {
    status: input.status,
    statusReason: input.reason,
    statusChangedAt: now,
  });
  await revokeMemberSessions(tx, member.id, now);
  return { answer: presentMemberSummary(updated), staleSessionsOf: member.id };
}
