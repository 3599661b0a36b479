import { z } from 'zod';
import { defineAdminCall } from './admin-call.js';
import { instantField } from './admin-shapes.js';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

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
  error: z.string().nullable(),
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
  access: 'operator',
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
