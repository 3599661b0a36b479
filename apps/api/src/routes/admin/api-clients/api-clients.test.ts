import { createApiClient, disableApiClient, listApiClients, rotateApiClientKey } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { partnerWithStores } from '../../../../test/partner-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { apiClients } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

async function created(storeCount = 2) {
  const { partner, storeCodes } = await partnerWithStores(context.db, storeCount);
  const answer = await callAdmin(
    context.app,
    createApiClient,
    { input: { name: 'Front POS', partner_id: partner.id, store_codes: storeCodes } },
    { as: admin },
  );
  return { partner, storeCodes, answer, client: successData(answer.body) };
}

describe('API clients in the back-office', () => {
  it('are for admins only: 401 without a token or with a member’s, 403 for staff', async () => {
    const expected = { noToken: 401, member: 401, staff: 403 };
    expect(await roleMatrix(context.app, listApiClients, {})).toEqual(expected);
    expect(
      await roleMatrix(context.app, createApiClient, { input: { name: 'x', partner_id: 1, store_codes: ['ST-1'] } }),
    ).toEqual(expected);
    expect(await roleMatrix(context.app, rotateApiClientKey, { params: { id: 1 } })).toEqual(expected);
    expect(await roleMatrix(context.app, disableApiClient, { params: { id: 1 } })).toEqual(expected);
  });

  it('creates a client for its partner’s stores, answers the key once and audits it without the key', async () => {
    const { partner, storeCodes, client } = await created();
    expect(client).toMatchObject({
      name: 'Front POS',
      partner_id: partner.id,
      partner_name: partner.nameEn,
      store_codes: storeCodes,
      status: 'active',
      key_prefix: client.key.slice(0, 9),
      last_used_at: null,
    });
    expect(client.key).toMatch(/^lk_[A-Za-z0-9_-]{43}$/);
    const [row] = await auditRowsOf(context.db, 'api-client.create', client.id);
    expect(row?.operatorId).toBe(admin.id);
    expect(JSON.stringify(row)).not.toContain(client.key);
    const [stored] = await context.db.select().from(apiClients).where(eq(apiClients.id, client.id));
    expect(stored?.createdBy).toBe(admin.id);
  });

  it('lists clients with their key prefix and never a key', async () => {
    const { client } = await created();
    const list = successData(
      (await callAdmin(context.app, listApiClients, { input: { q: 'Front', limit: 100 } }, { as: admin })).body,
    );
    const listed = list.items.find((item) => item.id === client.id);
    expect(listed).toMatchObject({ key_prefix: client.key.slice(0, 9), status: 'active' });
    expect(JSON.stringify(list)).not.toContain(client.key.slice(9));
    expect(listed).not.toHaveProperty('key');
  });

  it('refuses store codes of another partner, unknown ones, and an unknown partner, field by field', async () => {
    const { partner, storeCodes } = await partnerWithStores(context.db, 1);
    const other = await partnerWithStores(context.db, 1);
    const create = (input: { name: string; partner_id: number; store_codes: string[] }) =>
      callAdmin(context.app, createApiClient, { input }, { as: admin });
    const foreign = await create({
      name: 'POS',
      partner_id: partner.id,
      store_codes: [...storeCodes, ...other.storeCodes],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'store_codes.1' }] });
    const unknown = await create({ name: 'POS', partner_id: partner.id, store_codes: ['NO-SUCH-STORE'] });
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'store_codes.0' }] });
    const nobody = await create({ name: 'POS', partner_id: 999_999_999, store_codes: storeCodes });
    expect(nobody.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'partner_id' }] });
    for (const store_codes of [[], ['a'], 'ST-1']) {
      const bad = await callAdmin(
        context.app,
        createApiClient,
        { input: { name: 'POS', partner_id: partner.id, store_codes } as never },
        { as: admin },
      );
      expect(bad.status, JSON.stringify(store_codes)).toBe(400);
    }
  });

  it('keeps each store code once, in upper case', async () => {
    const { partner, storeCodes } = await partnerWithStores(context.db, 1);
    const code = storeCodes[0] ?? '';
    const answer = await callAdmin(
      context.app,
      createApiClient,
      { input: { name: 'POS', partner_id: partner.id, store_codes: [code.toLowerCase(), code] } },
      { as: admin },
    );
    expect(successData(answer.body).store_codes).toEqual([code]);
  });

  it('rotates the key: a new one answered once, the prefix changed, the rotation audited', async () => {
    const { client } = await created();
    const rotated = successData(
      (await callAdmin(context.app, rotateApiClientKey, { params: { id: client.id } }, { as: admin })).body,
    );
    expect(rotated.key).not.toBe(client.key);
    expect(rotated.key_prefix).toBe(rotated.key.slice(0, 9));
    expect(rotated.rotated_at).not.toBeNull();
    const [row] = await auditRowsOf(context.db, 'api-client.rotate', client.id);
    expect(row?.before).toMatchObject({ key_prefix: client.key_prefix });
    expect(row?.after).toMatchObject({ key_prefix: rotated.key_prefix });
    expect(JSON.stringify(row)).not.toContain(rotated.key);
  });

  it('disables a client for good: it stays listed, its key cannot be rotated back, a second disable changes nothing', async () => {
    const { client } = await created();
    const disable = () => callAdmin(context.app, disableApiClient, { params: { id: client.id } }, { as: admin });
    const disabled = successData((await disable()).body);
    expect(disabled).toMatchObject({ id: client.id, status: 'disabled', disabled_at: expect.any(String) });
    expect(disabled).not.toHaveProperty('key');
    expect(successData((await disable()).body).disabled_at).toBe(disabled.disabled_at);
    const rotate = await callAdmin(context.app, rotateApiClientKey, { params: { id: client.id } }, { as: admin });
    expect(rotate.status).toBe(409);
    expect(rotate.body).toMatchObject({ code: 'NOT_ACTIVE' });
    expect((await auditRowsOf(context.db, 'api-client.disable', client.id)).length).toBeGreaterThanOrEqual(1);
  });

  it('answers NOT_FOUND for a client that does not exist', async () => {
    for (const call of [rotateApiClientKey, disableApiClient]) {
      const answer = await callAdmin(context.app, call, { params: { id: 999_999_999 } }, { as: admin });
      expect(answer.status).toBe(404);
    }
  });
});
