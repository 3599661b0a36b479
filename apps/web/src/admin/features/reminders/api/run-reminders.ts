import { type ReminderRun, runReminders } from '@loyalty/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { bangkokOfInstant } from '../../../lib/bangkok-time';

/** Today's Bangkok date, `YYYY-MM-DD`: the day an operator's run is for. */
export function bangkokToday(now = new Date()): string {
  return bangkokOfInstant(now.toISOString()).slice(0, 10);
}

/** POST /notifications/run-reminders (admins): today's reminders counted (`dryRun`) or recorded now. */
export function useRunReminders() {
  return useMutation({
    mutationFn: (dryRun: boolean): Promise<ReminderRun> =>
      callAdmin(runReminders, { input: { as_of: bangkokToday(), dry_run: dryRun } }),
  });
}
