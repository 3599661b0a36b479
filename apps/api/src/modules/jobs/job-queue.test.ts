import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { connectDatabase } from '../../db/client.js';
import { pointCodes } from '../../db/schema.js';
import { TERMINAL_ACTOR } from '../audit/audit-service.js';
import { createCodeBatch, runCodeBatchJob } from '../codes/code-admin-service.js';
import { WHOLE_GROUP } from '../companies/company-scope.js';
import { createJobQueue, type JobHandler, type JobQueue } from './job-queue.js';
import { findJob, finishJob, recordFailure, startAttempt } from './job-repository.js';
import { createJob, type JobKind, retryJob } from './job-service.js';

const context = useTestDatabase();
const DAY_MS = 86_400_000;
let queue: JobQueue;
const attempts = new Map<string, number>();
/** The faults of failed attempts as the queue reports them for the log, with the job each stopped. */
const reported: { error: unknown; failedJob: { id: string; kind: string; attempt: number } }[] = [];
/** A first attempt still running after it was given up on: the test waits for it before ending. */
const stalled: Promise<void>[] = [];

/**
 * The code-batch handler, with a first attempt that gives up after a moment while its work goes on in
 * the background, as a stalled process whose job pg-boss hands out again; `bulk-import` jobs fail until
 * their third attempt, then fail for good.
 */
const handlers: Record<JobKind, JobHandler> = {
  'code-batch': async (orm, jobId) => {
    const attempt = (attempts.get(jobId) ?? 0) + 1;
    attempts.set(jobId, attempt);
    if (attempt > 1) return runCodeBatchJob(orm, jobId);
    stalled.push(runCodeBatchJob(orm, jobId));
    await new Promise((resolve) => setTimeout(resolve, 30));
    throw new Error('worker lost');
  },
  'bulk-import': async () => {
    throw new Error('partner file unreadable');
  },
  'receipt-view': async () => {},
  'privacy-export': async () => {},
};

beforeAll(() => {
  queue = createJobQueue(context.database, {
    handlers,
    onError: (error, failedJob) => {
      if (!failedJob) throw error;
      reported.push({ error, failedJob });
    },
    pollingIntervalSeconds: 0.5,
    retry: { limit: 2, delaySeconds: 0 },
  });
});
afterAll(async () => {
  await Promise.allSettled(stalled);
  await queue.stop();
});

