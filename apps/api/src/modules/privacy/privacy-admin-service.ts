import type { AdminPrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import type { AuditActor } from '../audit/audit-service.js';
import { type DeletionContext, processDeletionRequest } from './privacy-deletion-service.js';
import { processExportRequest } from './privacy-export-service.js';
import {
  findPrivacyRequest,
  findQueuedPrivacyRequest,
  listQueuedPrivacyRequests,
  type QueuedPrivacyRequest,
} from './privacy-request-repository.js';

export function presentQueuedRequest({
  request,
  memberCode,
  firstName,
  lastName,
  processedByName,
}: QueuedPrivacyRequest): AdminPrivacyRequest {
  const name = [firstName, lastName].filter((part) => part).join(' ');
  return {
    id: request.id,
    member_id: memberCode,
    member_name: name || null,
    kind: request.kind,
    status: request.status,
    created_at: request.createdAt.toISOString(),
    due_at: request.dueAt.toISOString(),
    erase_after: request.eraseAfter?.toISOString() ?? null,
    completed_at: request.completedAt?.toISOString() ?? null,
    processed_by_name: processedByName,
    error: request.error,
  };
}

/** The operators' queue of PDPA requests (DESIGN §16), the earliest due first unless asked otherwise. */
export async function listPrivacyRequestsForOperators(
  db: Executor,
  input: {
    page: number;
    limit: number;
    sort: string;
    status?: PrivacyRequestStatus | undefined;
    kind?: PrivacyRequestKind | undefined;
    member_id?: string | undefined;
    q?: string | undefined;
  },
) {
  const { descending } = sortOf(input.sort);
  const { rows, total } = await listQueuedPrivacyRequests(
    db,
    { status: input.status, kind: input.kind, memberCode: input.member_id, q: input.q },
    { page: input.page, limit: input.limit, descending },
  );
  return pagedListOf(rows.map(presentQueuedRequest), input, total);
}

/**
 * `POST /privacy-requests/{id}/process` (admins, DESIGN §16): carries a pending request out now, ahead of
 * the programme's own jobs, audited in the transaction that does it. A request already done answers
 * NOT_ACTIVE; one the jobs finish while the admin asks is answered as they left it.
 */
export async function processPrivacyRequestNow(
  context: DeletionContext,
  actor: AuditActor,
  requestId: string,
  now = new Date(),
): Promise<AdminPrivacyRequest> {
  const request = await findPrivacyRequest(context.orm, requestId);
  if (!request) throw new AppError('NOT_FOUND');
  if (request.status !== 'pending') throw new AppError('NOT_ACTIVE');
  const options = { now, audit: actor };
  if (request.kind === 'export') await processExportRequest(context, requestId, options);
  else await processDeletionRequest(context, requestId, options);
  const processed = await findQueuedPrivacyRequest(context.orm, requestId);
  if (!processed) throw new AppError('NOT_FOUND');
  return presentQueuedRequest(processed);
}
