import { randomUUID } from 'node:crypto';
import type { AdminJob } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import { type Database, type Executor, transactionWithConnection } from '../../db/client.js';
import { type AuditActor, auditedChange } from '../audit/audit-service.js';
import type { JobQueue } from './job-queue.js';
import {
  countJobsByKindAndState,
  findJob,
  findJobs,
  insertJob,
  type JobRow,
  lockJobAtOnce,
  requeueJob,
  updateProgress,
} from './job-repository.js';

/**
 * The kinds of job; each has one handler (registered in `app.ts`, where the app is composed) and one pg-boss queue. Operators start the
 * back-office ones; a member's HEIC receipt starts a `receipt-view` (its JPEG copy), a member's request for a
 * copy of their data a `privacy-export` (its file).
 */
export const JOB_KINDS = ['code-batch', 'bulk-import', 'receipt-view', 'privacy-export'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Each kind's jobs by state: queued and running ones are the queue's depth, failed ones its failures. */
export function countJobs(db: Executor): Promise<{ kind: string; state: JobRow['state']; total: number }[]> {
  return countJobsByKindAndState(db);
}

/**
 * A new job row, written in the caller's transaction with the work it describes; the caller hands it
 * to the queue (`JobQueue.dispatch`) once that transaction has committed. `id` is given when the work
 * already has a random UUID of its own (a privacy export's request), so the handler finds it by the job's id.
 */
export async function createJob(
  tx: Executor,
  job: { kind: JobKind; total: number; createdBy: number | null; id?: string },
): Promise<JobRow> {
  return insertJob(tx, { id: job.id ?? randomUUID(), kind: job.kind, total: job.total, createdBy: job.createdBy });
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

/**
 * The jobs of a page of work (a list's rows) in one read, answered as a lookup from a row's job id
 * (null for work done in its request) to its job.
 */
export async function findPresentedJobs(
  db: Executor,
  ids: (string | null)[],
): Promise<(id: string | null) => AdminJob | null> {
  const rows = await findJobs(
    db,
    ids.filter((id) => id !== null),
  );
  const byId = new Map(rows.map((row) => [row.id, presentJob(row)]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}

/** `GET /jobs/{id}`: what an operator watches while a long job runs. */
export async function getJob(db: Executor, id: string): Promise<AdminJob> {
  const row = await findJob(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentJob(row);
}

/**
 * `POST /jobs/{id}/retry`: a failed job waits again and goes back to pg-boss with a new round of
 * retries, audited; its handler resumes from what earlier attempts committed (decision 028). Only a
 * failed job can be retried: any other answers NOT_ACTIVE, so two operators retrying at once run it once.
 */
export async function retryJob(
  context: { database: Database; jobs: JobQueue },
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<AdminJob> {
  const write = { actor, action: 'job.retry', entity: 'job', at: now } as const;
  // One connection for the retry and the queue's own SQL: the job is queued again exactly when the retry commits.
  return transactionWithConnection(context.database, (tx, connection) =>
    auditedChange(tx, write, async () => {
      const failed = await lockJobAtOnce(tx, id);
      if (!failed) throw new AppError('NOT_FOUND');
      // Busy: another retry holds the job and is about to queue it.
      if (failed === 'busy' || failed.state !== 'failed') throw new AppError('NOT_ACTIVE');
      const queued = await requeueJob(tx, id);
      await context.jobs.resubmit({ id, kind: queued.kind as JobKind }, connection);
      return {
        entityId: id,
        before: { state: failed.state, attempts: failed.attempts, error: failed.error },
        after: { state: queued.state },
        answer: presentJob(queued),
      };
    }),
  );
}
