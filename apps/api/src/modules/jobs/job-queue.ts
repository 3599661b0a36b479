import type { JobError } from '@loyalty/contracts';
import PgBoss from 'pg-boss';
import { AppError } from '../../app-error.js';
import { type Database, type Orm, type SqlConnection, transactionWithConnection } from '../../db/client.js';
import { finishJob, lockUnfinishedJob, recordFailure, startAttempt, unfinishedJobs } from './job-repository.js';
import { JOB_KINDS, type JobKind } from './job-service.js';

/** Does a job's work; called again after a crash or failure, so it must resume, never redo (decision 028). */
export type JobHandler = (orm: Orm, jobId: string) => Promise<void>;

export interface JobQueue {
  /** Registers the workers and hands unfinished jobs (again) to the queue: call once the process serves. */
  start(): Promise<void>;
  /** Hands a committed job row to the queue; a no-op before `start`, which picks the job up then. */
  dispatch(job: { id: string; kind: JobKind }): Promise<void>;
  /**
   * Hands a job pg-boss has given up on to it afresh, with a new round of retries, on `connection`: the
   * transaction that holds the job's row lock with the row back in `queued` (`transactionWithConnection`),
   * so pg-boss's change commits or rolls back with it and needs no second connection. An attempt that
   * starts meanwhile waits for the commit, and no check of unfinished jobs sees the row queued beside a
   * failed pg-boss job. A no-op before `start`.
   */
  resubmit(job: { id: string; kind: JobKind }, connection: SqlConnection): Promise<void>;
  /** Lets running handlers finish (up to the timeout), then stops polling. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  handlers: Record<JobKind, JobHandler>;
  /** pg-boss's own errors, and each failed attempt's fault with the job it stopped (`failedJob`). */
  onError: (error: unknown, failedJob?: { id: string; kind: string; attempt: number }) => void;
  /** How often an idle worker asks for work; pg-boss accepts 0.5 s at least. */
  pollingIntervalSeconds?: number | undefined;
  /** Retries after a failure and the first delay (doubling after); tests shorten the delay. */
  retry?: { limit: number; delaySeconds: number };
  /** How long an attempt may run before pg-boss hands the job out again; tests shorten it. */
  expireSeconds?: number;
  /** How often every unfinished job is checked against pg-boss (`checkUnfinishedJobs`); tests shorten it. */
  checkIntervalSeconds?: number;
  /** How often pg-boss fails the attempts that ran out of time; tests shorten it. */
  maintenanceIntervalSeconds?: number;
}

/**
 * A job whose process died (no completion within ten minutes) is handed out again; handlers resume from
 * their stored progress. By default a failure is retried three times, 5 s later and doubling.
 */
const EXPIRE_SECONDS = 600;
const DEFAULT_RETRY = { limit: 3, delaySeconds: 5 };
const CHECK_INTERVAL_SECONDS = 60;
const STOP_TIMEOUT_MS = 20_000;

/** PostgreSQL's `deadlock_detected`. */
const DEADLOCK = '40P01';
const CREATE_QUEUE_ATTEMPTS = 5;

/**
 * Runs pg-boss's `create_queue`, one statement that does nothing when the queue exists. Processes starting
 * together (WEB_CONCURRENCY workers on a fresh database) create the same partitions at once, and
 * PostgreSQL ends one of them as a deadlock: that one simply asks again and finds the queue made.
 */
