import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { revokeMemberSessions } from '../auth/auth-service.js';
import { assertPassword } from '../auth/password-service.js';
import type { SessionCache } from '../auth/session-cache.js';
import { cancelMember, findMemberById } from '../members/member-service.js';
import { consumeVerifiedOtpByRef } from '../otp/otp-service.js';

/**
 * CancelMembership (SPEC §6): confirmed by the password or by a code the member verified on their own
 * mobile or e-mail; the membership ends with its reason and every session is revoked (DESIGN §5).
 * Later log-ins answer a `bcrm-canceled` session.
 */
export async function cancelMembership(
  { orm, sessions }: { orm: Orm; sessions?: SessionCache | undefined },
  memberId: number,
  input: { reason: string; password?: string | undefined; refId?: string | undefined },
  now = new Date(),
): Promise<null> {
  const member = await findMemberById(orm, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  if (input.password !== undefined) await assertPassword(orm, member, input.password, now);
  await orm.transaction(async (tx) => {
    if (input.refId !== undefined) {
      const recipients = [member.mobileNo, member.email].filter((contact): contact is string => contact !== null);
      await consumeVerifiedOtpByRef(
        tx,
        { memberId, refId: input.refId, purpose: 'cancel_membership', recipients },
        now,
      );
    }
    await cancelMember(tx, memberId, { at: now, reason: input.reason });
    await revokeMemberSessions(tx, memberId, now);
  });
  sessions?.forgetMember(memberId);
  return null;
}