async function waitForJob(id: string, until: (state: string) => boolean, database = context.database) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const job = await findJob(database.orm, id);
    if (job && until(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Job ${id} did not settle`);
}

describe('the job queue', () => {
  it('picks up a job written before it started, and a retried job finishes the batch exactly once', async () => {
    const { orm } = context.database;
    const now = Date.now();
    const batch = await createCodeBatch({ orm, jobs: queue }, TERMINAL_ACTOR, {
      companies: WHOLE_GROUP,
      input: {
        name: 'Resume',
        kind: 'promo',
        prefix: 'RES',
        count: 30_000,
        points: 5,
        starts_at: new Date(now - DAY_MS).toISOString(),
        ends_at: new Date(now + DAY_MS).toISOString(),
      },
    });
    if (!batch.job) throw new Error('A batch of 30,000 codes should run as a job');
    expect(batch.job.state).toBe('queued');

    await queue.start();
    const job = await waitForJob(batch.job.id, (state) => state === 'done');
    await Promise.allSettled(stalled);
    expect(job).toMatchObject({ state: 'done', done: 30_000, attempts: 2 });
    const [made] = await orm.select({ codes: count() }).from(pointCodes).where(eq(pointCodes.batchId, batch.id));
    expect(made?.codes).toBe(30_000);
  });

  it('keeps the last error visible and fails a job for good once its retries are spent', async () => {
    const { orm } = context.database;
    const row = await createJob(orm, { kind: 'bulk-import', total: 10, createdBy: null });
    await queue.dispatch({ id: row.id, kind: 'bulk-import' });
    const job = await waitForJob(row.id, (state) => state === 'failed');
    expect(job).toMatchObject({ state: 'failed', attempts: 3, error: 'INTERNAL_ERROR', done: 0 });
    expect(job.finishedAt).not.toBeNull();
    // The fault's own words (which can carry SQL and members' data) go to the log with the job, not the row.
    const faults = reported.filter((fault) => fault.failedJob.id === row.id);
    expect(faults.map((fault) => fault.failedJob)).toEqual(
      [1, 2, 3].map((attempt) => ({ id: row.id, kind: 'bulk-import', attempt })),
    );
    expect(faults.map((fault) => (fault.error as Error).message)).toEqual(Array(3).fill('partner file unreadable'));
  });
});

describe('jobs pg-boss lost track of', () => {
  const lost = useTestDatabase();
  let lostQueue: JobQueue;
  const lostAttempts = new Map<string, number>();
  /** Ends the first bulk-import attempt, which hangs as one whose process died would. */
  const endHungAttempt: ((error: Error) => void)[] = [];

  beforeAll(async () => {
    lostQueue = createJobQueue(lost.database, {
      handlers: {
        'code-batch': async () => {},
        'receipt-view': async () => {},
        'privacy-export': async () => {},
        'bulk-import': (_orm, jobId) => {
          const attempt = (lostAttempts.get(jobId) ?? 0) + 1;
          lostAttempts.set(jobId, attempt);
          if (attempt > 1) return Promise.resolve();
          return new Promise((_resolve, reject) => endHungAttempt.push(reject));
        },
      },
      // The hung attempt's end ('process gone') is a failed attempt, reported for the log: not a fault here.
      onError: (error, failedJob) => {
        if (!failedJob) throw error;
      },
      pollingIntervalSeconds: 0.5,
      retry: { limit: 0, delaySeconds: 0 },
      expireSeconds: 1,
      checkIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    await lostQueue.start();
  });
  afterAll(async () => {
    for (const end of endHungAttempt) end(new Error('process gone'));
    await lostQueue.stop();
  });

  it('sends a committed job whose send was lost', async () => {
    const row = await createJob(lost.database.orm, { kind: 'code-batch', total: 1, createdBy: null });
    const job = await waitForJob(row.id, (state) => state === 'done', lost.database);
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('fails a job whose last attempt never ended, and an admin’s retry runs it to the end once', async () => {
    const { orm } = lost.database;
    const row = await createJob(orm, { kind: 'bulk-import', total: 1, createdBy: null });
    await lostQueue.dispatch({ id: row.id, kind: 'bulk-import' });
    const failed = await waitForJob(row.id, (state) => state === 'failed', lost.database);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, error: 'ATTEMPT_LOST' });
    expect(failed.finishedAt).not.toBeNull();

    const retried = await Promise.allSettled([
      retryJob({ database: lost.database, jobs: lostQueue }, TERMINAL_ACTOR, row.id),
      retryJob({ database: lost.database, jobs: lostQueue }, TERMINAL_ACTOR, row.id),
    ]);
    // The lost attempt ends only now, its process back from the dead after the retry: its failure is
    // old news and must not fail the run the retry queued.
    for (const end of endHungAttempt.splice(0)) end(new Error('process gone'));
    expect(retried.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(retried.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'NOT_ACTIVE' },
    });
    expect(retried.find((outcome) => outcome.status === 'fulfilled')).toMatchObject({
      value: { state: 'queued', finished_at: null, error: 'ATTEMPT_LOST' },
    });
    const done = await waitForJob(row.id, (state) => state === 'done', lost.database);
    expect(done).toMatchObject({ state: 'done', attempts: 2, error: null });
    expect(lostAttempts.get(row.id)).toBe(2);
    await expect(retryJob({ database: lost.database, jobs: lostQueue }, TERMINAL_ACTOR, row.id)).rejects.toMatchObject({
      code: 'NOT_ACTIVE',
    });
  });

  it('retries a job on one connection: pg-boss works on the retry’s own, while every other is taken', async () => {
    const { orm, pool } = lost.database;
    const row = await createJob(orm, { kind: 'code-batch', total: 1, createdBy: null });
    await startAttempt(orm, row.id, new Date());
    await recordFailure(orm, row.id, { attempt: 1, error: 'INTERNAL_ERROR', isFinal: true, at: new Date() });
    const taken = await Promise.all(Array.from({ length: pool.options.max - 1 }, () => pool.connect()));
    try {
      const retried = await retryJob({ database: lost.database, jobs: lostQueue }, TERMINAL_ACTOR, row.id);
      expect(retried).toMatchObject({ state: 'queued' });
    } finally {
      for (const client of taken) client.release();
    }
    await waitForJob(row.id, (state) => state === 'done', lost.database);
  });

  it('answers every one of many parallel retries at once, though they outnumber the pool’s connections', async () => {
    const { orm, pool } = lost.database;
    const row = await createJob(orm, { kind: 'code-batch', total: 1, createdBy: null });
    await startAttempt(orm, row.id, new Date());
    await recordFailure(orm, row.id, { attempt: 1, error: 'INTERNAL_ERROR', isFinal: true, at: new Date() });
    // Each retry waiting for the job's lock had held a connection, and the one holding the lock needed
    // another for pg-boss: with more retries than connections, none could finish, nor any other query.
    const retries = Array.from({ length: pool.options.max * 4 }, () =>
      retryJob({ database: lost.database, jobs: lostQueue }, TERMINAL_ACTOR, row.id),
    );
    const outcomes = await Promise.allSettled(retries);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
      expect(outcome).toMatchObject({ reason: { code: 'NOT_ACTIVE' } });
    }
    await waitForJob(row.id, (state) => state === 'done', lost.database);
  });
});

describe('a job’s record', () => {
  it('stays done when an attempt handed out again after a timeout fails after another finished it', async () => {
    const { orm } = context.database;
    const row = await createJob(orm, { kind: 'bulk-import', total: 10, createdBy: null });
    await startAttempt(orm, row.id, new Date());
    await finishJob(orm, row.id, new Date());
    expect(
      await recordFailure(orm, row.id, { attempt: 1, error: 'INTERNAL_ERROR', isFinal: true, at: new Date() }),
    ).toBe(false);
    expect(await findJob(orm, row.id)).toMatchObject({ state: 'done', error: null, done: 10 });
  });

  it('keeps an older attempt’s failure from a newer attempt’s run', async () => {
    const { orm } = context.database;
    const row = await createJob(orm, { kind: 'bulk-import', total: 10, createdBy: null });
    await startAttempt(orm, row.id, new Date());
    await startAttempt(orm, row.id, new Date());
    const failure = { attempt: 1, error: 'INTERNAL_ERROR', isFinal: true, at: new Date() } as const;
    expect(await recordFailure(orm, row.id, failure)).toBe(false);
    expect(await findJob(orm, row.id)).toMatchObject({ state: 'running', attempts: 2, error: null });
    expect(await recordFailure(orm, row.id, { ...failure, attempt: 2 })).toBe(true);
    expect(await findJob(orm, row.id)).toMatchObject({ state: 'failed', attempts: 2, error: 'INTERNAL_ERROR' });
  });
});

describe('job queues starting together', () => {
  const fresh = useTestDatabase();

  it('all start on a database pg-boss has never seen, as WEB_CONCURRENCY workers do', async () => {
    const databases = Array.from({ length: 4 }, () => connectDatabase(fresh.url, { max: 2 }));
    const queues = databases.map((database) =>
      createJobQueue(database, {
        handlers,
        onError: (error) => {
          throw error;
        },
      }),
    );
    try {
      const started = await Promise.allSettled(queues.map((each) => each.start()));
      expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    } finally {
      await Promise.all(queues.map((each) => each.stop()));
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
