import type { Session } from '@loyalty/contracts';
import type { LineVerifier } from '../../adapters/line/line-verifier.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { findMemberByLineUserId, insertPendingMember } from '../members/member-service.js';
import { type AuthContext, issueSession } from './auth-service.js';

/**
 * LoginLiff (DESIGN §7): the ID token is verified once, then the LINE user id finds its member — a
 * session of the member's state — or starts a pending registration answered with `bcrm-register`,
 * which the phone / e-mail code links to an existing member or Customer/Register completes.
 */
export async function logInWithLine(
  context: AuthContext & { orm: Orm; line: LineVerifier },
  idToken: string,
  now = new Date(),
): Promise<Session> {
  const { userId } = await context.line.verify(idToken);
  const member = await findMemberByLineUserId(context.orm, userId);
  if (member?.status === 'merged') throw new AppError('MEMBER_MERGED');
  if (member) return issueSession(context, member, now);
  // Login type 2 until the identity is proven: registration sets it from the verified contact.
  const pending = await insertPendingMember(context.orm, { loginType: 2, lineUserId: userId }).catch(
    async (error: unknown) => {
      // Two first logins of one LINE user at once: the unique index keeps one row, both use it.
      const existing = await findMemberByLineUserId(context.orm, userId);
      if (!existing) throw error;
      return existing;
    },
  );
  return issueSession(context, pending, now);
}
