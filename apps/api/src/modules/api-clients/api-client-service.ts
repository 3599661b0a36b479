import { type ApiClient, type ApiClientWithKey, fieldError } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { CacheForgetting } from '../../caches.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { type CompanyScope, requirePartnerInScope, WHOLE_GROUP } from '../companies/company-scope.js';
import { storeCodesOfPartner } from '../privileges/privilege-reference-service.js';
import type { ApiClientCache } from './api-client-cache.js';
import { presentApiClient } from './api-client-presenter.js';
import {
  type ApiClientSort,
  findActiveApiClientByKeyHash,
  findApiClient,
  insertApiClient,
  listApiClientRows,
  touchApiClient,
  updateApiClientRow,
} from './api-client-repository.js';
import { generateApiKey, hashApiKey, isApiKeyShaped } from './api-key.js';

/**
 * API clients (DESIGN §13): the partner systems allowed on `/api/partner/v1`, each bound to a partner and
 * some of its stores. This module is the one writer of `api_clients`; every operator write is audited, and
 * a key is answered once (made or rotated) and kept only as its hash.
 */

/** The client a partner call comes from, as routes and the till's services see it. */
export interface PartnerClient {
  id: number;
  partnerId: number;
  storeCodes: readonly string[];
}

/** `last_used_at` is written at most once a minute per client: a till's every call need not write a row. */
const LAST_USED_RESOLUTION_MS = 60_000;

export async function listApiClients(
  db: Executor,
  query: { page: number; limit: number; q?: string | undefined; sort: string; companies: CompanyScope },
) {
  const { column, descending } = sortOf<ApiClientSort>(query.sort);
  const { rows, total } = await listApiClientRows(db, { ...query, sort: column, descending });
  return pagedListOf(rows.map(presentApiClient), query, total);
}

export interface NewApiClientInput {
  name: string;
  partner_id: number;
  store_codes: readonly string[];
}

/** The codes once each, every one a store of the partner; refused field by field otherwise. */
async function checkedStoreCodes(db: Executor, partnerId: number, codes: readonly string[]): Promise<string[]> {
  const partnerCodes = await storeCodesOfPartner(db, partnerId);
  if (!partnerCodes)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('partner_id', 'unknownPartner')] });
  const foreign = codes.findIndex((code) => !partnerCodes.includes(code));
  if (foreign >= 0) {
    const field = fieldError(`store_codes.${foreign}`, 'storeOfPartner', { code: codes[foreign] });
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [field] });
  }
  return [...new Set(codes)];
}

/**
 * A new client and its key, shown this once; `createdBy` is null for the demo seed's client. A
 * company-limited operator's client is for the partner of one of their companies.
 */
export async function createApiClient(
  orm: Orm,
  actor: AuditActor,
  scope: CompanyScope,
  input: NewApiClientInput,
  now = new Date(),
): Promise<ApiClientWithKey> {
  const write = { actor, action: 'api-client.create', entity: 'api_client', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const storeCodes = await checkedStoreCodes(tx, input.partner_id, input.store_codes);
    await requirePartnerInScope(tx, scope, input.partner_id);
    const key = generateApiKey();
    const { id } = await insertApiClient(tx, {
      name: input.name,
      partnerId: input.partner_id,
      storeCodes,
      keyHash: key.hash,
      keyPrefix: key.prefix,
      createdBy: actor.operatorId,
      createdAt: now,
    });
    const after = await presentClientById(tx, id);
    return { entityId: id, after, answer: { ...after, key: key.key } };
  });
}

/** A client just written, which the write's own checks have already found in the operator's companies. */
async function presentClientById(db: Executor, id: number): Promise<ApiClient> {
  const row = await findApiClient(db, id, { companies: WHOLE_GROUP });
  if (!row) throw new AppError('NOT_FOUND');
  return presentApiClient(row);
}

/**
 * A new key for an active client, shown this once; the old one is refused from the commit on: by this
 * process at once, by others when the change notice reaches their `apiClients` cache.
 */
export async function rotateApiClientKey(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  scope: CompanyScope,
  id: number,
  now = new Date(),
): Promise<ApiClientWithKey> {
  const write = { actor, action: 'api-client.rotate', entity: 'api_client', at: now } as const;
  const rotated = await auditedWrite(orm, write, async (tx) => {
    const current = await findApiClient(tx, id, { companies: scope, lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status !== 'active') throw new AppError('NOT_ACTIVE');
    const key = generateApiKey();
    await updateApiClientRow(tx, id, { keyHash: key.hash, keyPrefix: key.prefix, rotatedAt: now });
    const after = await presentClientById(tx, id);
    return { entityId: id, before: presentApiClient(current), after, answer: { ...after, key: key.key } };
  });
  caches?.forget('apiClients');
  return rotated;
}

/** Stops a client for good (as a rotation stops the old key); disabling a disabled client answers it as it is. */
export async function disableApiClient(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  scope: CompanyScope,
  id: number,
  now = new Date(),
): Promise<ApiClient> {
  const write = { actor, action: 'api-client.disable', entity: 'api_client', at: now } as const;
  const disabled = await auditedWrite(orm, write, async (tx) => {
    const current = await findApiClient(tx, id, { companies: scope, lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'active') await updateApiClientRow(tx, id, { status: 'disabled', disabledAt: now });
    const after = await presentClientById(tx, id);
    return { entityId: id, before: presentApiClient(current), after };
  });
  caches?.forget('apiClients');
  return disabled;
}

/**
 * The active client whose key `token` is (DESIGN §13), found by the key's hash; anything else, a member's
 * or an operator's token included, is 401 UNAUTHORIZED. Marks the client used, once a minute at most
 * (the mark's notice makes the cache read the new time once).
 */
export async function authenticateApiClient(
  db: Executor,
  cache: ApiClientCache,
  token: string,
  now = new Date(),
): Promise<PartnerClient> {
  if (!isApiKeyShaped(token)) throw new AppError('UNAUTHORIZED');
  const keyHash = hashApiKey(token);
  const client = await cache.read(keyHash, () => findActiveApiClientByKeyHash(db, keyHash));
  if (!client) throw new AppError('UNAUTHORIZED');
  const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!client.lastUsedAt || client.lastUsedAt < since) await touchApiClient(db, client.id, now, since);
  return { id: client.id, partnerId: client.partnerId, storeCodes: client.storeCodes };
}

/** A till call for a store acts only for the client's own stores: any other is 403 FORBIDDEN (DESIGN §13). */
export function assertClientStore(client: PartnerClient, storeCode: string): void {
  if (!client.storeCodes.includes(storeCode)) throw new AppError('FORBIDDEN');
}
