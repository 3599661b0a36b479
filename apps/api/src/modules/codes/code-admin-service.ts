import {
  type AdminCode,
  type AdminJob,
  type CodeBatch,
  type createCodeBatchCall,
  type createCodeCall,
  type DisableCodeBatchOutput,
  fieldError,
} from '@loyalty/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { type AuditActor, auditedChange, auditedWrite } from '../audit/audit-service.js';
import { type CompanyScope, requireCompanyFor, WHOLE_GROUP } from '../companies/company-scope.js';
import { runOperatorIdempotentLocked } from '../idempotency/idempotency-service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createJob, findPresentedJob, findPresentedJobs, setJobProgress } from '../jobs/job-service.js';
import {
  type BatchListQuery,
  batchCodesExportQuery,
  type CodeBatchRow,
  type CodeListQuery,
  countBatchCodes,
  disableBatchCodes,
  disableCodeById,
  enableCodeById,
  findBatchByJob,
  findBatchWithCounts,
  insertBatch,
  insertBatchCodes,
  insertCodeUnlessTaken,
  listBatchRows,
  listCodeRows,
  lockBatch,
  lockCode,
} from './code-admin-repository.js';
import { randomCodes } from './code-generator.js';
import type { PointCodeRow } from './code-repository.js';

type NewCode = z.output<typeof createCodeCall.input>;
type NewBatch = z.output<typeof createCodeBatchCall.input>;

/** Codes a batch adds per statement (and per transaction in a job): a few hundred kilobytes of JSON. */
const CODES_PER_CHUNK = 5_000;
/** Batches up to this size are made during the request; larger ones run as a job with progress. */
export const INLINE_BATCH_LIMIT = 2_000;

/** What a member reads for a code made without a title: the kind's own words. */
const KIND_TITLES = {
  promo: { en: 'Promo code', th: 'โค้ดโปรโมชัน' },
  scan: { en: 'Scan code', th: 'โค้ดสแกนรับคะแนน' },
} as const;

export function presentAdminCode(row: PointCodeRow): AdminCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    points: row.points,
    title: row.titleEn,
    title_th: row.titleTh,
    max_uses: row.maxUses,
    uses: row.usedCount,
    batch_id: row.batchId,
    company_id: row.companyId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `POST /codes`: one code; a taken text is a field error, not a second row. A company-limited operator's
 * code is for one of their companies (decision 063).
 */
export async function createCode(
  orm: Orm,
  actor: AuditActor,
  scope: CompanyScope,
  input: NewCode,
  now = new Date(),
): Promise<AdminCode> {
  return auditedWrite(orm, { actor, action: 'code.create', entity: 'code', at: now }, async (tx) => {
    const companyId = await requireCompanyFor(tx, scope, 'company_id', input.company_id);
    const row = await insertCodeUnlessTaken(tx, {
      code: input.code,
      kind: input.kind,
      points: input.points,
      titleEn: input.title ?? KIND_TITLES[input.kind].en,
      titleTh: input.title_th ?? KIND_TITLES[input.kind].th,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      maxUses: input.max_uses,
      companyId,
    });
    if (!row) throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('code', 'codeTaken')] });
    const code = presentAdminCode(row);
    return { entityId: row.id, after: code };
  });
}

export async function listCodes(db: Executor, query: CodeListQuery) {
  const { rows, total } = await listCodeRows(db, query);
  return pagedListOf(rows.map(presentAdminCode), query, total);
}

export async function disableCode(
  orm: Orm,
  actor: AuditActor,
  scope: CompanyScope,
  id: number,
  now = new Date(),
): Promise<AdminCode> {
  return auditedWrite(orm, { actor, action: 'code.disable', entity: 'code', at: now }, async (tx) => {
    const row = await disableCodeById(tx, id, scope, now);
    if (!row) throw new AppError('NOT_FOUND');
    const code = presentAdminCode(row);
    return { entityId: id, after: { disabled_at: code.disabled_at }, answer: code };
  });
}

/**
 * `POST /codes/{id}/enable`: undoes a disable. Enabling a code that is live answers it as it is with no
 * second audit row: the operator's wish already holds, and a double click or a retry after a timeout
 * must not read as a failure (a 409 would tell them nothing they can act on).
 */
export async function enableCode(
  orm: Orm,
  actor: AuditActor,
  scope: CompanyScope,
  id: number,
  now = new Date(),
): Promise<AdminCode> {
  return orm.transaction(async (tx) => {
    const before = await lockCode(tx, id, scope);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.disabledAt === null) return presentAdminCode(before);
    return auditedChange(tx, { actor, action: 'code.enable', entity: 'code', at: now }, async () => {
      const row = await enableCodeById(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      const code = presentAdminCode(row);
      return {
        entityId: id,
        before: { disabled_at: before.disabledAt?.toISOString() ?? null },
        after: { disabled_at: code.disabled_at },
        answer: code,
      };
    });
  });
}

/**
 * `POST /code-batches/{id}/disable`: stops every code of the batch in one statement under the batch's
 * row lock (so a job still filling it waits), audited as one row naming the batch and the count.
 */
export async function disableCodeBatch(
  orm: Orm,
  actor: AuditActor,
  scope: CompanyScope,
  id: number,
  now = new Date(),
): Promise<DisableCodeBatchOutput> {
  const disabled = await auditedWrite(
    orm,
    { actor, action: 'code-batch.disable', entity: 'code-batch', at: now },
    async (tx) => {
      const batch = await lockBatch(tx, id, scope);
      if (!batch) throw new AppError('NOT_FOUND');
      const count = await disableBatchCodes(tx, id, now);
      return { entityId: id, after: { name: batch.name, disabled: count }, answer: count };
    },
  );
  return { batch: await presentBatch(orm, id, scope), disabled };
}

