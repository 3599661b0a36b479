import type { PrivacyRequest } from '@loyalty/contracts';
import type { PrivacyRequestRow } from './privacy-request-repository.js';

/** Where a ready export is downloaded: the member's own session is required there, so the link alone opens nothing. */
export function exportDownloadPath(requestId: string): string {
  return `/api/v1/Privacy/DownloadExport?Request_Id=${requestId}`;
}

export function presentPrivacyRequest(row: PrivacyRequestRow): PrivacyRequest {
  const ready = row.kind === 'export' && row.status === 'ready';
  return {
    request_id: row.id,
    kind: row.kind,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    download_url: ready ? exportDownloadPath(row.id) : null,
    expires_at: ready ? (row.expiresAt?.toISOString() ?? null) : null,
    erase_after: row.eraseAfter?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
