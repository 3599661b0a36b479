import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { members, sessions } from '../../db/schema.js';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session row of a token with its member's status, in one primary-key read per request. */
export async function findSessionWithMemberStatus(db: Executor, jti: string) {
  const query = preparedOnce(db, 'session_with_member_status', () =>
    db
      .select({
        memberId: sessions.memberId,
        scope: sessions.scope,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        memberStatus: members.status,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.jti, sql.placeholder('jti')))
      .prepare('session_with_member_status'),
  );
  const [row] = await query.execute({ jti });
  return row;
}

export async function revokeSession(db: Executor, jti: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}

/** Ends every open session of a member (password change, reset, cancellation: DESIGN §5). */
export async function revokeMemberSessions(db: Executor, memberId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

/**
 * The member's sessions for their PDPA export (DESIGN §16): when each began, ended or was revoked and
 * what it allowed, never its id (the token's `jti`), which would identify a live token.
 */
export function selectSessionsOf(db: Executor, memberId: number) {
  return db
    .select({
      scope: sessions.scope,
      issuedAt: sessions.issuedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(sessions.issuedAt);
}

/** Every session row of a member, revoked or not: when they were used is personal data (DESIGN §16 erasure). */
export async function deleteMemberSessions(db: Executor, memberId: number): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.memberId, memberId)).returning({ jti: sessions.jti });
  return deleted.length;
}
