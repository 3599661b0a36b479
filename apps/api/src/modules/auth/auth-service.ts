import { randomUUID } from 'node:crypto';
import { type Language, SCOPES, type Scope, type Session, thaiMobileOf } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';

import {
  claimLoginAttempt,
  clearFailedLogins,
  findForeignMemberByEmail,
  findThaiMemberByMobile,
  lockAfterFailedLogin,
  type MemberRow,
  rememberLanguage,
} from '../members/member-service.js';
import { takenTry } from './login-try.js';
import { verifyAgainstNothing, verifyPassword } from './password.js';
import { scopeForStatus } from './scope.js';
import type { SessionCache } from './session-cache.js';
import { findSessionWithMemberStatus, insertSession, revokeSession } from './session-repository.js';
import { readSessionToken, signSessionToken } from './session-token.js';

export interface AuthContext {
  orm: Executor;
  sessionSecret: string;
  sessionTtlSeconds: number;
  /** Verified sessions in memory (issue 13); without it every request reads its session row. */
  sessions?: SessionCache | undefined;
  /** The language of the request that signs in: the member's from then on, for LINE messages and e-mails. */
  language?: Language | undefined;
}

/** Who is calling: the member and the scopes of the session's token. */
export interface Principal {
  memberId: number;
  jti: string;
  scopes: readonly Scope[];
}

const RESTRICTED_STATUSES: ReadonlySet<MemberRow['status']> = new Set(['canceled', 'suspended', 'blocked']);

/** Five failures lock the account for fifteen minutes (DESIGN §5 sessions, issue 2). */
export const LOGIN_LOCK_POLICY = { maxFailures: 5, lockMinutes: 15 } as const;

/** The lock policy for a password try made at `now`: what `claimLoginAttempt` and its operator twin take. */
export function tryPolicyAt(now: Date) {
  return { maxFailures: LOGIN_LOCK_POLICY.maxFailures, now };
}

/** Until when a failure on the last allowed try locks the account. */
export function lockedUntilAfter(now: Date): Date {
  return new Date(now.getTime() + LOGIN_LOCK_POLICY.lockMinutes * 60_000);
}

export async function checkUserEmail(db: Executor, email: string) {
  const member = await findForeignMemberByEmail(db, email);
  return { is_registered: member !== undefined, is_set_password: Boolean(member?.passwordHash) };
}

export async function issueSession(context: AuthContext, member: MemberRow, now = new Date()): Promise<Session> {
  const jti = randomUUID();
  const scope = scopeForStatus(member.status);
  // JWT times are whole seconds; the session row keeps the same instants so both expire together.
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + context.sessionTtlSeconds * 1000);
  await insertSession(context.orm, { jti, memberId: member.id, scope, issuedAt, expiresAt });
  if (context.language && context.language !== member.language) {
    await rememberLanguage(context.orm, member.id, context.language);
  }
  const token = await signSessionToken(context.sessionSecret, { memberId: member.id, scope, jti, issuedAt, expiresAt });
  return { token, scope, expires_at: expiresAt.toISOString() };
}

function findByIdentifier(db: Executor, identifier: string): Promise<MemberRow | undefined> {
  const mobile = thaiMobileOf(identifier);
  return mobile ? findThaiMemberByMobile(db, mobile) : findForeignMemberByEmail(db, identifier.trim().toLowerCase());
}

/**
 * E-mail (or, for login type 2, mobile) and password. An unknown member and a wrong password answer
 * the same INVALID_CREDENTIALS after the same amount of hashing work.
 */
export async function logInWithPassword(
  context: AuthContext,
  input: { identifier: string; password: string },
  now = new Date(),
): Promise<Session> {
  const member = await findByIdentifier(context.orm, input.identifier);
  if (!member?.passwordHash) {
    await verifyAgainstNothing(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const attempt = takenTry(await claimLoginAttempt(context.orm, member.id, tryPolicyAt(now)));
  if (!(await verifyPassword(member.passwordHash, input.password))) {
    if (!attempt.isLast) throw new AppError('INVALID_CREDENTIALS');
    await lockAfterFailedLogin(context.orm, member.id, lockedUntilAfter(now));
    throw new AppError('ACCOUNT_LOCKED');
  }
  await clearFailedLogins(context.orm, member.id);
  if (member.status === 'merged') throw new AppError('MEMBER_MERGED');
  return issueSession(context, member, now);
}

/** Verifies a bearer token and its session row (DESIGN §5: revocable sessions). */
export async function authenticate(context: AuthContext, token: string, now = new Date()): Promise<Principal> {
  const { jti, memberId } = await readSessionToken(context.sessionSecret, token);
  // The loader is written inline, not named by a `const`: under tsx (`npm start`) a named closure is
  // renamed (`Object.defineProperty`) each time it is made, and this runs on every signed-in call.
  const session = context.sessions
    ? await context.sessions.read(jti, () => findSessionWithMemberStatus(context.orm, jti))
    : await findSessionWithMemberStatus(context.orm, jti);
  if (!session || session.revokedAt || session.memberId !== memberId) throw new AppError('UNAUTHORIZED');
  if (session.expiresAt <= now) throw new AppError('TOKEN_EXPIRED');
  if (session.memberStatus === 'merged') throw new AppError('MEMBER_MERGED');
  // A member suspended, blocked or canceled after signing in is held to that state's scope at once
  // (SPEC §6), whatever the token was issued with.
  if (RESTRICTED_STATUSES.has(session.memberStatus)) {
    return { memberId, jti, scopes: [scopeForStatus(session.memberStatus)] };
  }
  const scopes = session.scope
    .split(' ')
    .filter((scope): scope is Scope => (SCOPES as readonly string[]).includes(scope));
  return { memberId, jti, scopes };
}

export async function logOut(context: AuthContext, principal: Principal, now = new Date()): Promise<null> {
  await revokeSession(context.orm, principal.jti, now);
  context.sessions?.forgetSession(principal.jti);
  return null;
}

/** Ending sessions, for the modules that end a member's sessions (cancelling, registering). */
export {
  deleteMemberSessions,
  revokeMemberSessions,
  revokeSession,
  selectSessionsOf as listSessionsOf,
} from './session-repository.js';
