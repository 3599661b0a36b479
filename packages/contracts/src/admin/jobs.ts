import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';
import { defineAdminCall } from './admin-call.js';
import { instantField } from './admin-shapes.js';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Why a job's last attempt failed, as a code the console words in both languages: `ATTEMPT_LOST` when the
 * attempt ended without a word (its process died or lost the database), else an error code of the
 * catalogue, `INTERNAL_ERROR` for a fault whose details the server logged under the job's id. Never the
 * fault's own message, which can carry SQL and members' data (DESIGN §5).
 */
export const JOB_ERRORS = ['ATTEMPT_LOST', ...ERROR_CODES] as const;
export type JobError = (typeof JOB_ERRORS)[number];

/**
 * A long back-office job (a code batch, a bulk import) as operators watch it: `done` of `total` units,
 * the attempts made, and the last error while it retries or after it failed for good.
 */
export const adminJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  done: z.number().int(),
  total: z.number().int(),
  attempts: z.number().int(),
  error: z.enum(JOB_ERRORS).nullable(),
  created_at: instantField,
  started_at: instantField.nullable(),
  finished_at: instantField.nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** Whether a job will still change: the console polls it until not. */
export function isJobFinished(job: Pick<AdminJob, 'state'>): boolean {
  return job.state === 'done' || job.state === 'failed';
}

const jobParam = z.object({ id: z.uuid({ error: 'invalid' }) });

export const getJobCall = defineAdminCall({
  name: 'GetJob',
  method: 'GET',
  path: '/jobs/{id}',
  summary: 'One job’s state and progress (done of total) and its last error',
  access: 'content',
  params: jobParam,
  input: z.object({}),
  output: adminJobSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND'],
});

export const retryJobCall = defineAdminCall({
  name: 'RetryJob',
  method: 'POST',
  path: '/jobs/{id}/retry',
  summary:
    'Runs a failed job again from the work it has committed, with a new round of retries; a job not failed answers NOT_ACTIVE',
  access: 'admin',
  params: jobParam,
  input: z.object({}),
  output: adminJobSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE'],
});
