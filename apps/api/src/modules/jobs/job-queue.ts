import PgBoss from 'pg-boss';
import type { Database, Orm } from '../../db/client.js';
import { finishJob, recordFailure, startAttempt, unfinishedJobs } from './job-repository.js';
import { JOB_KINDS, type JobKind } from './job-service.js';

/** Does a job's work; called again after a crash or failure, so it must resume, never redo (decision 028). */
export type JobHandler = (orm: Orm, jobId: string) => Promise<void>;

export interface JobQueue {
  /** Registers the workers and hands unfinished jobs (again) to the queue: call once the process serves. */
  start(): Promise<void>;
  /** Hands a committed job row to the queue; a no-op before `start`, which picks the job up then. */
  dispatch(job: { id: string; kind: JobKind }): Promise<void>;
  /** Lets running handlers finish (up to the timeout), then stops polling. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  handlers: Record<JobKind, JobHandler>;
  onError: (error: unknown) => void;
  /** How often an idle worker asks for work; pg-boss accepts 0.5 s at least. */
  pollingIntervalSeconds?: number | undefined;
  /** Retries after a failure and the first delay (doubling after); tests shorten the delay. */
  retry?: { limit: number; delaySeconds: number };
}

/**
 * A job whose process died (no completion within ten minutes) is handed out again; handlers resume from
 * their stored progress. By default a failure is retried three times, 5 s later and doubling.
 */
const EXPIRE_SECONDS = 600;
const DEFAULT_RETRY = { limit: 3, delaySeconds: 5 };
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
  });
  boss.on('error', options.onError);
  let isStarted = false;

  async function run(job: PgBoss.JobWithMetadata<unknown>) {
    const now = new Date();
    const row = await startAttempt(database.orm, job.id, now);
    if (!row) return;
    try {
      await options.handlers[row.kind as JobKind](database.orm, job.id);
      await finishJob(database.orm, job.id, new Date());
    } catch (error) {
      await recordFailure(database.orm, job.id, {
        error: messageOf(error),
        isFinal: job.retryCount >= job.retryLimit,
        at: new Date(),
      });
      throw error;
    }
  }

  async function send(job: { id: string; kind: JobKind }) {
    await boss.send(job.kind, {}, { id: job.id });
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
            expireInSeconds: EXPIRE_SECONDS,
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
      for (const job of await unfinishedJobs(database.orm)) await send({ id: job.id, kind: job.kind as JobKind });
    },
    async dispatch(job) {
      if (isStarted) await send(job);
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}
