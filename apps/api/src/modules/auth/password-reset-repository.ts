import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

export async function insertPasswordReset(db: Executor, reset: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

export async function countResetsSince(db: Executor, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.memberId, memberId), gt(passwordResets.createdAt, since)));
  return row?.total ?? 0;
}

/** Uses a reset link once: a concurrent second use finds it already used. Answers its member. */
export async function useResetToken(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ memberId: passwordResets.memberId });
  return row?.memberId;
}

/** Every other open link of the member stops working once the password changed. */
export async function expireMemberResets(db: Executor, memberId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}