async function presentBatch(db: Executor, id: number, scope: CompanyScope): Promise<CodeBatch> {
  const row = await findBatchWithCounts(db, id, scope);
  if (!row) throw new AppError('NOT_FOUND');
  return presentBatchRow(row.batch, row, await findPresentedJob(db, row.batch.jobId));
}

function presentBatchRow(
  batch: CodeBatchRow,
  counts: { generated: number; used: number; disabled: number },
  job: AdminJob | null,
): CodeBatch {
  return {
    id: batch.id,
    name: batch.name,
    kind: batch.kind,
    prefix: batch.prefix,
    count: batch.count,
    points: batch.points,
    starts_at: batch.startsAt.toISOString(),
    ends_at: batch.endsAt.toISOString(),
    company_id: batch.companyId,
    generated: counts.generated,
    used: counts.used,
    disabled: counts.disabled,
    job,
    created_at: batch.createdAt.toISOString(),
  };
}

/**
 * Adds one chunk of the batch's missing codes under the batch's row lock, so two fillers (a job retried
 * while a stalled attempt still runs) never add more than `count`; a random text that collides with an
 * existing code is skipped and made again in the next chunk. Answers how many codes the batch now has.
 */
async function fillBatchChunk(tx: Executor, batchId: number, jobId: string | null): Promise<number> {
  const batch = await lockBatch(tx, batchId);
  if (!batch) throw new AppError('NOT_FOUND');
  const existing = await countBatchCodes(tx, batchId);
  const missing = Math.min(CODES_PER_CHUNK, batch.count - existing);
  if (missing <= 0) return existing;
  const made = existing + (await insertBatchCodes(tx, batch, randomCodes(batch.prefix, missing)));
  if (jobId) await setJobProgress(tx, jobId, made);
  return made;
}

/**
 * `POST /code-batches`: a batch of unique single-use codes. A small one is made in the request's
 * transaction; a larger one is a job (decision 028) the answer links, made chunk by chunk. Under the
 * operator's Idempotency-Key, a retry (a double click, a timeout) answers the first batch: every code is
 * worth points, so a second batch would double them.
 */
export async function createCodeBatch(
  context: { orm: Orm; jobs: JobQueue },
  actor: AuditActor,
  request: { input: NewBatch; companies: CompanyScope; idempotencyKey?: string | undefined },
  now = new Date(),
): Promise<CodeBatch> {
  const { input, companies } = request;
  const isJob = input.count > INLINE_BATCH_LIMIT;
  const claim = {
    operatorId: actor.operatorId,
    key: request.idempotencyKey,
    payload: { call: 'CreateCodeBatch', ...input },
  };
  const { batchId, jobId } = await context.orm.transaction((outer) =>
    runOperatorIdempotentLocked(outer, claim, (tx) =>
      auditedChange(tx, { actor, action: 'code-batch.create', entity: 'code-batch', at: now }, async () => {
        const companyId = await requireCompanyFor(tx, companies, 'company_id', input.company_id);
        const job = isJob
          ? await createJob(tx, { kind: 'code-batch', total: input.count, createdBy: actor.operatorId })
          : null;
        const batch = await insertBatch(tx, {
          name: input.name,
          kind: input.kind,
          prefix: input.prefix,
          count: input.count,
          points: input.points,
          startsAt: new Date(input.starts_at),
          endsAt: new Date(input.ends_at),
          jobId: job?.id ?? null,
          companyId,
          createdBy: actor.operatorId,
          createdAt: now,
        });
        if (!job) while ((await fillBatchChunk(tx, batch.id, null)) < batch.count);
        return { entityId: batch.id, after: input, answer: { batchId: batch.id, jobId: job?.id ?? null } };
      }),
    ),
  );
  // A replayed answer sends its job again: the queue ignores an id it already holds.
  if (jobId) await context.jobs.dispatch({ id: jobId, kind: 'code-batch' });
  return presentBatch(context.orm, batchId, WHOLE_GROUP);
}

/** The `code-batch` job: fills the batch one chunk per transaction until it has `count` codes. */
export async function runCodeBatchJob(orm: Orm, jobId: string): Promise<void> {
  const batch = await findBatchByJob(orm, jobId);
  if (!batch) throw new Error(`No code batch for job ${jobId}`);
  while ((await orm.transaction((tx) => fillBatchChunk(tx, batch.id, jobId))) < batch.count);
}

export async function listCodeBatches(db: Executor, query: BatchListQuery) {
  const { rows, total } = await listBatchRows(db, query);
  const jobOf = await findPresentedJobs(
    db,
    rows.map((row) => row.batch.jobId),
  );
  const items = rows.map((row) => presentBatchRow(row.batch, row, jobOf(row.batch.jobId)));
  return pagedListOf(items, query, total);
}

/** A batch the operator's companies may see (another company's answers NOT_FOUND, as a missing one). */
export function getCodeBatch(db: Executor, scope: CompanyScope, id: number): Promise<CodeBatch> {
  return presentBatch(db, id, scope);
}

/** The query of a batch's codes CSV (`GET /code-batches/{id}/codes.csv`, streamed by the exports module). */
export function batchCodesExport(filters: { batch_id: number }): SQL {
  return batchCodesExportQuery(filters.batch_id);
}
