import { randomUUID } from 'node:crypto';
import type { AdminJob } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { findJob, insertJob, type JobRow, updateProgress } from './job-repository.js';

/** The kinds of back-office job; each has one handler (`job-handlers.ts`) and one pg-boss queue. */
export const JOB_KINDS = ['code-batch', 'bulk-import'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * A new job row, written in the caller's transaction with the work it describes; the caller hands it
 * to the queue (`JobQueue.dispatch`) once that transaction has committed.
 */
export async function createJob(
  tx: Executor,
  job: { kind: JobKind; total: number; createdBy: number | null },
): Promise<JobRow> {
  return insertJob(tx, { id: randomUUID(), kind: job.kind, total: job.total, createdBy: job.createdBy });
}

/** Progress written by a handler in the transaction of the chunk it finished, so it never runs ahead. */
export function setJobProgress(tx: Executor, jobId: string, done: number): Promise<void> {
  return updateProgress(tx, jobId, done);
}

export function presentJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    done: row.done,
    total: row.total,
    attempts: row.attempts,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function findPresentedJob(db: Executor, id: string | null): Promise<AdminJob | null> {
  if (id === null) return null;
  const row = await findJob(db, id);
  return row ? presentJob(row) : null;
}

/** `GET /jobs/{id}`: what an operator watches while a long job runs. */
export async function getJob(db: Executor, id: string): Promise<AdminJob> {
  const row = await findJob(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentJob(row);
}
