import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PRIVACY_EXPORT_DAYS, PRIVACY_REQUEST_DUE_DAYS, type PrivacyRequestStatus } from '@loyalty/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { bangkokDateOf, DAY_MS } from '../calendar/bangkok-calendar.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createJob } from '../jobs/job-service.js';
import { recordNotification } from '../notifications/notification-service.js';
import { privacyExportReady } from '../notifications/notification-texts.js';
import { buildExportDocument } from './privacy-export-file.js';
import { auditProcessing, type ProcessOptions } from './privacy-request-audit.js';
import { presentPrivacyRequest } from './privacy-request-presenter.js';
import {
  findPrivacyRequest,
  insertPrivacyRequest,
  lapsedExports,
  listMemberPrivacyRequests,
  lockPrivacyRequest,
  type PrivacyRequestRow,
  updatePrivacyRequest,
} from './privacy-request-repository.js';

/** What building and sweeping exports use: the database and the private file storage, never the public one. */
export interface PrivacyExportContext {
  orm: Orm;
  privateStorage: FileStorage;
}

/** The member app's page the member is sent to when their file is ready. */
const PRIVACY_PAGE = '/privacy';
/** How many lapsed exports the sweep takes at a time. */
const SWEEP_BATCH = 100;

/** Where a request's file is kept in the private storage: one key per request, so a rebuild overwrites it. */
export function exportFileKeyOf(requestId: string): string {
  return `privacy-exports/${requestId}.json`;
}

/**
 * `POST Privacy/RequestExport` (PDPA s.30, DESIGN §16): one a Bangkok day per member, which the unique
 * index decides, so a second request the same day or two at once answer LIMIT_EXCEEDED. The file is built
 * by a `privacy-export` job whose id is the request's, handed to the queue once the request has committed;
 * a job left unfinished by a restart is run again.
 */
export async function requestExport(
  context: { orm: Orm; jobs: JobQueue },
  memberId: number,
  now = new Date(),
): Promise<{ request_id: string; status: PrivacyRequestStatus }> {
  const request = await context.orm.transaction(async (tx) => {
    const inserted = await insertPrivacyRequest(tx, {
      id: randomUUID(),
      memberId,
      kind: 'export',
      requestedOn: bangkokDateOf(now),
      createdAt: now,
      dueAt: new Date(now.getTime() + PRIVACY_REQUEST_DUE_DAYS * DAY_MS),
    });
    if (!inserted) throw new AppError('LIMIT_EXCEEDED');
    await createJob(tx, { id: inserted.id, kind: 'privacy-export', total: 1, createdBy: null });
    return inserted;
  });
  await context.jobs.dispatch({ id: request.id, kind: 'privacy-export' });
  return { request_id: request.id, status: request.status };
}

/** `GET Privacy/GetRequests`: the member's own requests, newest first. */
export async function listRequests(orm: Orm, memberId: number, paging: { page: number; limit: number }) {
  const { rows, total } = await listMemberPrivacyRequests(orm, memberId, paging);
  return pagedListOf(rows.map(presentPrivacyRequest), paging, total);
}

/**
 * Builds a pending export's file, stores it privately and marks the request ready for 7 days, telling the
 * member in the inbox and by e-mail in the same transaction. The request stays locked throughout, so the
 * job and an operator's "process now" never both build it; a request already ready (or past that) is
 * answered as it is. `audit` names the admin who ran it ahead of the job (audited in the same
 * transaction); the job itself passes none.
 */
export async function processExportRequest(
  context: PrivacyExportContext,
  requestId: string,
  options: ProcessOptions,
): Promise<PrivacyRequestRow> {
  return buildExport(context, requestId, options).catch(async (error: unknown) => {
    if (!(error instanceof AppError)) await recordFailedAttempt(context.orm, requestId, error);
    throw error;
  });
}

/**
 * A failed build, counted on the request with its fault's message for the operators' queue (DESIGN §16);
 * the request stays pending for the job's next attempt or an operator's.
 */
