import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, sessions } from '../../db/schema.js';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session row of a token with its member's status, in one primary-key read per request. */
export async function findSessionWithMemberStatus(db: Executor, jti: string) {
  const [row] = await db
    .select({
      memberId: sessions.memberId,
      scope: sessions.scope,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      memberStatus: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.jti, jti));
  return row;
}

export async function revokeSession(db: Executor, jti: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}
