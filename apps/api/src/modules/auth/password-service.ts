import { createHash, randomBytes } from 'node:crypto';
import {
  type Language,
  RESET_LINK_LIFETIME_SECONDS,
  RESET_PASSWORD_MESSAGES,
  RESET_PASSWORD_QUERY,
  type Session,
  thaiMobileOf,
} from '@loyalty/contracts';
import type { Adapters } from '../../adapters/types.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';

import {
  claimLoginAttempt,
  clearFailedLogins,
  findForeignMemberByEmail,
  findMemberById,
  findThaiMemberByMobile,
  lockAfterFailedLogin,
  type MemberRow,
  setPasswordHash,
} from '../members/member-service.js';
import { type AuthContext, issueSession, lockedUntilAfter, type Principal, tryPolicyAt } from './auth-service.js';
import { takenTry } from './login-try.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  countResetsSince,
  expireMemberResets,
  insertPasswordReset,
  useResetToken,
} from './password-reset-repository.js';
import type { SessionCache } from './session-cache.js';
import { revokeMemberSessions } from './session-repository.js';

/** Reset links one member may be sent per hour: enough for a lost e-mail, too few to flood an inbox. */
const MAX_RESETS_PER_HOUR = 3;

async function memberOf(orm: Orm, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(orm, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

/**
 * Checks the member's password; wrong tries count towards the log-in lock (five lock for fifteen
 * minutes, DESIGN §5), so a stolen session cannot guess it either.
 */
export async function assertPassword(orm: Orm, member: MemberRow, password: string, now = new Date()): Promise<void> {
  if (!member.passwordHash) throw new AppError('PASSWORD_NOT_SET');
  const attempt = takenTry(await claimLoginAttempt(orm, member.id, tryPolicyAt(now)));
  if (!(await verifyPassword(member.passwordHash, password))) {
    if (!attempt.isLast) throw new AppError('PASSWORD_INCORRECT');
    await lockAfterFailedLogin(orm, member.id, lockedUntilAfter(now));
    throw new AppError('ACCOUNT_LOCKED');
  }
  await clearFailedLogins(orm, member.id);
}

export async function confirmPassword(orm: Orm, memberId: number, password: string) {
  await assertPassword(orm, await memberOf(orm, memberId), password);
  return { confirmed: true as const };
}

/** ChangePassword: every session ends (DESIGN §5) and this device gets a fresh one. */
export async function changePassword(
  context: AuthContext & { orm: Orm },
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<Session> {
  const member = await memberOf(context.orm, principal.memberId);
  await assertPassword(context.orm, member, input.currentPassword, now);
  const passwordHash = await hashPassword(input.newPassword);
  const session = await context.orm.transaction(async (tx) => {
    const updated = await setPasswordHash(tx, member.id, passwordHash);
    await revokeMemberSessions(tx, member.id, now);
    await expireMemberResets(tx, member.id, now);
    return issueSession({ ...context, orm: tx }, updated, now);
  });
  // This process forgets at once; the others when the revocation's notice reaches them.
  context.sessions?.forgetMember(member.id);
  return session;
}

/** SetPassword: a first password for members who joined by one-time code or LINE. */
export async function setPassword(orm: Orm, memberId: number, newPassword: string): Promise<null> {
  const passwordHash = await hashPassword(newPassword);
  const member = await memberOf(orm, memberId);
  if (member.passwordHash) throw new AppError('PASSWORD_ALREADY_SET');
  await setPasswordHash(orm, memberId, passwordHash);
  return null;
}

function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function findByIdentifier(orm: Orm, identifier: string) {
  const mobile = thaiMobileOf(identifier);
  return mobile ? findThaiMemberByMobile(orm, mobile) : findForeignMemberByEmail(orm, identifier.trim().toLowerCase());
}

/**
 * ForgetPassword: sends a single-use reset link to the member found by e-mail or mobile, over the
 * contact that signs them in (e-mail for login type 1, a text to the mobile for login type 2): the other
 * contact was never proven by a code, and a link is as good as the password (decision 038). Nothing tells the caller whether one was found (no member listing); unknown,
 * pending and merged identities and a member past the hourly cap are simply not sent anything.
 */
export async function forgetPassword(
  context: { orm: Orm; adapters: Adapters; publicUrl: string },
  input: { identifier: string; language: Language },
  now = new Date(),
): Promise<null> {
  const { orm, adapters } = context;
  const member = await findByIdentifier(orm, input.identifier);
  if (!member || member.status === 'pending' || member.status === 'merged') return null;
  const hourAgo = new Date(now.getTime() - 3600_000);
  if ((await countResetsSince(orm, member.id, hourAgo)) >= MAX_RESETS_PER_HOUR) return null;
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(orm, {
    tokenHash: tokenHashOf(token),
    memberId: member.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_SECONDS * 1000),
    createdAt: now,
  });
  const link = new URL('/reset-password', context.publicUrl);
  link.searchParams.set(RESET_PASSWORD_QUERY, token);
  const texts = RESET_PASSWORD_MESSAGES[input.language];
  const minutes = String(RESET_LINK_LIFETIME_SECONDS / 60);
  const fill = (template: string) => template.replace('{link}', link.toString()).replace('{minutes}', minutes);
  if (member.loginType === 1 && member.email) {
    await adapters.mail.send({ to: member.email, subject: texts.subject, body: fill(texts.email) });
  } else if (member.loginType === 2 && member.mobileNo) {
    await adapters.sms.send({ to: member.mobileNo, body: fill(texts.sms) });
  }
  return null;
}

/** ResetPassword: the link's token sets the password once; every session and open link ends. */
export async function resetPassword(
  { orm, sessions }: { orm: Orm; sessions?: SessionCache | undefined },
  input: { token: string; newPassword: string },
  now = new Date(),
): Promise<null> {
  const passwordHash = await hashPassword(input.newPassword);
  const memberId = await orm.transaction(async (tx) => {
    const memberId = await useResetToken(tx, tokenHashOf(input.token), now);
    if (memberId === undefined) throw new AppError('RESET_LINK_INVALID');
    await setPasswordHash(tx, memberId, passwordHash, { unlock: true });
    await revokeMemberSessions(tx, memberId, now);
    await expireMemberResets(tx, memberId, now);
    return memberId;
  });
  sessions?.forgetMember(memberId);
  return null;
}
