import { randomBytes } from 'node:crypto';
import {
  type ErrorEnvelope,
  type PartnerCallContract,
  type PartnerCallInput,
  type PartnerCallOutput,
  type PartnerCallParams,
  partnerCallPath,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor, Orm } from '../src/db/client.js';
import { partnerStores } from '../src/db/schema.js';
import { createApiClient } from '../src/modules/api-clients/api-client-service.js';
import { TERMINAL_ACTOR } from '../src/modules/audit/audit-service.js';
import { WHOLE_GROUP } from '../src/modules/companies/company-scope.js';
import { createPartner } from './fixtures/catalogue.js';

/** A partner with stores of unique codes (`<label>-<random>-<n>`), as an API client is bound to. */
export async function partnerWithStores(db: Executor, storeCount = 2, label = 'ST') {
  const partner = await createPartner(db);
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const stores = await db
    .insert(partnerStores)
    .values(
      Array.from({ length: storeCount }, (_, index) => ({
        partnerId: partner.id,
        code: `${label}-${tag}-${index + 1}`,
        nameEn: `Store ${index + 1}`,
        nameTh: `ร้าน ${index + 1}`,
      })),
    )
    .returning();
  return { partner, stores, storeCodes: stores.map((store) => store.code) };
}

/** A new API client of a new partner, for its first store (or `storeCount` stores), with its key. */
export async function createTestApiClient(orm: Orm, options: { storeCount?: number; clientStores?: number } = {}) {
  const { partner, storeCodes } = await partnerWithStores(orm, options.storeCount ?? 2);
  const client = await createApiClient(orm, TERMINAL_ACTOR, WHOLE_GROUP, {
    name: 'Test POS',
    partner_id: partner.id,
    store_codes: storeCodes.slice(0, options.clientStores ?? 1),
  });
  return { client, key: client.key, partner, storeCodes };
}

export type PartnerAnswerBody<C> = { status: 'success'; data: PartnerCallOutput<C> } | ErrorEnvelope;

export interface PartnerCallResult<C> {
  status: number;
  body: PartnerAnswerBody<C>;
}

interface PartnerCallArgs<C> {
  params?: PartnerCallParams<C>;
  /** The input, or anything else to see it refused. */
  input?: PartnerCallInput<C> | Record<string, unknown>;
}

/**
 * Makes a partner call through the real app as a POS would: path parameters filled in, GET input as the
 * query string, any other as a JSON body, the key (or any token, to see it refused) as the bearer.
 */
export async function callPartner<C extends PartnerCallContract>(
  app: FastifyInstance,
  call: C,
  args: PartnerCallArgs<C> = {},
  options: { key?: string | undefined; authorization?: string } = {},
): Promise<PartnerCallResult<C>> {
  const isGet = call.method === 'GET';
  const query = isGet ? new URLSearchParams(args.input as Record<string, string>).toString() : '';
  const authorization = options.authorization ?? (options.key ? `Bearer ${options.key}` : undefined);
  const response = await app.inject({
    method: call.method,
    url: `${partnerCallPath(call, args.params ?? {})}${query ? `?${query}` : ''}`,
    headers: authorization ? { authorization } : {},
    ...(isGet ? {} : { payload: (args.input ?? {}) as object }),
  });
  return { status: response.statusCode, body: response.json() };
}