async function createQueueOnce(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK || attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** What a failed attempt is recorded as: an AppError's code, any other fault as INTERNAL_ERROR (logged). */
function jobErrorOf(error: unknown): JobError {
  return error instanceof AppError ? error.code : 'INTERNAL_ERROR';
}

/**
 * The back-office job queue on PostgreSQL (pg-boss, its own `pgboss` schema) through the app's own
 * pool, so tests run it on their test database and no second connection setting exists.
 */
export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    supervise: true,
    schedule: false,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', options.onError);
  let isStarted = false;
  let checkTimer: NodeJS.Timeout | undefined;
  let check: Promise<void> | undefined;

  async function run(job: PgBoss.JobWithMetadata<unknown>) {
    const now = new Date();
    const row = await startAttempt(database.orm, job.id, now);
    if (!row) return;
    try {
      await options.handlers[row.kind as JobKind](database.orm, job.id);
      await finishJob(database.orm, job.id, new Date());
    } catch (error) {
      const isRecorded = await recordFailure(database.orm, job.id, {
        attempt: row.attempts,
        error: jobErrorOf(error),
        isFinal: job.retryCount >= job.retryLimit,
        at: new Date(),
      });
      options.onError(error, { id: job.id, kind: row.kind, attempt: row.attempts });
      // An attempt that ends after its job was declared lost and retried must not fail pg-boss's job of
      // that id: it is the retry's run now. pg-boss completes only an active job, which the retry's is not
      // while this worker is still busy with the old one.
      if (isRecorded) throw error;
    }
  }

  async function send(job: { id: string; kind: JobKind }, db?: SqlConnection) {
    await boss.send(job.kind, {}, { id: job.id, ...(db ? { db } : {}) });
  }

  async function resubmit(job: { id: string; kind: JobKind }, db: SqlConnection) {
    await boss.deleteJob(job.kind, job.id, { db });
    await send(job, db);
  }

  /**
   * Brings each unfinished job and its pg-boss job back in step, under the job's row lock: a job pg-boss
   * does not hold (its send failed after the commit, or it was archived unstarted) or holds as done is
   * sent again, and so is a `queued` one pg-boss gave up on; a `running` one pg-boss gave up on lost its
   * last attempt with its process (pg-boss failed it once it ran out of time) and fails, for an operator
   * to retry, rather than run again by itself and perhaps kill the next process too. pg-boss is asked on
   * the transaction's own connection: holding the lock, it never waits for a second one.
   */
  async function checkUnfinishedJobs() {
    for (const { id } of await unfinishedJobs(database.orm)) {
      await transactionWithConnection(database, async (tx, connection) => {
        const row = await lockUnfinishedJob(tx, id);
        if (!row) return;
        const job = { id, kind: row.kind as JobKind };
        const state = (await boss.getJobById(job.kind, id, { db: connection, includeArchive: false }))?.state;
        const isGivenUp = state === 'failed' || state === 'cancelled';
        if (isGivenUp && row.state === 'running') {
          await recordFailure(tx, id, { attempt: row.attempts, error: 'ATTEMPT_LOST', isFinal: true, at: new Date() });
        } else if (isGivenUp || state === undefined || state === 'completed') {
          await resubmit(job, connection);
        }
      });
    }
  }

  function checkInBackground() {
    check ??= checkUnfinishedJobs()
      .catch(options.onError)
      .finally(() => {
        check = undefined;
      });
  }

  return {
    async start() {
      await boss.start();
      for (const kind of JOB_KINDS) {
        const retry = options.retry ?? DEFAULT_RETRY;
        await createQueueOnce(() =>
          boss.createQueue(kind, {
            name: kind,
            retryLimit: retry.limit,
            retryDelay: retry.delaySeconds,
            retryBackoff: true,
            expireInSeconds: options.expireSeconds ?? EXPIRE_SECONDS,
          }),
        );
        await boss.work(
          kind,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await run(job);
          },
        );
      }
      isStarted = true;
      await checkUnfinishedJobs();
      checkTimer = setInterval(checkInBackground, (options.checkIntervalSeconds ?? CHECK_INTERVAL_SECONDS) * 1000);
      checkTimer.unref();
    },
    async dispatch(job) {
      if (isStarted) await send(job);
    },
    async resubmit(job, connection) {
      if (isStarted) await resubmit(job, connection);
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      clearInterval(checkTimer);
      await check;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}
