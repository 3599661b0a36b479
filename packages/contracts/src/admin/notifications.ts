import { z } from 'zod';
import { isoDateField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { noParams } from './admin-shapes.js';

/** An operator may run a missed day's reminders up to a week late; later ones would tell stale news. */
export const REMINDER_CATCH_UP_DAYS = 7;

export const runRemindersInputSchema = z
  .strictObject({
    /** The Bangkok day to run, `YYYY-MM-DD`: today, or one of the last seven days. */
    as_of: isoDateField,
    /** Count what the run would consider and record nothing. */
    dry_run: z.boolean(),
  })
  .meta({ description: 'The day to run the reminders for, and whether only to count them' });

export const reminderRunSchema = z.object({
  as_of: z.string(),
  dry_run: z.boolean(),
  /** Members told their points expire (30 and 7 days ahead); in a dry run, members to consider. */
  points_expiring: z.number().int(),
  /** Members told their tier is at risk (hold ending within 60 days, spending still to do). */
  tier_at_risk: z.number().int(),
  /** Members whose hold ended and who stepped down (and were told). */
  tier_down: z.number().int(),
  /** Member cards told of 30 days before they expire. */
  card_expiring: z.number().int(),
});
export type ReminderRun = z.infer<typeof reminderRunSchema>;

export const runReminders = defineAdminCall({
  name: 'RunReminders',
  method: 'POST',
  path: '/notifications/run-reminders',
  summary:
    'Runs the expiring-points, expiring-card and tier reminders of a day now, as the daily 09:00 run does (a repeat records nothing twice); dry_run only counts',
  access: 'admin',
  params: noParams,
  input: runRemindersInputSchema,
  output: reminderRunSchema,
  errors: ['VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'TOKEN_EXPIRED'],
});
