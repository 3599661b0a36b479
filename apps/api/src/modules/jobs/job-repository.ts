import type { JobError } from '@loyalty/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, LOCK_NOT_AVAILABLE, postgresErrorOf } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(db: Executor, job: typeof jobs.$inferInsert): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(job).returning();
  if (!row) throw new Error('The job insert returned no row');
  return row;
}

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export function findJobs(db: Executor, ids: string[]): Promise<JobRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(jobs).where(inArray(jobs.id, ids));
}

/** How many jobs there are of each kind in each state: the queue's depth and its failures (`/api/metrics`). */
export function countJobsByKindAndState(db: Executor) {
  return db
    .select({ kind: jobs.kind, state: jobs.state, total: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.kind, jobs.state);
}

/** Jobs not yet finished, oldest first: what a starting process hands (again) to the queue. */
export function unfinishedJobs(db: Executor) {
  return db
    .select({ id: jobs.id, kind: jobs.kind })
    .from(jobs)
    .where(inArray(jobs.state, ['queued', 'running']))
    .orderBy(jobs.createdAt);
}

/** Counts an attempt and marks the job running; answers nothing for a job already finished. */
export async function startAttempt(db: Executor, id: string, at: Date): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, ${at})`,
    })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])))
    .returning();
  return row;
}

/**
 * Locks an unfinished job's row for a check of its pg-boss job, skipping a row a handler or another
 * process holds: that one is busy, and the next check comes soon.
 */
export async function lockUnfinishedJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Locks a job's row, or answers `busy` at once when another transaction holds it (`NOWAIT`): a request
 * waiting for the lock would hold a pooled connection all the while, for an answer it knows already.
 */
export async function lockJobAtOnce(db: Executor, id: string): Promise<JobRow | 'busy' | undefined> {
  try {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update', { noWait: true });
    return row;
  } catch (error) {
    if (postgresErrorOf(error).code === LOCK_NOT_AVAILABLE) return 'busy';
    throw error;
  }
}

/** A failed job waiting again; its last error stays until an attempt ends otherwise. */
export async function requeueJob(db: Executor, id: string): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  if (!row) throw new Error(`Job ${id} was not failed`);
  return row;
}

export async function updateProgress(db: Executor, id: string, done: number): Promise<void> {
  await db.update(jobs).set({ done }).where(eq(jobs.id, id));
}

export async function finishJob(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'done', done: sql`${jobs.total}`, error: null, finishedAt: at })
    .where(eq(jobs.id, id));
}

/**
 * A failed attempt: `failed` for good when no retry is left, back to `queued` otherwise, with the error.
 * Only the job's latest attempt, still running, records its failure: one that ends after the job was
 * finished by another attempt, or after it was declared lost and retried, is old news and changes
 * nothing. Answers whether the failure was recorded.
 */
export async function recordFailure(
  db: Executor,
  id: string,
  failure: { attempt: number; error: JobError; isFinal: boolean; at: Date },
): Promise<boolean> {
  const recorded = await db
    .update(jobs)
    .set(
      failure.isFinal
        ? { state: 'failed', error: failure.error, finishedAt: failure.at }
        : { state: 'queued', error: failure.error },
    )
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.attempts, failure.attempt)))
    .returning({ id: jobs.id });
  return recorded.length > 0;
}
