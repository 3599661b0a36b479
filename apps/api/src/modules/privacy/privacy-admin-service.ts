import type { AdminPrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { listQueuedPrivacyRequests, type QueuedPrivacyRequest } from './privacy-request-repository.js';

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
  },
) {
  const { descending } = sortOf(input.sort);
  const { rows, total } = await listQueuedPrivacyRequests(
    db,
    { status: input.status, kind: input.kind, memberCode: input.member_id },
    { page: input.page, limit: input.limit, descending },
  );
  return pagedListOf(rows.map(presentQueuedRequest), input, total);
}
