import {
  type BulkImport,
  fieldError,
  type ImportKind,
  type ImportOutcome,
  type Language,
  MAX_IMPORT_LINES,
} from '@loyalty/contracts';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import type { CompanyScope } from '../../db/company-scope.js';
import { pagedListOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { issueCard } from '../cards/card-issuer.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createJob, findPresentedJob, findPresentedJobs, setJobProgress } from '../jobs/job-service.js';
import { addPartnerCodes } from '../redemptions/partner-code-service.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import {
  csvValues,
  type ImportLine,
  isMemberId,
  memberIdLines,
  normaliseMemberId,
  partnerCodeLines,
} from './import-lines.js';
import {
  activeMembersAmong,
  cardHolders,
  memberIdsByStanding,
  membersWithAccount,
} from './import-member-repository.js';
import { countsOf, presentImport } from './import-presenter.js';
import {
  awaitingApprovalCounts,
  type BulkImportRow,
  countPendingLines,
  findImport,
  findImportByJob,
  findImportKind,
  type ImportListQuery,
  importErrorsExportQuery,
  insertImport,
  insertImportLines,
  listImportRows,
  lockImport,
  lockTemplate,
  markAdjustmentLinesApplied,
  markLinesApplied,
  markLinesSkipped,
  type NewImportRow,
  outcomeCounts,
  pendingLines,
  privilegeKindOf,
  takenPartnerCodes,
  templateExists,
  updateImport,
} from './import-repository.js';
import { applyPointAdjustments, type PointLineResult } from './point-import-applier.js';
import { pointAdjustmentLines, pointLineFields } from './point-import-lines.js';

/** Imports with at most this many lines to apply run in the request; longer ones run as a job. */
export const INLINE_IMPORT_LIMIT = 1_000;
/** Lines applied per transaction in a job: one chunk's work is lost at most when a process dies. */
export const LINES_PER_CHUNK = 500;

export interface ImportContext {
  orm: Orm;
  /** Execution only hands a long import's job over; the queue runs it through `runImportJob`. */
  jobs: Pick<JobQueue, 'dispatch'>;
}

/** One import with its counts and job, as every call but the list answers it. */
async function presentStoredImport(db: Executor, row: BulkImportRow): Promise<BulkImport> {
  const counts = countsOf(await outcomeCounts(db, [row.id]));
  const [awaiting] = await awaitingCounts(db, [row]);
  return presentImport(row, counts, awaiting?.lines ?? 0, await findPresentedJob(db, row.jobId));
}

/** The lines awaiting a second admin in each point-adjustment import among `rows`, under today's threshold. */
async function awaitingCounts(db: Executor, rows: BulkImportRow[]) {
  const pointImports = rows.filter((row) => row.kind === 'point-adjustments').map((row) => row.id);
  if (pointImports.length === 0) return [];
  const { adjustApprovalThreshold } = await UNCACHED_RULES.read(db);
  return awaitingApprovalCounts(db, pointImports, adjustApprovalThreshold);
}

function requireLineCount(values: unknown[], field: string) {
  if (values.length === 0) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, 'importLinesNone')] });
  }
  if (values.length > MAX_IMPORT_LINES) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [fieldError(field, 'importLinesTooMany', { max: MAX_IMPORT_LINES })],
    });
  }
}

/** Stores the reviewed lines and the audit row; nothing the import would change is touched. */
async function storeReview(
  orm: Orm,
  actor: AuditActor,
  review: Omit<NewImportRow, 'createdBy'>,
  lines: ImportLine[],
  now: Date,
): Promise<BulkImport> {
  return auditedWrite(orm, { actor, action: 'import.review', entity: 'import', at: now }, async (tx) => {
    const row = await insertImport(tx, { ...review, createdBy: actor.operatorId, createdAt: now });
    await insertImportLines(tx, row.id, lines);
    const presented = await presentStoredImport(tx, row);
    const after = { kind: row.kind, lines: presented.lines, counts: presented.counts };
    return { entityId: row.id, after, answer: presented };
  });
}

