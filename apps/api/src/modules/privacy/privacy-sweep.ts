import { DAY_MS } from '../calendar/bangkok-calendar.js';
import { findLapsedCancellations } from '../members/member-service.js';
import { type DeletionContext, processDeletionRequest, recordLapsedCancellation } from './privacy-deletion-service.js';
import { expireLapsedExports } from './privacy-export-service.js';
import { duePendingRequests } from './privacy-request-repository.js';

/** How often the privacy sweep runs: erasures are due by the day, so a quarter of an hour is prompt enough. */
export const PRIVACY_SWEEP_MS = 15 * 60_000;
/** Requests taken per pass; the next pass takes the rest. */
const SWEEP_BATCH = 100;

/** One piece of the sweep's work, answering how many requests it carried out. */
export type PrivacySweepTask = (context: DeletionContext, now: Date) => Promise<number>;

/**
 * Members canceled more than `deletion_grace_days` ago and never erased get a deletion request (so
 * operators see it; `processed_by` stays null), then every pending deletion whose `erase_after` has come
 * is erased. Each request is carried out under its own row lock, so parallel sweeps erase each once.
 */
export async function eraseDueDeletions(context: DeletionContext, now: Date): Promise<number> {
  const graceDays = (await context.rules.read(context.orm)).deletionGraceDays;
  const lapsed = await findLapsedCancellations(context.orm, new Date(now.getTime() - graceDays * DAY_MS), SWEEP_BATCH);
  for (const member of lapsed) await recordLapsedCancellation(context, member, graceDays, now);
  const due = await duePendingRequests(context.orm, 'deletion', now, SWEEP_BATCH);
  for (const request of due) await processDeletionRequest(context, request.id, { now });
  return due.length;
}

/** The sweep's work, in order. */
export const PRIVACY_SWEEP_TASKS: readonly PrivacySweepTask[] = [eraseDueDeletions, expireLapsedExports];

/** One pass of every task; a failing task is reported and the next still runs. */
export async function sweepPrivacy(
  context: DeletionContext,
  now: Date,
  options: { tasks?: readonly PrivacySweepTask[]; onError: (error: unknown) => void },
): Promise<number> {
  let done = 0;
  for (const task of options.tasks ?? PRIVACY_SWEEP_TASKS) {
    done += await task(context, now).catch((error: unknown) => {
      options.onError(error);
      return 0;
    });
  }
  return done;
}

export interface PrivacySweep {
  stop(): Promise<void>;
}

/** Runs the sweep now and then every `everyMs`; `stop` waits for a pass in progress. */
export function startPrivacySweep(
  context: DeletionContext,
  options: {
    everyMs?: number;
    tasks?: readonly PrivacySweepTask[];
    onSwept?: (done: number) => void;
    onError: (error: unknown) => void;
  },
): PrivacySweep {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sweepPrivacy(context, new Date(), options))
      .then((done) => options.onSwept?.(done))
      .catch(options.onError);
  };
  run();
  const timer = setInterval(run, options.everyMs ?? PRIVACY_SWEEP_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
