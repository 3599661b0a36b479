import type { Orm } from '../../db/client.js';
import { bangkokDateOf, fromBangkokWallClock } from '../calendar/bangkok-calendar.js';
import type { TierReader } from '../tiers/tier-service.js';
import { claimReminderRun, finishReminderRun } from './reminder-run-repository.js';
import { REMINDER_HOUR, type ReminderCounts, runReminders } from './reminder-service.js';

/** How often a process looks whether the day's reminders are due: they go out within ten minutes of 09:00. */
export const REMINDER_CHECK_MS = 10 * 60_000;
/** A run's lease: long enough for a group-sized run, after which a dead process's run is taken over. */
const RUN_LEASE_MS = 30 * 60_000;

export interface ReminderRunner {
  stop(): Promise<void>;
}

/**
 * Runs the day's reminders once, from 09:00 Asia/Bangkok (DESIGN §15), in whichever process claims the day
 * first; the others find it taken. Checks now and then every `everyMs`; `stop` waits for a run in progress.
 */
export function startDailyReminders(
  orm: Orm,
  tierTable: TierReader,
  options: {
    everyMs?: number;
    /** The clock; tests set the hour. */
    now?: () => Date;
    onRun?: (counts: ReminderCounts) => void;
    onError: (error: unknown) => void;
  },
): ReminderRunner {
  let running: Promise<void> = Promise.resolve();
  const check = async () => {
    const now = options.now?.() ?? new Date();
    const day = bangkokDateOf(now);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    if (now < fromBangkokWallClock(year, month, date, REMINDER_HOUR, 0)) return;
    if (!(await claimReminderRun(orm, { day, now, leaseUntil: new Date(now.getTime() + RUN_LEASE_MS) }))) return;
    const counts = await runReminders(orm, tierTable, { day, dryRun: false });
    await finishReminderRun(orm, { day, at: options.now?.() ?? new Date(), counts: { ...counts } });
    options.onRun?.(counts);
  };
  const run = () => {
    running = check().catch(options.onError);
  };
  run();
  const timer = setInterval(run, options.everyMs ?? REMINDER_CHECK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
