import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { otpChallenges, otpLocks } from '../../db/schema.js';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type NewOtpChallengeRow = typeof otpChallenges.$inferInsert;

export async function insertChallenge(db: Executor, challenge: NewOtpChallengeRow): Promise<OtpChallengeRow> {
  const [row] = await db.insert(otpChallenges).values(challenge).returning();
  if (!row) throw new Error('The OTP insert returned no row');
  return row;
}

export async function findChallengeByRef(db: Executor, refId: string): Promise<OtpChallengeRow | undefined> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.refId, refId));
  return row;
}

export async function findLatestChallenge(db: Executor, recipient: string): Promise<OtpChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.recipient, recipient))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

export async function countChallengesSince(db: Executor, recipient: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.recipient, recipient), gt(otpChallenges.createdAt, since)));
  return row?.total ?? 0;
}

/** Marks a challenge verified once: a concurrent replay of the same code finds it already verified. */
export async function markVerified(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ verifiedAt: at })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.verifiedAt), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** Retires a challenge a resend replaces, unless it was verified or used meanwhile. */
export async function retireUnverified(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.verifiedAt), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

export async function markConsumed(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** The newest verified, unused challenge of a member for a recipient and purpose, verified after `since`. */
export async function findUsableVerified(
  db: Executor,
  filter: { memberId: number; recipient: string; purpose: string; since: Date },
): Promise<OtpChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.memberId, filter.memberId),
        eq(otpChallenges.recipient, filter.recipient),
        eq(otpChallenges.purpose, filter.purpose),
        gt(otpChallenges.verifiedAt, filter.since),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.verifiedAt))
    .limit(1);
  return row;
}

export async function findLock(db: Executor, recipient: string) {
  const [row] = await db.select().from(otpLocks).where(eq(otpLocks.recipient, recipient));
  return row;
}

/**
 * Counts one wrong code atomically; the one that reaches `maxWrongTries` locks the recipient until
 * `lockUntil` and starts the count again.
 */
export async function recordWrongCode(
  db: Executor,
  recipient: string,
  policy: { maxWrongTries: number; lockUntil: Date },
): Promise<{ locked: boolean; wrongCount: number }> {
  const reaches = sql`${otpLocks.wrongCount} + 1 >= ${policy.maxWrongTries}`;
  const lockUntil = `${policy.lockUntil.toISOString()}`;
  const [row] = await db
    .insert(otpLocks)
    .values({ recipient, wrongCount: 1, lockedUntil: policy.maxWrongTries <= 1 ? policy.lockUntil : null })
    .onConflictDoUpdate({
      target: otpLocks.recipient,
      set: {
        wrongCount: sql`CASE WHEN ${reaches} THEN 0 ELSE ${otpLocks.wrongCount} + 1 END`,
        lockedUntil: sql`CASE WHEN ${reaches} THEN ${lockUntil}::timestamptz ELSE ${otpLocks.lockedUntil} END`,
      },
    })
    .returning({ lockedUntil: otpLocks.lockedUntil, wrongCount: otpLocks.wrongCount });
  return { locked: row?.lockedUntil?.getTime() === policy.lockUntil.getTime(), wrongCount: row?.wrongCount ?? 0 };
}

export async function clearWrongCodes(db: Executor, recipient: string): Promise<void> {
  await db.update(otpLocks).set({ wrongCount: 0 }).where(eq(otpLocks.recipient, recipient));
}

/** Ends a recipient's lock and its count of wrong codes; true when a lock was in force at `now`. */
export async function endLock(db: Executor, recipient: string, now: Date): Promise<boolean> {
  const [before] = await db.select().from(otpLocks).where(eq(otpLocks.recipient, recipient)).for('update');
  if (!before) return false;
  await db.update(otpLocks).set({ wrongCount: 0, lockedUntil: null }).where(eq(otpLocks.recipient, recipient));
  return Boolean(before.lockedUntil && before.lockedUntil > now);
}

/**
 * Queues every code request for one recipient until the transaction ends, across all API processes (an
 * advisory lock of the shared PostgreSQL): the cool-down check and the new challenge are one step, so
 * parallel requests for one number or address send one code and the others see its cool-down.
 */
export async function lockRecipient(db: Executor, recipient: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${recipient}`}, 0))`);
}

/** The codes sent to these contacts or for this member, and the contacts' locks (DESIGN §16 erasure). */
export async function deleteOtpRecordsOf(
  db: Executor,
  memberId: number,
  recipients: readonly string[],
): Promise<{ challenges: number; locks: number }> {
  const ofMember = eq(otpChallenges.memberId, memberId);
  const challenges = await db
    .delete(otpChallenges)
    .where(recipients.length ? or(ofMember, inArray(otpChallenges.recipient, [...recipients])) : ofMember)
    .returning({ id: otpChallenges.id });
  if (!recipients.length) return { challenges: challenges.length, locks: 0 };
  const locks = await db
    .delete(otpLocks)
    .where(inArray(otpLocks.recipient, [...recipients]))
    .returning({ recipient: otpLocks.recipient });
  return { challenges: challenges.length, locks: locks.length };
}
