import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lineFollows } from '../../db/schema.js';

/**
 * Records a follow or unfollow LINE told of; an event older than the one recorded (a redelivery, or two
 * events arriving out of order) changes nothing.
 */
export async function recordFollow(
  db: Executor,
  follow: { lineUserId: string; following: boolean; changedAt: Date; webhookEventId: string },
): Promise<void> {
  const values = {
    lineUserId: follow.lineUserId,
    following: follow.following,
    changedAt: follow.changedAt,
    lastWebhookEventId: follow.webhookEventId,
  };
  await db
    .insert(lineFollows)
    .values(values)
    .onConflictDoUpdate({
      target: lineFollows.lineUserId,
      set: {
        following: sql`excluded.following`,
        changedAt: sql`excluded.changed_at`,
        lastWebhookEventId: sql`excluded.last_webhook_event_id`,
      },
      setWhere: lt(lineFollows.changedAt, follow.changedAt),
    });
}

/** Whether the LINE user follows the official account now: only followers get pushes (DESIGN §15). */
export async function isFollowing(db: Executor, lineUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ lineUserId: lineFollows.lineUserId })
    .from(lineFollows)
    .where(and(eq(lineFollows.lineUserId, lineUserId), eq(lineFollows.following, true)));
  return row !== undefined;
}

/** Forgets whether these LINE users follow the official account (DESIGN §16 erasure of the LINE link). */
export async function forgetLineFollows(db: Executor, lineUserIds: readonly string[]): Promise<number> {
  if (!lineUserIds.length) return 0;
  const deleted = await db
    .delete(lineFollows)
    .where(inArray(lineFollows.lineUserId, [...lineUserIds]))
    .returning({ lineUserId: lineFollows.lineUserId });
  return deleted.length;
}