/** `POST /privileges/{id}/partner-codes`: the dry run of a partner-code CSV, for a privilege of the operator's. */
export async function reviewPartnerCodes(
  orm: Orm,
  actor: AuditActor,
  request: { privilegeId: number; csv: string; companies: CompanyScope },
  now = new Date(),
): Promise<BulkImport> {
  const kind = await privilegeKindOf(orm, request.privilegeId, request.companies);
  if (!kind) throw new AppError('NOT_FOUND');
  // Only a partner-code privilege hands codes out at redemption: codes on another kind would lie unused.
  if (kind !== 'partner_code') {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('id', 'notPartnerCodePrivilege')] });
  }
  const values = csvValues(request.csv);
  requireLineCount(values, 'csv');
  const taken = await takenPartnerCodes(
    orm,
    request.privilegeId,
    values.map(({ value }) => value),
  );
  const lines = partnerCodeLines(values, taken);
  return storeReview(orm, actor, { kind: 'partner-codes', privilegeId: request.privilegeId }, lines, now);
}

/** `POST /cards/issue`: the dry run of issuing a template's card to a list of member ids. */
export async function reviewCardIssue(
  orm: Orm,
  actor: AuditActor,
  request: { templateId: number; memberIds: string[]; expiresAt: Date; companies: CompanyScope },
  now = new Date(),
): Promise<BulkImport> {
  if (request.expiresAt <= now) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('expires_at', 'expiryPassed')] });
  }
  if (!(await templateExists(orm, request.templateId, request.companies))) throw new AppError('NOT_FOUND');
  const values = csvValues(request.memberIds.join('\n')).map((line) => ({
    ...line,
    value: normaliseMemberId(line.value),
  }));
  requireLineCount(values, 'member_ids');
  const memberCodes = values.map(({ value }) => value).filter(isMemberId);
  const { active: idOf, inactive: inactiveIdOf } = await memberIdsByStanding(orm, memberCodes);
  const holders = await cardHolders(orm, request.templateId, [...idOf.values()], now);
  const lines = memberIdLines(values, { idOf, inactiveIdOf, holders });
  return storeReview(
    orm,
    actor,
    { kind: 'card-issue', templateId: request.templateId, expiresAt: request.expiresAt },
    lines,
    now,
  );
}

/**
 * `POST /adjustments/import`: the dry run of bulk point grants and claw-backs (issue 35), one
 * adjustment a line once executed.
 */
export async function reviewPointAdjustments(
  orm: Orm,
  actor: AuditActor,
  request: { csv: string },
  now = new Date(),
): Promise<BulkImport> {
  const records = pointLineFields(request.csv);
  requireLineCount(records, 'csv');
  const idOf = await membersWithAccount(orm, records.map((record) => record.memberCode).filter(isMemberId));
  return storeReview(orm, actor, { kind: 'point-adjustments' }, pointAdjustmentLines(records, idOf), now);
}

