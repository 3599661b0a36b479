import { createNoticedCache, type NoticedCache } from '../../db/noticed-cache.js';
import type { findActiveApiClientByKeyHash } from './api-client-repository.js';

/** An active client as the partner API's key check reads it. */
export type ActiveApiClientRow = NonNullable<Awaited<ReturnType<typeof findActiveApiClientByKeyHash>>>;

/**
 * Active API clients by their key's hash, kept exact by `api_client_changes` notices (migration
 * till-access-change-notifications), as sessions are (decision 016): a till's call checks its key without
 * a query, and a rotated or disabled key is refused once the notice arrives. Unknown keys are never kept.
 */
export type ApiClientCache = NoticedCache<string, ActiveApiClientRow>;

/** The clients one app keeps (its cache registry's `apiClients`, `caches.ts`); trusted only while notices arrive. */
export function createApiClientCache(): ApiClientCache {
  return createNoticedCache({ maxEntries: 1_000 });
}
