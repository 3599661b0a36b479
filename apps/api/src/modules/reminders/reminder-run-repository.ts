import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reminderRuns } from '../../db/schema.js';

/**
 * Claims the day's run until `leaseUntil`: the first process to ask gets it, and another gets it again only
 * when the run never finished and its lease ran out (its process died). Answers whether this one did.
 */
export async function claimReminderRun(
  db: Executor,
  claim: { day: string; now: Date; leaseUntil: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(reminderRuns)
    .values({ day: claim.day, leaseUntil: claim.leaseUntil })
    .onConflictDoUpdate({
      target: reminderRuns.day,
      set: { leaseUntil: claim.leaseUntil },
      setWhere: and(isNull(reminderRuns.finishedAt), lte(reminderRuns.leaseUntil, claim.now)),
    })
    .returning({ day: reminderRuns.day });
  return claimed.length > 0;
}

export async function finishReminderRun(
  db: Executor,
  run: { day: string; at: Date; counts: Record<string, number> },
): Promise<void> {
  await db.update(reminderRuns).set({ finishedAt: run.at, counts: run.counts }).where(eq(reminderRuns.day, run.day));
}
