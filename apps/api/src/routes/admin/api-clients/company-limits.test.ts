import { createApiClient, disableApiClient, listApiClients, rotateApiClientKey } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  type SignedInOperator,
  signInLimitedOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { createCompany } from '../../../../test/fixtures/cards.js';
import { partnerWithStores } from '../../../../test/partner-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { apiClients } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let limited: SignedInOperator;
let ours: Awaited<ReturnType<typeof partnerWithStores>>;
let theirs: Awaited<ReturnType<typeof partnerWithStores>>;

beforeAll(async () => {
  ours = await partnerWithStores(context.db, 1, 'OURS');
  theirs = await partnerWithStores(context.db, 1, 'THEIRS');
  const company = await createCompany(context.db, { nameEn: 'Till ours', partnerId: ours.partner.id });
  await createCompany(context.db, { nameEn: 'Till theirs', partnerId: theirs.partner.id });
  admin = await signInOperator(context.app, 'admin');
  limited = await signInLimitedOperator(context.app, 'admin', [company.id]);
});

const clientInput = (of: typeof ours) => ({
  name: 'Counter POS',
  partner_id: of.partner.id,
  store_codes: of.storeCodes,
});

describe('API clients of an admin limited to companies (decision 063)', () => {
  it('creates clients only for their companies’ partners', async () => {
    const refused = await callAdmin(context.app, createApiClient, { input: clientInput(theirs) }, { as: limited });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'COMPANY_NOT_ALLOWED' });
    const own = await callAdmin(context.app, createApiClient, { input: clientInput(ours) }, { as: limited });
    expect(own.status).toBe(200);
  });

  it('lists only their partners’ clients and answers another’s by id as missing, leaving it working', async () => {
    const own = successData(
      (await callAdmin(context.app, createApiClient, { input: clientInput(ours) }, { as: admin })).body,
    );
    const other = successData(
      (await callAdmin(context.app, createApiClient, { input: clientInput(theirs) }, { as: admin })).body,
    );
    const listedFor = async (as: SignedInOperator) =>
      successData((await callAdmin(context.app, listApiClients, { input: { limit: 100 } }, { as })).body).items.map(
        (item) => item.id,
      );
    const limitedIds = await listedFor(limited);
    expect(limitedIds).toContain(own.id);
    expect(limitedIds).not.toContain(other.id);
    expect(await listedFor(admin)).toEqual(expect.arrayContaining([own.id, other.id]));

    const missing = await callAdmin(context.app, rotateApiClientKey, { params: { id: 999_999_999 } }, { as: limited });
    for (const call of [rotateApiClientKey, disableApiClient]) {
      const answer = await callAdmin(context.app, call, { params: { id: other.id } }, { as: limited });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ ...missing.body, request_id: expect.any(String) });
    }
    const [stored] = await context.db.select().from(apiClients).where(eq(apiClients.id, other.id));
    expect(stored).toMatchObject({ status: 'active', keyPrefix: other.key_prefix, rotatedAt: null });
    expect((await callAdmin(context.app, disableApiClient, { params: { id: own.id } }, { as: limited })).status).toBe(
      200,
    );
  });
});
