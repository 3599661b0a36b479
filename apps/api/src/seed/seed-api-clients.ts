import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { apiClients, partners } from '../db/schema.js';
import { insertApiClient } from '../modules/api-clients/api-client-repository.js';
import { apiKeyPrefixOf, hashApiKey } from '../modules/api-clients/api-key.js';

/**
 * The demo partner API client (DESIGN §13, outside production only): "Demo POS" of Chaba Mart, for two of
 * its stores, with a fixed key that is no secret (it is in the README and printed by `npm start`), so a
 * POS vendor trying the API from `/api/docs` and the end-to-end tests need no console first.
 */
export const DEMO_API_CLIENT = {
  name: 'Demo POS',
  partner: 'Chaba Mart',
  storeCodes: ['CHB-BKK-005', 'CHB-BKK-006'],
  key: 'lk_DEMO-POS-key-for-local-development-only-001',
} as const;

/** Adds the demo client once, after the catalogue's partners and stores; a client of that name is left alone. */
export async function seedDemoApiClient(db: Executor): Promise<void> {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.nameEn, DEMO_API_CLIENT.partner));
  if (!partner) throw new Error(`The demo partner ${DEMO_API_CLIENT.partner} was not seeded`);
  const [existing] = await db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(eq(apiClients.name, DEMO_API_CLIENT.name));
  if (existing) return;
  await insertApiClient(db, {
    name: DEMO_API_CLIENT.name,
    partnerId: partner.id,
    storeCodes: [...DEMO_API_CLIENT.storeCodes],
    keyHash: hashApiKey(DEMO_API_CLIENT.key),
    keyPrefix: apiKeyPrefixOf(DEMO_API_CLIENT.key),
  });
}
