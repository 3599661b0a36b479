import { MEMBER_CODE_STEP_SECONDS, type MemberCode } from '@loyalty/contracts';
import { type Clock, issueMemberCode, memberCodeKeyOf } from './member-code.js';

/**
 * Customer/GetMemberCode (DESIGN §13): the signed-in member's code of this step. `expires_at` is when the
 * step ends and the screen asks for the next code; a till still accepts this one for one step more.
 */
export function getMemberCode(sessionSecret: string, memberId: number, clock: Clock = Date.now): MemberCode {
  const issued = issueMemberCode(memberCodeKeyOf(sessionSecret), memberId, clock);
  return {
    code: issued.code,
    expires_at: issued.stepEndsAt.toISOString(),
    step_seconds: MEMBER_CODE_STEP_SECONDS,
    expires_in_ms: issued.expiresInMs,
  };
}