export async function getImport(db: Executor, id: number): Promise<BulkImport> {
  const row = await findImport(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentStoredImport(db, row);
}

/**
 * `GET /imports`: a page of imports, each with its counts and job as `GET /imports/{id}` answers it; the
 * page's counts are one grouped read and its jobs one more, whatever the page's size.
 */
export async function listImports(db: Executor, query: ImportListQuery) {
  const { rows, total } = await listImportRows(db, query);
  const importIds = rows.map((row) => row.id);
  const jobIds = rows.map((row) => row.jobId);
  const [lineCounts, awaiting, jobOf] = await Promise.all([
    outcomeCounts(db, importIds),
    awaitingCounts(db, rows),
    findPresentedJobs(db, jobIds),
  ]);
  const items = rows.map((row) =>
    presentImport(
      row,
      countsOf(lineCounts.filter((count) => count.importId === row.id)),
      awaiting.find((count) => count.importId === row.id)?.lines ?? 0,
      jobOf(row.jobId),
    ),
  );
  return pagedListOf(items, query, total);
}

/** The query of an import's error file (`GET /imports/{id}/errors.csv`, streamed by the exports module). */
export function importErrorsExport(filters: { import_id: number; language: Language }): SQL {
  return importErrorsExportQuery(filters.import_id, filters.language);
}

/**
 * The kind of an import, which decides who may read and execute it; NOT_FOUND when there is none, or
 * when it is another company's than the operator's (decision 063).
 */
export async function importKindOf(db: Executor, id: number, scope: CompanyScope): Promise<ImportKind> {
  const kind = await findImportKind(db, id, scope);
  if (!kind) throw new AppError('NOT_FOUND');
  return kind;
}

type PendingLine = Awaited<ReturnType<typeof pendingLines>>[number];
/** What applying a line came to: `ok` when applied, else the outcome that says why it was skipped. */
type LineResult = PointLineResult;

/** A card-issue import's cards would be issued already expired: its expiry can pass after the review. */
function hasExpired(card: { expiresAt: Date | null }, now: Date): boolean {
  return card.expiresAt !== null && card.expiresAt <= now;
}

/** Adds the lines' codes; a code a parallel import of the same file added meanwhile `exists`. */
async function applyPartnerCodes(tx: Executor, privilegeId: number, lines: PendingLine[]): Promise<LineResult[]> {
  const added = await addPartnerCodes(
    tx,
    privilegeId,
    lines.map((line) => line.value),
  );
  return lines.map(({ lineNo, value }) => ({ lineNo, outcome: added.has(value) ? 'ok' : 'exists' }));
}

/**
 * Issues the lines' cards under the template's lock, checking each member again as the review did: a
 * member no longer active is an `inactive_member`, one who got the card meanwhile (a parallel import)
 * `exists`. Once the expiry has passed (a long job), no card is issued and every line is `expired`.
 */
async function issueCards(
  tx: Executor,
  card: { templateId: number; expiresAt: Date },
  lines: PendingLine[],
  now: Date,
): Promise<LineResult[]> {
  if (hasExpired(card, now)) return lines.map(({ lineNo }) => ({ lineNo, outcome: 'expired' }));
  await lockTemplate(tx, card.templateId);
  const active = await activeMembersAmong(
    tx,
    lines.flatMap((line) => (line.memberId === null ? [] : [line.memberId])),
  );
  const holders = await cardHolders(tx, card.templateId, [...active], now);
  const results: LineResult[] = [];
  for (const { lineNo, memberId } of lines) {
    if (memberId === null || !active.has(memberId)) {
      results.push({ lineNo, outcome: 'inactive_member' });
    } else if (holders.has(memberId)) {
      results.push({ lineNo, outcome: 'exists' });
    } else {
      await issueCard(tx, { memberId, templateId: card.templateId, issuedAt: now, expiresAt: card.expiresAt });
      results.push({ lineNo, outcome: 'ok' });
    }
  }
  return results;
}

function applyLines(tx: Executor, row: BulkImportRow, lines: PendingLine[], now: Date): Promise<LineResult[]> {
  if (row.kind === 'partner-codes' && row.privilegeId !== null) return applyPartnerCodes(tx, row.privilegeId, lines);
  if (row.kind === 'card-issue' && row.templateId !== null && row.expiresAt !== null) {
    return issueCards(tx, { templateId: row.templateId, expiresAt: row.expiresAt }, lines, now);
  }
  if (row.kind === 'point-adjustments' && row.executedBy !== null) {
    // Execution is an admin's call: its maker-checker rules are an admin's.
    const maker = { operatorId: row.executedBy, role: 'admin' as const, requestId: null };
    return applyPointAdjustments(tx, maker, lines, now);
  }
  throw new Error(`Import ${row.id} (${row.kind}) lacks what it applies to`);
}

/**
 * Applies the next chunk of pending lines under the import's row lock: each line is applied and marked
 * in this transaction, so a chunk is wholly done or not at all, and a rerun continues after it. A line
 * skipped at this point takes the outcome that says why, so `applied` counts only what was applied and
 * the error file lists the rest; the job's progress counts every line handled. Answers how many lines
 * were pending in the chunk.
 */
async function applyChunk(tx: Executor, importId: number, limit: number, now: Date): Promise<number> {
  const row = await lockImport(tx, importId);
  if (!row) throw new AppError('NOT_FOUND');
  const lines = await pendingLines(tx, importId, limit);
  if (lines.length === 0) return 0;
  const lineNosBy = new Map<ImportOutcome, number[]>();
  const adjusted: { lineNo: number; adjustmentId: number }[] = [];
  for (const { lineNo, outcome, adjustmentId } of await applyLines(tx, row, lines, now)) {
    if (adjustmentId !== undefined) adjusted.push({ lineNo, adjustmentId });
    const group = lineNosBy.get(outcome);
    if (group) group.push(lineNo);
    else lineNosBy.set(outcome, [lineNo]);
  }
  for (const [outcome, lineNos] of lineNosBy) {
    if (outcome !== 'ok') await markLinesSkipped(tx, importId, lineNos, outcome);
    else if (adjusted.length === 0) await markLinesApplied(tx, importId, lineNos, now);
  }
  await markAdjustmentLinesApplied(tx, importId, adjusted, now);
  await updateImport(tx, importId, { applied: row.applied + (lineNosBy.get('ok')?.length ?? 0) });
  const job = await findPresentedJob(tx, row.jobId);
  if (job) await setJobProgress(tx, job.id, job.total - (await countPendingLines(tx, importId)));
  return lines.length;
}

/**
 * `POST /imports/{id}/execute`: moves a reviewed import on once, under its row lock (a parallel or
 * repeated call answers NOT_ACTIVE), audited. Up to `INLINE_IMPORT_LIMIT` lines apply in the same
 * transaction; more run as a job (decision 028) the answer links.
 */
export async function executeImport(
  context: ImportContext,
  actor: AuditActor,
  id: number,
  now = new Date(),
): Promise<BulkImport> {
  const write = { actor, action: 'import.execute', entity: 'import', at: now } as const;
  const job = await auditedWrite(context.orm, write, async (tx) => {
    const row = await lockImport(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state !== 'reviewed') throw new AppError('NOT_ACTIVE');
    // Refused before anything changes: the import stays reviewed, to be looked at and reviewed again.
    if (hasExpired(row, now)) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('expires_at', 'expiryPassed')] });
    }
    const { counts } = await presentStoredImport(tx, row);
    const isJob = counts.ok > INLINE_IMPORT_LIMIT;
    const job = isJob
      ? await createJob(tx, { kind: 'bulk-import', total: counts.ok, createdBy: actor.operatorId })
      : null;
    await updateImport(tx, id, {
      state: job ? 'executing' : 'done',
      jobId: job?.id ?? null,
      executedAt: now,
      executedBy: actor.operatorId,
    });
    if (!job) await applyChunk(tx, id, INLINE_IMPORT_LIMIT, now);
    return { entityId: id, after: { lines: counts.ok, job_id: job?.id ?? null }, answer: job };
  });
  if (job) await context.jobs.dispatch({ id: job.id, kind: 'bulk-import' });
  return getImport(context.orm, id);
}

/** The `bulk-import` job: applies chunk after chunk, each at the `clock`'s time, then marks the import done. */
export async function runImportJob(orm: Orm, jobId: string, clock = () => new Date()): Promise<void> {
  const row = await findImportByJob(orm, jobId);
  if (!row) throw new Error(`No import for job ${jobId}`);
  while ((await orm.transaction((tx) => applyChunk(tx, row.id, LINES_PER_CHUNK, clock()))) > 0);
  await updateImport(orm, row.id, { state: 'done' });
}