async function recordFailedAttempt(orm: Orm, requestId: string, error: unknown): Promise<void> {
  await orm.transaction(async (tx) => {
    const request = await lockPrivacyRequest(tx, requestId);
    if (request?.status !== 'pending') return;
    // The first line only: a failed query's message goes on with its parameters, the member's own data.
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    await updatePrivacyRequest(tx, requestId, { attempts: request.attempts + 1, error: message });
  });
}

async function buildExport(
  context: PrivacyExportContext,
  requestId: string,
  options: ProcessOptions,
): Promise<PrivacyRequestRow> {
  const { now } = options;
  return context.orm.transaction(async (tx) => {
    const request = await lockPrivacyRequest(tx, requestId);
    if (request?.kind !== 'export') throw new AppError('NOT_FOUND');
    if (request.status !== 'pending') return request;
    const document = await buildExportDocument(
      { db: tx, privateStorage: context.privateStorage },
      request.memberId,
      now,
    );
    const file = Buffer.from(JSON.stringify(document, null, 2));
    const fileKey = exportFileKeyOf(request.id);
    await context.privateStorage.put(fileKey, file, 'application/json');
    const expiresAt = new Date(now.getTime() + PRIVACY_EXPORT_DAYS * DAY_MS);
    const ready = await updatePrivacyRequest(tx, request.id, {
      status: 'ready',
      fileKey,
      fileBytes: file.length,
      expiresAt,
      completedAt: now,
      processedBy: options.audit?.operatorId ?? null,
      attempts: request.attempts + 1,
      error: null,
    });
    await recordNotification(tx, {
      memberId: request.memberId,
      kind: 'privacy_request',
      eventKey: `privacy_request:export_ready:${request.id}`,
      ...privacyExportReady({ expiresAt }),
      linkPath: PRIVACY_PAGE,
    });
    if (options.audit) await auditProcessing(tx, options.audit, request, ready, now);
    return ready;
  });
}

/** The `privacy-export` job: the job's id is its request's. */
export async function runExportJob(context: PrivacyExportContext, jobId: string): Promise<void> {
  await processExportRequest(context, jobId, { now: new Date() });
}

/**
 * Removes the files of ready exports whose 7 days have passed and marks them expired; answers how many.
 * The file goes first: a sweep stopped between the two leaves a lapsed request without its file, which
 * downloads answer as expired anyway, and the next sweep finishes it.
 */
export async function expireLapsedExports(context: PrivacyExportContext, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const lapsed = await lapsedExports(context.orm, now, SWEEP_BATCH);
    for (const candidate of lapsed) {
      const isExpired = await context.orm.transaction(async (tx) => {
        const request = await lockPrivacyRequest(tx, candidate.id);
        if (request?.status !== 'ready' || !request.expiresAt || request.expiresAt > now) return false;
        if (request.fileKey) await context.privateStorage.remove(request.fileKey);
        await updatePrivacyRequest(tx, request.id, { status: 'expired', fileKey: null });
        return true;
      });
      if (isExpired) expired += 1;
    }
    if (lapsed.length < SWEEP_BATCH) return expired;
  }
}

/** A ready export's file as the member downloads it. */
export interface ExportDownload {
  body: Readable;
  filename: string;
}

/**
 * `GET Privacy/DownloadExport`: the file, only to the member who asked for it. Another member's request
 * and an id nobody holds answer the same NOT_FOUND, so a guess learns nothing; one still being built
 * answers NOT_ACTIVE, one past its 7 days EXPORT_EXPIRED.
 */
export async function openExport(
  context: PrivacyExportContext,
  memberId: number,
  requestId: string,
  now = new Date(),
): Promise<ExportDownload> {
  const request = await findPrivacyRequest(context.orm, requestId);
  if (!request || request.memberId !== memberId || request.kind !== 'export') throw new AppError('NOT_FOUND');
  if (request.status === 'pending') throw new AppError('NOT_ACTIVE');
  const isLapsed = !request.expiresAt || request.expiresAt <= now;
  if (request.status !== 'ready' || isLapsed || !request.fileKey) throw new AppError('EXPORT_EXPIRED');
  const body = await context.privateStorage.open(request.fileKey);
  if (!body) throw new AppError('EXPORT_EXPIRED');
  return { body, filename: `my-data-${request.requestedOn}.json` };
}
