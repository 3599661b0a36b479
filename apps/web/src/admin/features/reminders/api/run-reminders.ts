import { type ReminderRun, runReminders } from '@loyalty/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';

/** Today's Bangkok date, `YYYY-MM-DD`: the day an operator's run is for (UTC+7 all year). */
export function bangkokToday(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** POST /notifications/run-reminders (admins): today's reminders counted (`dryRun`) or recorded now. */
export function useRunReminders() {
  return useMutation({
    mutationFn: (dryRun: boolean): Promise<ReminderRun> =>
      callAdmin(runReminders, { input: { as_of: bangkokToday(), dry_run: dryRun } }),
  });
}
