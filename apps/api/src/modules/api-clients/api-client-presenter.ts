import type { ApiClient } from '@loyalty/contracts';
import type { ListedApiClientRow } from './api-client-repository.js';

/** A client as the console and the audit trail see it: never its key or the key's hash. */
export function presentApiClient(row: ListedApiClientRow): ApiClient {
  return {
    id: row.id,
    name: row.name,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    store_codes: row.storeCodes,
    key_prefix: row.keyPrefix,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    rotated_at: row.rotatedAt?.toISOString() ?? null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
